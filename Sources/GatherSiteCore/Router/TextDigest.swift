import Crypto
import Foundation

/// The SHA-256 digest of some texts, its first 8 bytes as 16 hexadecimal digits: the same
/// in every run, for a file name that follows what the file says. Each text goes in after
/// its length in UTF-8 bytes (8 bytes, little-endian), so that texts cannot run together
/// into the same bytes.
enum TextDigest {
  static func hex(_ texts: [String]) -> String {
    var sha256 = SHA256()
    for text in texts {
      let length = UInt64(text.utf8.count)
      sha256.update(data: (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) })
      sha256.update(data: Data(text.utf8))
    }
    let digits = Array("0123456789abcdef")
    let bytes = sha256.finalize().prefix(8)
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
  }
}
