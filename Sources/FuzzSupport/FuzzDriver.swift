import Foundation

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  nonisolated(unsafe) private var fuzzTarget: (@Sendable (Data) -> Int)?

  /// The function libFuzzer calls with each input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    _ = fuzzTarget?(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
  }
#endif

/// Runs a fuzz target. Built by `make fuzz` (-sanitize=fuzzer -DFUZZING) it hands control
/// to libFuzzer; built normally it runs the target once on each file given, to replay a
/// saved corpus.
public enum FuzzDriver {
  public static func main(_ target: @escaping @Sendable (Data) -> Int) throws {
    #if FUZZING
      fuzzTarget = target
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzer(&argc, &argv) { bytes, count in fuzzOneInput(bytes, count) })
    #else
      for path in CommandLine.arguments.dropFirst() {
        _ = target(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
    #endif
  }
}
