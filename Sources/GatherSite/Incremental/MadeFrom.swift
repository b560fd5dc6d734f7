import GatherSiteCore

/// What a made file was made from, as the next build checks it: the digest of its inputs
/// (the site, and the organiser's files it read) and which organiser's files those were.
struct MadeFrom: Sendable, Equatable {
  var inputs: RenderKey
  var sources: [ContentSource]

  /// The sources as one field of the record: `-` for none, else `w12` for the write-up of
  /// the gather at index 12 and `p` and the name's UTF-8 in hex for a page, joined by commas.
  static func text(_ sources: [ContentSource]) -> String {
    guard !sources.isEmpty else { return "-" }
    return sources.map { source in
      switch source {
      case .writeUp(let index): "w\(index)"
      case .page(let name): "p" + name.utf8.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
      }
    }.joined(separator: ",")
  }

  /// The sources in a field written by `text`, or `nil` when it is not one.
  static func sources(_ field: Substring) -> [ContentSource]? {
    guard field != "-" else { return [] }
    var sources: [ContentSource] = []
    for token in field.split(separator: ",", omittingEmptySubsequences: false) {
      let body = token.dropFirst()
      switch token.first {
      case "w":
        guard let index = Int(body), index >= 0 else { return nil }
        sources.append(.writeUp(index: index))
      case "p":
        guard body.utf8.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var at = body.startIndex
        while at < body.endIndex {
          let next = body.index(at, offsetBy: 2)
          guard let byte = UInt8(body[at..<next], radix: 16) else { return nil }
          bytes.append(byte)
          at = next
        }
        guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
        sources.append(.page(name: name))
      default: return nil
      }
    }
    return sources
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
