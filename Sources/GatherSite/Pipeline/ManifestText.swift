import Foundation

/// The build manifest's text: a JSON array of the site's paths, one per line. A large site
/// has 100,000 of them, read and written on every build that adds or removes a file, so the
/// usual form is read and written byte by byte; anything else goes through Foundation.
enum ManifestText {
  static func encode(_ paths: [String]) -> Data {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(paths.reduce(4) { $0 + $1.utf8.count + 6 })
    for (index, path) in paths.enumerated() {
      bytes += (index == 0 ? "\n  " : ",\n  ").utf8
      if path.utf8.contains(where: {
        $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
      }) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        bytes += (try? encoder.encode(path)) ?? Data("\"\"".utf8)
      } else {
        bytes.append(UInt8(ascii: "\""))
        bytes += path.utf8
        bytes.append(UInt8(ascii: "\""))
      }
    }
    bytes += (paths.isEmpty ? "]" : "\n]").utf8
    return Data(bytes)
  }

  /// The paths in `data`, or `nil` when it is not a JSON array of strings.
  static func decode(_ data: Data) -> [String]? {
    if let paths = decodePlain([UInt8](data)) { return paths }
    return try? JSONDecoder().decode([String].self, from: data)
  }

  /// The paths of an array of strings without escapes; `nil` for anything else.
  private static func decodePlain(_ bytes: [UInt8]) -> [String]? {
    var paths: [String] = []
    var index = 0
    func skipSpaces() {
      while index < bytes.count, JSONArraySplitter.isSpace(bytes[index]) { index += 1 }
    }
    skipSpaces()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    index += 1
    skipSpaces()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      skipSpaces()
      return index == bytes.count ? [] : nil
    }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let start = index + 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
        guard bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\\") else { return nil }
        end += 1
      }
      guard end < bytes.count, let path = String(validating: bytes[start..<end], as: UTF8.self)
      else { return nil }
      paths.append(path)
      index = end + 1
      skipSpaces()
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "]") { break }
      guard bytes[index] == UInt8(ascii: ",") else { return nil }
      index += 1
      skipSpaces()
    }
    index += 1
    skipSpaces()
    return index == bytes.count ? paths : nil
  }
}
