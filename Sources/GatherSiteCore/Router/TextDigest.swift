import Crypto
import Foundation

/// The SHA-256 digest of some texts, its first 8 bytes as 16 hexadecimal digits: the same
/// in every run, for a file name that follows what the file says. Each text goes in after
/// its length in UTF-8 bytes (8 bytes, little-endian), so that texts cannot run together
/// into the same bytes. A file's bytes have a digest of the same form (`hex(of:)`).
enum TextDigest {
  static func hex(_ texts: [String]) -> String {
    var sha256 = SHA256()
    for text in texts {
      let length = UInt64(text.utf8.count)
      sha256.update(data: (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) })
      sha256.update(data: Data(text.utf8))
    }
    return hex(sha256.finalize())
  }

  /// The digest of the bytes of a file, `data`, as they are.
  static func hex(of data: Data) -> String { hex(SHA256.hash(data: data)) }

  private static func hex(_ digest: SHA256.Digest) -> String {
    let digits = Array("0123456789abcdef")
    let bytes = digest.prefix(8)
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
  }
}
