import Foundation
import GatherSiteCore
import Testing

@testable import GatherSiteImport

/// An entry added to an export keeps every byte there was, in the file's own style.
@Suite struct ExportAppenderTests {
  private let entry: [(String, ExportAppender.Value)] = [
    ("id", .string("X")), ("players", .objects([[("playerId", .int(1))]])),
  ]

  private func appended(_ text: String?) throws -> String {
    String(
      decoding: try ExportAppender.append(entry, to: text.map { Data($0.utf8) }, file: "g.json"),
      as: UTF8.self)
  }

  @Test func theAppsOwnIndentation() throws {
    #expect(
      try appended("[\n {\n  \"id\": \"A\"\n }\n]")
        == "[\n {\n  \"id\": \"A\"\n },\n {\n  \"id\": \"X\",\n  \"players\": [\n   {\n    \"playerId\": 1\n   }\n  ]\n }\n]"
    )
  }

  @Test func windowsLineEnds() throws {
    #expect(
      try appended("[\r\n  {\r\n    \"id\" : \"A\"\r\n  }\r\n]\r\n")
        == "[\r\n  {\r\n    \"id\" : \"A\"\r\n  },\r\n  {\r\n    \"id\" : \"X\",\r\n    \"players\" : [\r\n      {\r\n        \"playerId\" : 1\r\n      }\r\n    ]\r\n  }\r\n]\r\n"
    )
  }

  @Test func aFileOnOneLine() throws {
    #expect(
      try appended("[{\"id\": \"A\"}, {\"id\": \"B\"}]")
        == "[{\"id\": \"A\"}, {\"id\": \"B\"}, {\"id\": \"X\", \"players\": [{\"playerId\": 1}]}]")
    #expect(try appended("[]") == "[{\"id\":\"X\",\"players\":[{\"playerId\":1}]}]")
  }

  @Test func noFileGivesANewArray() throws {
    let text = try appended(nil)
    #expect(text.hasPrefix("[\n {\n  \"id\": \"X\""))
    #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [Any])
  }

  @Test func notAnArrayIsLeftAlone() {
    #expect(throws: Diagnostic.self) { try appended("{\"id\": 1}") }
  }
}
