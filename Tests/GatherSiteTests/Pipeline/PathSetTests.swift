import Testing

@testable import GatherSite

/// The site's paths in parts: a path is found whatever its part, and the first repeat is
/// the earliest position that repeats an earlier path, as one set filled in order finds it.
@Suite struct PathSetTests {
  @Test func findsEveryPathAndTheFirstRepeatAsOneSetInOrderWould() {
    let site = (0..<5000).map { "matches/2024-05-\($0 % 28)-\(String($0, radix: 16))/index.html" }
    for repeats in [[Int](), [4000], [4000, 1200, 2500], [4999]] {
      var paths = site
      // Each repeat copies a path from earlier on to a later position.
      for position in repeats { paths[position] = paths[position / 3] }
      var repeated: Int?
      let set = PathSet(paths, firstRepeat: &repeated)
      var reference = Set<String>()
      let expected = paths.indices.first { !reference.insert(paths[$0]).inserted }
      #expect(repeated == expected, "repeats at \(repeats)")
      #expect(set.count == Set(paths).count)
      #expect(paths.allSatisfy(set.contains))
      #expect(!set.contains("matches/2024-05-1-zz/index.html"))
    }
  }

  @Test func insertSaysWhetherThePathIsNew() {
    var set = PathSet()
    let first = set.insert("a/index.html")
    let again = set.insert("a/index.html")
    let other = set.insert("b/index.html")
    #expect(first && !again && other)
    #expect(set.count == 2 && set.contains("a/index.html") && set.contains("b/index.html"))
  }
}
