import Synchronization

/// A value made the first time it is asked for, and only once, whichever task asks first;
/// a task that asks meanwhile waits for it. (A `Task`'s value would need its readers to be
/// `async`, and the presenters that read this one are not.)
final class Deferred<Value: Sendable>: Sendable {
  private let state = Mutex<Value?>(nil)
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
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
