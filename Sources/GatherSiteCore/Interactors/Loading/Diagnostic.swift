/// A problem found in the input: where it is, what it is, and whether the build can go on.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// Whether the build continues after this diagnostic.
  public enum Severity: String, Sendable {
    case warning, error
  }

  public var severity: Severity
  /// Path relative to the content directory, e.g. `data/gathers.json`.
  public var file: String
  /// `line:column` for text errors, if known.
  public var position: String?
  /// JSON or YAML path such as `gathers[12].players[3].playerId`.
  public var path: String?
  public var message: String
  /// How much of a path `description` shows.
  public static let pathLimit = 200

  public init(
    _ severity: Severity, file: String, position: String? = nil, path: String? = nil,
    _ message: String
  ) {
    self.severity = severity
    self.file = file
    self.position = position
    self.path = path
    self.message = message
  }

  /// `warning: data/gathers.json: gathers[3].score: "x" is not a score`, with control
  /// characters in the file and the path made visible (`PrintableText`), and a path (a key
  /// of a YAML file may be long) cut after `pathLimit` characters.
  public var description: String {
    var location = PrintableText.escaped(file)
    if let position { location += ":\(position)" }
    if let path { location += ": \(PrintableText.escaped(path, limit: Self.pathLimit))" }
    return "\(severity.rawValue): \(location): \(message)"
  }
}

/// Collects the diagnostics of one build, in the order they were found.
public struct Diagnostics: Sendable {
  public private(set) var all: [Diagnostic] = []

  public init() {}

  public mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }

  /// A warning about `file`, at its JSON or YAML `path` and its `line:column` if known.
  public mutating func warning(
    _ file: String, _ path: String?, at position: String? = nil, _ message: String
  ) {
    all.append(Diagnostic(.warning, file: file, position: position, path: path, message))
  }

  /// An error about `file`, at its JSON or YAML `path` and its `line:column` if known.
  public mutating func error(
    _ file: String, _ path: String?, at position: String? = nil, _ message: String
  ) {
    all.append(Diagnostic(.error, file: file, position: position, path: path, message))
  }

  public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
  public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
}
