import Foundation
import Testing

@testable import ExportScanning

@Suite struct JSONArraySplitterTests {
  private func elements(_ text: String) -> [String]? {
    let data = Data(text.utf8)
    return JSONArraySplitter.elements(data)?.map { String(decoding: data[$0], as: UTF8.self) }
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
  }

  /// Strings full of quotes, backslashes (in runs of any length before a quote), commas
  /// and brackets, as a JSON encoder escapes them: each element comes out whole.
  @Test func escapedQuotesAndBackslashesStayInsideTheirStrings() throws {
    var random = ExportRowScannerTests.SplitMix(state: 11)
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

  @Test func refusesWhatIsNotACleanArray() {
    #expect(elements(#"{"a": 1}"#) == nil)
    #expect(elements(#"[1, 2"#) == nil)
    #expect(elements(#"[1, "2]"#) == nil)
    #expect(elements(#"[1, 2]]"#) == nil)
    #expect(elements(#"[1, 2}, 3]"#) == nil)
    #expect(elements("") == nil)
    #expect(elements("[1]") == ["1"])
  }
}
