import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct RatingTextTests {
  @Test func valuesAreWhatPrintfGives() {
    var generator = SplitMix(state: 20_261_122)
    var values: [Double] = [
      0, -0.0, 0.125, 0.375, -0.125, 2.675, 1.005, 0.005, 0.015, -0.001, -0.005, 0.995, 9.995,
      99.995, 1e-9, -1e-9, 25, -25, 8.333333333333334, 1234567.891, -0.994999,
    ]
    for _ in 0..<20_000 {
      values.append(Double.random(in: -60...60, using: &generator))
      // Exact hundredths and halves of them: the rounding ties.
      values.append(Double(Int.random(in: -6000...6000, using: &generator)) / 100)
      values.append(Double(Int.random(in: -12000...12000, using: &generator)) / 200)
    }
    for value in values {
      #expect(RatingText.value(value) == String(format: "%.2f", value), "\(value)")
    }
  }

  /// A seeded generator, so that a failure can be replayed.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func changesAreSignedExceptZero() {
    #expect(RatingText.change(0.8449) == "+0.84")
    #expect(RatingText.change(-1.2) == "-1.20")
    #expect(RatingText.change(-0.001) == "0.00")
    #expect(RatingText.change(0.004) == "0.00")
    #expect(RatingText.change(12.345678) == "+12.35")
  }
}
