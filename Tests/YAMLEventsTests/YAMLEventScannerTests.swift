import Testing
import YAMLEvents

@Suite struct YAMLEventScannerTests {
  func events(_ text: String, values: Bool = false) -> [String] {
    var seen: [String] = []
    YAMLEventScanner(readsValues: values).scan(text) { event in
      seen.append(
        "\(event.kind) \(event.line):\(event.column)"
          + (event.anchor.map { " &\($0)" } ?? "") + (event.value.map { " \($0)" } ?? ""))
      return true
    }
    return seen
  }

  @Test func givesEachNodeWithItsAnchorAndPlace() {
    #expect(
      events("a: &x [1]\nb: *x\n", values: true) == [
        "mappingStart 1:1", "scalar 1:1 a", "sequenceStart 1:4 &x", "scalar 1:8 1",
        "sequenceEnd 1:9", "scalar 2:1 b", "alias 2:4 &x", "mappingEnd 3:1",
      ])
    #expect(events("a: b\n") == ["mappingStart 1:1", "scalar 1:1", "scalar 1:4", "mappingEnd 2:1"])
  }

  @Test func stopsAtTheFirstSyntaxErrorOrWhenTold() {
    #expect(
      events("a: [1\n") == ["mappingStart 1:1", "scalar 1:1", "sequenceStart 1:4", "scalar 1:5"])
    var count = 0
    YAMLEventScanner().scan("[1, 2, 3]") { _ in
      count += 1
      return count < 2
    }
    #expect(count == 2)
  }

  @Test func oneHundredThousandNestedBracketsStopWithoutACrash() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(events(text).count < 2_000)
  }
}
