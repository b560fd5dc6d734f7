import Foundation
import Testing

@testable import GatherSite

@Suite struct ManifestTextTests {
  @Test func pathsComeBackExactlyAndTheTextIsJSON() throws {
    let paths = [
      "index.html", "players/1-ana/index.html", "static/é ü/ß.txt", #"odd "quoted" \ name"#,
      "tab\there", "",
    ]
    let data = ManifestText.encode(paths)
    #expect(ManifestText.decode(data) == paths)
    #expect(try JSONDecoder().decode([String].self, from: data) == paths)
    #expect(ManifestText.decode(ManifestText.encode([])) == [])
  }

  @Test func readsWhatFoundationWrote() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let paths = ["a/index.html", "b\\c", "d\"e"]
    #expect(ManifestText.decode(try encoder.encode(paths)) == paths)
  }

  @Test func refusesWhatIsNotAnArrayOfStrings() {
    for text in ["", "[", #"["a""#, #"["a"] x"#, #"{"a": 1}"#, "[1]", #"["a" "b"]"#] {
      #expect(ManifestText.decode(Data(text.utf8)) == nil, "\(text)")
    }
  }
}
