import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct ImportWriterTests {
  private func write(_ text: String, _ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aCommitPutsEveryFileInPlaceAndLeavesNothingElse() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = root.appendingPathComponent("Content/data").path
    let matches = root.appendingPathComponent("Content/matches").path
    try write("old", data + "/players.json")
    try write("stale", matches + "/A.md")
    let writer = ImportWriter(folder: data, allowed: [matches])
    try writer.recover()
    try writer.commit([
      .init(path: data + "/players.json", contents: Data("new players".utf8)),
      .init(path: data + "/gathers.json", contents: Data("new gathers".utf8)),
      .init(path: matches + "/B.md", contents: Data("write-up".utf8)),
      .init(path: matches + "/A.md", contents: nil),
    ])
    #expect(read(data + "/players.json") == "new players")
    #expect(read(data + "/gathers.json") == "new gathers")
    #expect(read(matches + "/B.md") == "write-up")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: data).sorted() == [
        "gathers.json", "players.json",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: matches) == ["B.md"])
  }

  /// Killed after its journal: the next import's recovery finishes it.
  @Test func aJournalLeftBehindIsFinished() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = root.appendingPathComponent("data").path
    try write("new players", data + "/players.json")
    try write("old gathers", data + "/gathers.json")
    try write("new gathers", data + "/.gathers.json.gather-site-new")
    try write(
      "gather-site import 1\nwrite\t\(data)/players.json\nwrite\t\(data)/gathers.json\n",
      data + "/.gather-site-import")
    try ImportWriter(folder: data, allowed: []).recover()
    #expect(read(data + "/players.json") == "new players")
    #expect(read(data + "/gathers.json") == "new gathers")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: data).sorted() == [
        "gathers.json", "players.json",
      ])
  }

  /// Killed before its journal: nothing happened, and the temporary files go.
  @Test func temporaryFilesWithoutAJournalAreRemoved() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = root.appendingPathComponent("data").path
    try write("old players", data + "/players.json")
    try write("half", data + "/.players.json.gather-site-new")
    try write("half", data + "/.gather-site-import.gather-site-new")
    try ImportWriter(folder: data, allowed: []).recover()
    #expect(read(data + "/players.json") == "old players")
    #expect(try FileManager.default.contentsOfDirectory(atPath: data) == ["players.json"])
  }

  /// A journal is untrusted text: one naming a file outside the import's folders is an
  /// error, and nothing is done.
  @Test func aJournalNamingAnotherFolderIsAnError() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = root.appendingPathComponent("data").path
    let elsewhere = root.appendingPathComponent("notes.txt").path
    try write("mine", elsewhere)
    try write("gather-site import 1\nremove\t\(elsewhere)\n", data + "/.gather-site-import")
    #expect(
      throws: Diagnostic(
        .error, file: URL(fileURLWithPath: data).standardizedFileURL.path + "/.gather-site-import",
        "names \"remove\\t\(elsewhere)\", which no import writes; remove the journal if you did not make it"
      )
    ) { try ImportWriter(folder: data, allowed: []).recover() }
    #expect(read(elsewhere) == "mine")
    #expect(
      throws: Diagnostic(
        .error, file: elsewhere, "is outside the folders an import writes; not written")
    ) {
      try ImportWriter(folder: data, allowed: []).commit([.init(path: elsewhere, contents: Data())])
    }
  }
}
