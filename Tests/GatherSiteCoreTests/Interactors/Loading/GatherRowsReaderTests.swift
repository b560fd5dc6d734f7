import Foundation
import Testing

@testable import GatherSiteCore

/// Reading gathers.json row by row must give exactly what reading the whole file gives.
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
  private func describe(_ checked: [CheckedGatherRow]) -> [String] {
    var diagnostics = Diagnostics()
    let gathers = loader.assemble(checked, into: &diagnostics)
    return gathers.map {
      "\($0.id) \(String(describing: $0.completedAt)) \(String(describing: $0.score)) "
        + "\($0.teamA) \($0.teamB) \($0.hasLineups) \($0.fileIndex)"
    } + diagnostics.all.map(\.description)
  }

  @Test func rowByRowGivesWhatTheWholeFileGives() throws {
    let reader = GatherRowsReader(loader: loader)
    let rows = (0..<300).map(row)
    let edits: [(String, [String])] = [
      ("all", rows), ("reversed", rows.reversed()), ("few", Array(rows[..<10])),
      ("one", [row(7)]),
    ]
    for (name, edited) in edits {
      let checked = try #require(reader.read(text(edited)), "\(name)")
      var diagnostics = Diagnostics()
      let document = try JSONDocumentReader.read(
        text(edited), file: "data/gathers.json", as: GatherRow.self
      ).get()
      let whole = loader.load(document, into: &diagnostics)
      var assembled = Diagnostics()
      let gathers = loader.assemble(checked, into: &assembled)
      #expect(gathers.map(\.id) == whole.map(\.id) && assembled.all == diagnostics.all, "\(name)")
      #expect(describe(checked).count >= edited.count, "\(name)")
    }
  }

  @Test func whatCannotBeCutOrDecodedIsLeftToTheWholeRead() {
    let reader = GatherRowsReader(loader: loader)
    for text in ["[1, 2", "[]", #"[{"id": "a"},]"#, #"{"id": "a"}"#, #"[{"id": "a"} x]"#, ""] {
      #expect(reader.read(Data(text.utf8)) == nil, "\(text)")
    }
    #expect(reader.read(Data(#"[{"id": "a"}, 7]"#.utf8))?.count == 2)
  }
}
