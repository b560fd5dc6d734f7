import Foundation

/// A 128-bit key that is the same in every run, for what one build leaves to the next
/// (Swift's `Hasher` is seeded anew in each process): the first 16 bytes of a SHA-256
/// digest (`KeyHasher`), `high` the first 8 of them read as a big-endian number, so that
/// `hex` is the digest's first 32 hexadecimal digits.
struct RenderKey: Sendable, Hashable, Encodable {
  var high: UInt64
  var low: UInt64

  /// 32 lowercase hexadecimal digits.
  var hex: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    appendHex(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private func appendHex(to bytes: inout [UInt8]) {
    Self.appendHex(high, to: &bytes)
    Self.appendHex(low, to: &bytes)
  }

  private static func appendHex(_ word: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 60, through: 0, by: -4) {
      let digit = UInt8(truncatingIfNeeded: word >> UInt64(shift) & 0xF)
      bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// The key whose `hex` is `text`; `nil` for anything else.
  init?(hex text: Substring) {
    guard text.utf8.count == 32, text.utf8.allSatisfy({ $0 != UInt8(ascii: "+") }),
      let high = UInt64(text.prefix(16), radix: 16), let low = UInt64(text.suffix(16), radix: 16)
    else { return nil }
    self.init(high: high, low: low)
  }
}
