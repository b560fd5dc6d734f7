import Foundation
import Testing

@testable import GatherSite

/// Keys are SHA-256 digests of what was combined, in the documented bytes: checked against
/// digests computed apart from the program (Python's `hashlib`).
@Suite struct KeyHasherTests {
  @Test func aKeyIsTheFirstHalfOfTheSHA256OfItsInputs() {
    // hashlib.sha256(pack("<Q", 6) + b"Gather" + pack("<Q", 42) + pack("<Q", 1))
    var hasher = KeyHasher()
    hasher.combine("Gather")
    hasher.combine(42 as UInt64)
    hasher.combine(true)
    let key = hasher.finalize()
    #expect(key.hex == "161df9187099004715b2a6d7bf28e8d2")
    #expect(RenderKey(hex: Substring(key.hex)) == key)
  }

  @Test func nothingIsTheSHA256OfNothing() {
    var hasher = KeyHasher()
    #expect(hasher.finalize().hex == "e3b0c44298fc1c149afbf4c8996fb924")
  }

  @Test func inputsLongerThanTheBufferAreHashedWhole() {
    // hashlib.sha256(b"".join(pack("<Q", i) for i in range(5000)) + pack("<Q", 20000)
    //   + b"x" * 20000 + pack("<Q", 3) + b"end")
    var hasher = KeyHasher()
    for word in 0..<5000 as Range<UInt64> { hasher.combine(word) }
    hasher.combine(String(repeating: "x", count: 20000))
    hasher.combine(bytes: Data("end".utf8))
    #expect(hasher.finalize().hex == "2603d86dc814ba986ab761cf8dedba98")
  }
}
