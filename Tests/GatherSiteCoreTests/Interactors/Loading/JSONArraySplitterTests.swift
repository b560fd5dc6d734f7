import Foundation
import Testing

@testable import GatherSiteCore

@Suite struct JSONArraySplitterTests {
  private func parts(_ text: String, _ count: Int) -> [String]? {
    let data = Data(text.utf8)
    return JSONArraySplitter.split(data, parts: count)?.map {
      String(decoding: data[$0], as: UTF8.self)
    }
  }

  @Test func cutsOnlyBetweenTopLevelElements() {
    let text = #" [{"a": [1, 2], "b": "x, ]}"}, "q\", [", [3, {"c": ","}], 4 ] "#
    let cut = parts(text, 8)
    #expect(cut == [#"{"a": [1, 2], "b": "x, ]}"}"#, #" "q\", [""#, #" [3, {"c": ","}]"#, " 4 "])
  }

  @Test func findsEveryTopLevelElement() throws {
    let text = #" [{"a": [1, 2], "b": "x, ]}"}, "q\", [", [3, {"c": ","}], 4 ] "#
    let data = Data(text.utf8)
    let elements = try #require(JSONArraySplitter.elements(data))
    #expect(
      elements.map { String(decoding: data[$0], as: UTF8.self) } == [
        #"{"a": [1, 2], "b": "x, ]}"}"#, #" "q\", [""#, #" [3, {"c": ","}]"#, " 4 ",
      ])
    #expect(JSONArraySplitter.elements(Data("[7]".utf8)) == [1..<2])
    #expect(JSONArraySplitter.elements(Data("[1, 2".utf8)) == nil)
  }

  /// Strings full of quotes, backslashes (in runs of any length before a quote), commas
  /// and brackets, as a JSON encoder escapes them: each element comes out whole.
  @Test func escapedQuotesAndBackslashesStayInsideTheirStrings() throws {
    var random = RatingTextTests.SplitMix(state: 11)
    let alphabet: [Character] = ["\\", "\\", "\"", "\"", ",", "[", "]", "{", "}", "a", " ", "é"]
    for _ in 0..<200 {
      let values = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        String(
          (0..<Int.random(in: 0...12, using: &random)).map { _ in
            alphabet.randomElement(using: &random)!
          })
      }
      let rows = values.map { ["text": $0, "more": [$0]] as [String: Any] }
      let data = try JSONSerialization.data(withJSONObject: rows)
      let elements = try #require(JSONArraySplitter.elements(data))
      #expect(elements.count == values.count)
      for (range, value) in zip(elements, values) {
        let row = try JSONSerialization.jsonObject(with: data[range]) as? [String: Any]
        #expect(row?["text"] as? String == value, "\(value)")
      }
    }
  }

  @Test func groupsElementsIntoRunsOfAboutTheRequestedSize() throws {
    let elements = (0..<1000).map { #"{"id": "\#($0)"}"# }
    let text = "[" + elements.joined(separator: ",") + "]"
    let cut = try #require(parts(text, 4))
    #expect((3...5).contains(cut.count))
    #expect(cut.joined(separator: ",") == elements.joined(separator: ","))
  }

  @Test func refusesWhatIsNotACleanArray() {
    #expect(parts(#"{"a": 1}"#, 4) == nil)
    #expect(parts(#"[1, 2"#, 4) == nil)
    #expect(parts(#"[1, "2]"#, 4) == nil)
    #expect(parts(#"[1, 2]]"#, 4) == nil)
    #expect(parts("[1]", 4) == nil)
    #expect(parts("", 4) == nil)
  }

  @Test func decodingInPartsGivesTheSameRowsAsDecodingWhole() throws {
    let rows = (0..<20_000).map { index in
      #"{"id": "G\#(index)", "score": "\#(index % 7)-\#(index % 5)", "players": [{"playerId": \#(index % 13), "team": "Team A"}, {"playerId": "x", "team": 1}]}"#
    }
    let data = Data(("[" + rows.joined(separator: ",\n") + "]").utf8)
    #expect(data.count > 2 * JSONDocumentReader.partSize)
    let inParts = try #require(JSONDocumentReader.decodeInParts(data, as: GatherRow.self, cores: 2))
    let whole = try JSONDecoder().decode([Lenient<GatherRow>].self, from: data)
    #expect(inParts.count == 20_000)
    #expect(inParts.map(\.json) == whole.map(\.json))
  }
}
