import Foundation

/// The kinds of image a match photo may be, told by the first bytes of the file.
enum ImageKind: Sendable {
  case jpeg, png, webp

  /// The kind of the file at `url`, or `nil` when it is none of them (or cannot be read).
  init?(of url: URL) {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 12) else { return nil }
    let bytes = Array(head)
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      self = .webp
    } else {
      return nil
    }
  }
}
