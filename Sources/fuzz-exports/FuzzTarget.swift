import GatherSite

/// The `exports` fuzz target (`make fuzz`): `FuzzEntryPoints.exports` on every input.
@main
struct FuzzTarget {
  static func main() throws {
    try FuzzDriver.main(FuzzEntryPoints.exports)
  }
}
