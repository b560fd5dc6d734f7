import Foundation

nonisolated(unsafe) var probeTotals: [String: Double] = [:]
let probeLock = NSLock()
func probe<T>(_ name: String, _ body: () -> T) -> T {
  let t0 = DispatchTime.now().uptimeNanoseconds
  let r = body()
  let dt = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9
  probeLock.lock()
  probeTotals[name, default: 0] += dt
  probeLock.unlock()
  return r
}
func probeReport() {
  for (k, v) in probeTotals.sorted(by: { $0.key < $1.key }) {
    FileHandle.standardError.write("PROBE \(k) \(v)\n".data(using: .utf8)!)
  }
}
