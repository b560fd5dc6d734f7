import GatherSite

/// The `markdown` fuzz target (`make fuzz`): `FuzzEntryPoints.markdown` on every input.
@main
struct FuzzTarget {
  static func main() throws {
    try FuzzDriver.main(FuzzEntryPoints.markdown)
  }
}
