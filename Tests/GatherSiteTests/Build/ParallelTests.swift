import Foundation
import Testing

@testable import GatherSite

/// The work spread over the cores comes back whole and in order.
@Suite struct ParallelTests {
  @Test func mapKeepsTheOrderOfItsItemsWhateverTheChunks() {
    for (count, grain, largest) in [
      (0, 1, 64), (1, 1, 64), (3, 2, 64), (1000, 1, 1), (5000, 512, 64),
    ] {
      let squares = Parallel.map(count, grain: grain, largestChunk: largest) { $0 * $0 }
      #expect(squares == (0..<count).map { $0 * $0 }, "\(count) items")
    }
  }

  @Test func runsComeBackWholeAndInOrder() {
    for (count, run) in [(0, 4), (1, 4), (7, 3), (1000, 1), (5000, 1024), (1024, 1024)] {
      let squares = Parallel.mapRuns(count, run: run) { range in range.map { $0 * $0 } }
      #expect(squares == (0..<count).map { $0 * $0 }, "\(count) items by \(run)")
    }
  }

  @Test func pairReturnsBothResults() {
    for worthIt in [true, false] {
      let (text, number) = Parallel.pair(worthIt: worthIt, { "first" }, { 2 })
      #expect(text == "first" && number == 2)
    }
  }

  /// Started work runs on a thread of its own while the caller goes on; its value can be
  /// read more than once.
  @Test func startedWorkRunsBesideTheCallerAndGivesItsResult() {
    let caller = pthread_self()
    let release = DispatchSemaphore(value: 0)
    let pending = Parallel.start { () -> (Bool, String) in
      // Waits for the caller, which signals only once `start` returned: had `start` run the
      // work itself, the wait would time out.
      let released = release.wait(timeout: .now() + 10) == .success
      return (released && pthread_equal(pthread_self(), caller) == 0, "done")
    }
    release.signal()
    let first = pending.value
    let second = pending.value
    #expect(first.0)
    #expect(first.1 == "done" && second.1 == "done")
  }
}
