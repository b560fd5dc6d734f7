import Foundation
import Testing

@testable import GatherSite

/// Reading gathers.json again with the rows an earlier build checked must give exactly what
/// a fresh read gives, whatever changed.
@Suite struct GatherRowsReaderTests {
  private let loader = GathersLoader(
    file: "data/gathers.json",
    players: Dictionary(uniqueKeysWithValues: (1...20).map { ($0, Player(id: $0, name: "P\($0)")) })
  )

  /// Rows of every kind: finished, unfinished, undated, without players, with a deleted
  /// player, a bad score and a duplicated id.
  private func row(_ index: Int) -> String {
    let id = index % 97 == 5 ? "G5" : "G\(index)"
    let score =
      index % 11 == 3 ? "\"x\"" : index % 13 == 4 ? "null" : "\"\(index % 5)-\(index % 3)\""
    let date = index % 17 == 6 ? "" : #", "completedAt": "2024-01-\#(10 + index % 19)T19:00:00Z""#
    let players =
      index % 23 == 7
      ? ""
      : #", "players": [{"playerId": \#(1 + index % 20), "team": "Team A"}, {"playerId": \#(index % 31 == 2 ? 99 : 2 + index % 19), "team": "Team B"}]"#
    return #"{"id": "\#(id)", "score": \#(score)\#(date)\#(players)}"#
  }

  private func text(_ rows: [String]) -> Data {
    Data(("[\n  " + rows.joined(separator: ",\n  ") + "\n]\n").utf8)
  }

  /// Everything a read gives, as text.
  private func describe(_ checked: CheckedGathers) -> [String] {
    var diagnostics = Diagnostics()
    let gathers = loader.assemble(checked.rows, into: &diagnostics)
    return checked.hashes.map(\.hex)
      + gathers.map {
        "\($0.id) \(String(describing: $0.completedAt)) \(String(describing: $0.score)) "
          + "\($0.teamA) \($0.teamB) \($0.hasLineups) \($0.fileIndex)"
      } + diagnostics.all.map(\.description)
  }

  @Test func readingAgainGivesWhatAFreshReadGives() throws {
    let reader = GatherRowsReader(loader: loader)
    let rows = (0..<300).map(row)
    let previous = try #require(reader.read(text(rows), reusing: nil))
    let edits: [(String, [String])] = [
      ("append", rows + [row(300)]),
      ("edit", rows.enumerated().map { $0.offset == 150 ? row(1000) : $0.element }),
      ("insert first", [row(500)] + rows),
      ("delete", Array(rows[..<100] + rows[101...])),
      ("reverse", rows.reversed()),
      ("fewer", Array(rows[..<10])),
    ]
    for (name, edited) in edits {
      let again = try #require(reader.read(text(edited), reusing: previous), "\(name)")
      let fresh = try #require(reader.read(text(edited), reusing: nil), "\(name)")
      #expect(describe(again) == describe(fresh), "\(name)")
      // And a fresh read row by row gives what the whole file's read gives.
      var diagnostics = Diagnostics()
      let document = try JSONDocumentReader.read(
        text(edited), file: "data/gathers.json", as: GatherRow.self
      ).get()
      let whole = loader.load(document, into: &diagnostics)
      var assembled = Diagnostics()
      let gathers = loader.assemble(fresh.rows, into: &assembled)
      #expect(gathers.map(\.id) == whole.map(\.id) && assembled.all == diagnostics.all, "\(name)")
    }
  }

  @Test func onlyTheRowsThatChangedAreReadAgain() throws {
    let reader = GatherRowsReader(loader: loader)
    let rows = (0..<50).map(row)
    var previous = try #require(reader.read(text(rows), reusing: nil))
    // Marks on the earlier rows show which ones were kept.
    for index in previous.rows.indices { previous.rows[index].gather?.id = "kept \(index)" }
    let edited = rows.enumerated().map { $0.offset == 20 ? row(77) : $0.element } + [row(50)]
    let again = try #require(reader.read(text(edited), reusing: previous))
    let ids = again.rows.map { $0.gather?.id ?? "-" }
    #expect(ids[19] == "kept 19" && ids[21] == "kept 21" && ids[49] == "kept 49")
    #expect(ids[20] == "G77" && ids[50] == "G50")
    #expect(ids.filter { $0.hasPrefix("kept") }.count == 49)
  }

  @Test func whatCannotBeCutOrDecodedIsLeftToTheWholeRead() {
    let reader = GatherRowsReader(loader: loader)
    for text in ["[1, 2", "[]", #"[{"id": "a"},]"#, #"{"id": "a"}"#, #"[{"id": "a"} x]"#, ""] {
      #expect(reader.read(Data(text.utf8), reusing: nil) == nil, "\(text)")
    }
    #expect(reader.read(Data(#"[{"id": "a"}, 7]"#.utf8), reusing: nil)?.rows.count == 2)
  }
}
