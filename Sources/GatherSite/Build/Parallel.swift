import Dispatch
import Foundation

/// Runs independent work on every core.
enum Parallel {
  /// `transform` applied to `0..<count`, in order, computed on all cores in chunks of at
  /// least `grain` items. Cheap items want a large grain: fewer than two grains' worth are
  /// computed right here, since waking other threads would cost more than they save.
  /// Chunks hold at most `largestChunk` items (unless `grain` is larger): items that vary
  /// much in cost want small chunks, so that no core is left waiting for another's chunk.
  static func map<T: Sendable>(
    _ count: Int, grain: Int = 1, largestChunk: Int = 64, _ transform: @Sendable (Int) -> T
  ) -> [T] {
    guard count > 1, count >= 2 * grain else { return (0..<count).map(transform) }
    let chunk = max(grain, min(largestChunk, count / 16))
    let chunks = (count + chunk - 1) / chunk
    // The results are made in the array's own storage: a buffer copied into an array
    // afterwards touched the memory twice and retained every result's references once more.
    return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      let slots = SendableBuffer(buffer: buffer)
      DispatchQueue.concurrentPerform(iterations: chunks) { index in
        for item in index * chunk..<min(count, (index + 1) * chunk) {
          (slots.buffer.baseAddress! + item).initialize(to: transform(item))
        }
      }
      initialized = count
    }
  }

  /// `transform` applied to each of `0..<count`, in order, on all cores, run by runs of
  /// `run` items: `body` is given a run's range and returns its results. For cheap items
  /// that read arrays in place (with `withUnsafeBufferPointer`, once per run): reading an
  /// element of an array of structs item by item copies it, taking a reference to each of
  /// its strings and arrays.
  static func mapRuns<T: Sendable>(
    _ count: Int, run: Int, _ body: @Sendable (Range<Int>) -> [T]
  ) -> [T] {
    let runs = (count + run - 1) / run
    let parts = map(runs, largestChunk: 1) { body($0 * run..<min(count, ($0 + 1) * run)) }
    var results: [T] = []
    results.reserveCapacity(count)
    for part in parts { results += part }
    return results
  }

  /// Runs `first` and `second` at the same time (or one after the other when they are
  /// small: not `worthIt`) and returns both results.
  static func pair<A: Sendable, B: Sendable>(
    worthIt: Bool = true, _ first: @Sendable () -> A, _ second: @Sendable () -> B
  ) -> (A, B) {
    guard worthIt else { return (first(), second()) }
    let a = UnsafeMutableBufferPointer<A>.allocate(capacity: 1)
    let b = UnsafeMutableBufferPointer<B>.allocate(capacity: 1)
    defer {
      a.deallocate()
      b.deallocate()
    }
    let (slotA, slotB) = (SendableBuffer(buffer: a), SendableBuffer(buffer: b))
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      if index == 0 {
        slotA.buffer.baseAddress!.initialize(to: first())
      } else {
        slotB.buffer.baseAddress!.initialize(to: second())
      }
    }
    return (a.baseAddress!.move(), b.baseAddress!.move())
  }

  /// Starts `work` on a thread of its own, beside whatever this thread does next; the
  /// result's `value` waits for it. For reading that a build needs only later, while its
  /// first steps leave a core idle.
  static func start<T: Sendable>(_ work: @escaping @Sendable () -> T) -> Pending<T> {
    let pending = Pending<T>()
    let thread = Thread {
      pending.finish(work())
    }
    thread.start()
    return pending
  }

  /// The result of work started with `start`.
  public final class Pending<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: T?

    fileprivate func finish(_ value: T) {
      lock.withLock { result = value }
      done.signal()
    }

    /// The result, once the work is done.
    public var value: T {
      done.wait()
      done.signal()  // so that a later call does not wait
      return lock.withLock { result! }
    }
  }

  /// Each slot is written by exactly one iteration, so sharing the buffer is safe.
  private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
  }
}
