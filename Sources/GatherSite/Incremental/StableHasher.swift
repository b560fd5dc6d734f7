import Foundation

/// A 128-bit key that is the same in every run, for what one build leaves to the next
/// (Swift's `Hasher` is seeded anew in each process).
struct RenderKey: Sendable, Hashable {
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

/// Hashes the inputs of a page into a `RenderKey`: two MurmurHash3-style 64-bit lanes over
/// 8-byte words, every string followed by its length and every optional or list marked, so
/// that different inputs cannot run together into the same bytes.
struct StableHasher: Sendable {
  private var first: UInt64 = 0x9E37_79B9_7F4A_7C15
  private var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private var length: UInt64 = 0

  init() {}

  mutating func combine(_ word: UInt64) {
    length &+= 8
    var k = word &* 0x87C3_7B91_1142_53D5
    k = (k << 31) | (k >> 33)
    first ^= k &* 0x4CF5_AD43_2745_937F
    first = ((first << 27) | (first >> 37)) &* 5 &+ 0x52DC_E729
    var j = (word ^ 0xA076_1D64_78BD_642F) &* 0xE703_7ED1_A0B4_28DB
    j = (j << 29) | (j >> 35)
    second ^= j &* 0x8EBC_6AF0_9C88_C6E3
    second = ((second << 31) | (second >> 33)) &* 5 &+ 0x3849_5AB5
  }

  mutating func combine(_ text: String) {
    // Read in place where the text is stored as UTF-8 (a copy to read through counted a
    // reference to it, for each of hundreds of thousands of strings a build hashes).
    if text.utf8.withContiguousStorageIfAvailable({ combine(raw: UnsafeRawBufferPointer($0)) })
      == nil
    {
      var text = text
      text.withUTF8 { combine(raw: UnsafeRawBufferPointer($0)) }
    }
  }

  /// Raw bytes, such as a whole input file, followed by their length.
  mutating func combine(bytes data: some ContiguousBytes) {
    data.withUnsafeBytes { combine(raw: $0) }
  }

  /// Bytes as 8-byte words, the last one padded, then their count.
  private mutating func combine(raw bytes: UnsafeRawBufferPointer) {
    var index = 0
    while index + 8 <= bytes.count {
      combine(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      index += 8
    }
    var tail: UInt64 = 0
    for byte in bytes[index...].reversed() { tail = tail << 8 | UInt64(byte) }
    combine(tail)
    combine(UInt64(bytes.count))
  }

  mutating func combine(_ flag: Bool) { combine(flag ? 1 as UInt64 : 2) }

  /// Another key, such as a seed that several keys start from.
  mutating func combine(_ key: RenderKey) {
    combine(key.high)
    combine(key.low)
  }

  func finalize() -> RenderKey {
    RenderKey(high: Self.mix(first ^ length), low: Self.mix(second ^ length ^ first))
  }

  /// MurmurHash3's finalizer: every input bit affects every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var h = value
    h ^= h >> 33
    h &*= 0xFF51_AFD7_ED55_8CCD
    h ^= h >> 33
    h &*= 0xC4CE_B9FE_1A85_EC53
    h ^= h >> 33
    return h
  }
}
