import Foundation

/// A value made on first use by whichever thread needs it first (the others wait for it),
/// or never when no one does.
final class Lazy<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Value?
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  var value: Value {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
