/// Why a build stopped before writing anything (or, for `output`, while writing).
public enum BuildError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The input has errors (or warnings, with `--strict`); each is in the diagnostics.
  case invalidInput(errorCount: Int)
  /// A template could not be read or parsed, or one the theme needs is missing.
  case template(file: String, message: String)
  /// The output directory is not a safe place to build into.
  case unsafeOutput(String)
  /// Two parts of the site want the same output file.
  case conflict(path: String, first: String, second: String)
  /// Writing the site failed; files already written are complete, the rest untouched.
  case output(path: String, message: String)
  /// A step of the pipeline failed.
  case step(name: String, message: String)
  /// Another build of the same output folder is running.
  case busy(output: String)

  public var description: String {
    switch self {
    case .invalidInput(let count):
      "the input has \(count) error\(count == 1 ? "" : "s")"
    case .template(let file, let message): "template \(shown(file)): \(shown(message))"
    case .unsafeOutput(let message): shown(message)
    case .conflict(let path, let first, let second):
      "\(shown(path)) would be written by both \(shown(first)) and \(shown(second))"
    case .output(let path, let message): "cannot write \(shown(path)): \(shown(message))"
    case .step(let name, let message): "\(name): \(message)"
    case .busy(let output):
      "another build into \(output) is running; wait for it to finish"
    }
  }

  /// A path, or a message that may hold one, with its control characters made visible
  /// (`PrintableText`): a file named "ESC]0;pwned BEL" must not retitle the terminal.
  private func shown(_ text: String) -> String { PrintableText.escaped(text) }
}
