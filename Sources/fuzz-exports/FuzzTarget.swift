import Foundation
import GatherSite

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The function libFuzzer calls with each input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    _ = FuzzEntryPoints.exports(bytes.map { Data(bytes: $0, count: count) } ?? Data())
    return 0
  }
#endif

/// The `exports` fuzz target. Built by `make fuzz` with -sanitize=fuzzer -DFUZZING, it hands
/// control to libFuzzer; built normally, it replays the files given (a saved corpus).
@main
struct FuzzTarget {
  static func main() throws {
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(
        runFuzzer(&argc, &argv) { bytes, count in fuzzOne(bytes, count) })
    #else
      for path in CommandLine.arguments.dropFirst() {
        _ = FuzzEntryPoints.exports(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
    #endif
  }
}
