import GatherSiteCore
import Synchronization

/// A value made the first time it is asked for, and only once, whichever thread asks
/// first; a thread that asks meanwhile waits for it.
final class Deferred<Value: Sendable>: Sendable {
  private let state = Mutex<Value?>(nil)
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// Starts making the value on a thread of its own, so that it is ready, or nearly, when
  /// it is first asked for.
  func prefetch() {
    _ = Parallel.start { [self] in self.value }
  }

  var value: Value {
    state.withLock { made in
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
