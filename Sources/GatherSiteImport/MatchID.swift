import Crypto
import Foundation
import GatherSiteCore

/// The id of an imported match, made from what tells it apart in the spreadsheet: its day
/// and its `match` label.
///
/// It promises the same id for the same day and label in every import, on every machine,
/// whatever else the rows say (the time, the score, the players), so that a write-up,
/// `matches/ID.md`, stays with its match; and different ids for different days or labels.
/// The id is the first 16 bytes of the SHA-256 of both texts (each after its length in
/// UTF-8 bytes, 8 bytes little-endian, so that they cannot run together), as an upper-case
/// UUID of version 8 (RFC 9562's "custom"), as the app writes its ids.
enum MatchID {
  static func id(day: String, label: String) -> String {
    var sha256 = SHA256()
    for text in ["gather-site csv match", day, label] {
      let length = UInt64(text.utf8.count)
      sha256.update(data: (0..<8).map { UInt8(truncatingIfNeeded: length >> (8 * $0)) })
      sha256.update(data: Data(text.utf8))
    }
    var bytes = Array(sha256.finalize().prefix(16))
    bytes[6] = bytes[6] & 0x0F | 0x80
    bytes[8] = bytes[8] & 0x3F | 0x80
    let digits = Array("0123456789ABCDEF")
    var text = ""
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text.append("-") }
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0xF)])
    }
    return text
  }
}
