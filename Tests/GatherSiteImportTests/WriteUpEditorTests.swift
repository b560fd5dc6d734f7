import Foundation
import Testing

@testable import GatherSiteCore
@testable import GatherSiteImport

@Suite struct WriteUpEditorTests {
  /// The three keys, as an import of a spreadsheet with all three columns sets them.
  private func details(
    scorers: [Int: Int] = [:], assists: [Int: Int] = [:], playerOfTheMatch: Set<Int> = []
  ) -> WriteUpDetails {
    var details = WriteUpDetails()
    details.setScorers(scorers)
    details.setAssists(assists)
    details.setPlayerOfTheMatch(playerOfTheMatch)
    return details
  }

  /// The full details of a match: two scorers, two assists, one player of the match.
  private var full: WriteUpDetails {
    details(scorers: [12: 2, 7: 1], assists: [4: 1, 12: 1], playerOfTheMatch: [12])
  }

  private func edit(_ text: String?, _ details: WriteUpDetails) throws -> WriteUpEditor.Outcome {
    try WriteUpEditor.edit(text.map { Data($0.utf8) }, file: "matches/M.md", details: details)
  }

  /// The text an edit writes; nil for another outcome.
  private func written(_ text: String?, _ details: WriteUpDetails) throws -> String? {
    guard case .write(let data) = try edit(text, details) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The message of the error an edit throws.
  private func refusal(_ text: String, _ details: WriteUpDetails) -> String? {
    do {
      _ = try WriteUpEditor.edit(Data(text.utf8), file: "matches/M.md", details: details)
      return nil
    } catch {
      return error.description
    }
  }

  // MARK: New write-ups

  @Test func aNewWriteUpIsItsFrontMatterAlone() throws {
    #expect(
      try written(nil, full)
        == "---\nscorers: {7: 1, 12: 2}\nassists: {4: 1, 12: 1}\nplayerOfTheMatch: 12\n---\n")
    #expect(
      try written(nil, details(scorers: [3: 1, 0: 2, 1: 0], playerOfTheMatch: [12, 4]))
        == "---\nscorers: {0: 2, 3: 1}\nplayerOfTheMatch: [4, 12]\n---\n")
  }

  @Test func noDetailsMakeNoWriteUp() throws {
    #expect(try edit(nil, details(scorers: [4: 0])) == .unchanged)
    #expect(try edit(nil, WriteUpDetails()) == .unchanged)
  }

  // MARK: Existing write-ups

  /// The three keys change where they stand, a block-style value on several lines included;
  /// the title, the venue, the photo, the comments, a blank line and the body stay byte for
  /// byte.
  @Test func theThreeKeysChangeAndEveryOtherLineStays() throws {
    let before = """
      ---
      title: "Rain, then sun"   # said the organiser
      scorers:
        12: 1
        # the rest were not written down
        7: 3
      # where we played
      venue: Hackney Marshes

      assists: {4: 2}
      photo: 2024-05-12.jpg
      playerOfTheMatch: [4, 7]
      ---
      Ana scored twice.

      ---

      A rule in the body is the body's.

      """
    #expect(
      try written(before, full) == """
        ---
        title: "Rain, then sun"   # said the organiser
        scorers: {7: 1, 12: 2}
        # where we played
        venue: Hackney Marshes

        assists: {4: 1, 12: 1}
        photo: 2024-05-12.jpg
        playerOfTheMatch: 12
        ---
        Ana scored twice.

        ---

        A rule in the body is the body's.

        """)
  }

  /// Keys the write-up lacks go at the end of its front matter, in the order scorers,
  /// assists, player of the match.
  @Test func missingKeysAreAddedAtTheEnd() throws {
    #expect(
      try written("---\ntitle: A\nassists: {1: 1}\n# end\n---\nBody\n", full)
        == "---\ntitle: A\nassists: {4: 1, 12: 1}\n# end\nscorers: {7: 1, 12: 2}\nplayerOfTheMatch: 12\n---\nBody\n"
    )
    #expect(
      try written("---\n---\nBody\n", full)
        == "---\nscorers: {7: 1, 12: 2}\nassists: {4: 1, 12: 1}\nplayerOfTheMatch: 12\n---\nBody\n")
  }

  /// A write-up without front matter gets one above its body, with the file's line ends
  /// and after its byte order mark.
  @Test func aWriteUpWithoutFrontMatterGetsOne() throws {
    #expect(
      try written("Ana scored twice.\n", details(scorers: [1: 2]))
        == "---\nscorers: {1: 2}\n---\nAna scored twice.\n")
    #expect(
      try written("\u{FEFF}Line one\r\nLine two", details(playerOfTheMatch: [3]))
        == "\u{FEFF}---\r\nplayerOfTheMatch: 3\r\n---\r\nLine one\r\nLine two")
    #expect(try edit("Just a body\n", details()) == .unchanged)
  }

  /// CRLF and a byte order mark stay; the lines written end as the front matter's first.
  @Test func lineEndsAndAByteOrderMarkStay() throws {
    let before = "\u{FEFF}---\r\ntitle: A\r\nscorers:\r\n  1: 1\r\nvenue: Park\r\n---\r\nBody\r\n"
    #expect(
      try written(before, details(scorers: [2: 1]))
        == "\u{FEFF}---\r\ntitle: A\r\nscorers: {2: 1}\r\nvenue: Park\r\n---\r\nBody\r\n")
  }

  /// Only the keys of the columns the spreadsheet has are set: without an assists column,
  /// the assists written by hand stay.
  @Test func keysOfColumnsTheSpreadsheetLacksStay() throws {
    var scorersOnly = WriteUpDetails()
    scorersOnly.setScorers([5: 1])
    #expect(
      try written("---\nassists: {9: 1}\nplayerOfTheMatch: 9\n---\n", scorersOnly)
        == "---\nassists: {9: 1}\nplayerOfTheMatch: 9\nscorers: {5: 1}\n---\n")
    #expect(try edit("---\nassists: {9: 1}\n---\n", WriteUpDetails()) == .unchanged)
  }

  // MARK: Removal

  /// Keys the spreadsheet no longer gives are removed, every other line staying; a front
  /// matter left without a line goes, and a write-up left with nothing is removed.
  @Test func keysTheSpreadsheetNoLongerGivesAreRemoved() throws {
    let none = details()
    #expect(
      try written(
        "---\ntitle: A\nscorers: {1: 1}\n# kept\nplayerOfTheMatch:\n- 1\n---\nBody\n", none)
        == "---\ntitle: A\n# kept\n---\nBody\n")
    #expect(try written("---\nscorers: {1: 1}\nassists: {2: 1}\n---\nBody\n", none) == "Body\n")
    #expect(try edit("---\nscorers: {1: 1}\nplayerOfTheMatch: 1\n---\n", none) == .remove)
    #expect(try edit("\u{FEFF}---\r\nscorers: {1: 1}\r\n---\r\n", none) == .remove)
    // An empty front matter that had none of the keys is left as it is.
    #expect(try edit("---\n---\nBody\n", none) == .unchanged)
    #expect(try edit("---\n# a note\n---\n", none) == .unchanged)
  }

  // MARK: Stable

  /// What an edit writes, edited again with the same details, is unchanged.
  @Test func editingAgainChangesNothing() throws {
    for before in [
      nil, "Body\n", "---\ntitle: A\nscorers:\n  1: 1\n---\nBody\n",
      "\u{FEFF}---\r\nvenue: X\r\n---\r\n",
    ] {
      let once = try #require(try written(before, full))
      #expect(try edit(once, full) == .unchanged, "\(String(describing: before))")
    }
  }

  // MARK: What cannot be edited

  /// A front matter that cannot be read, or edited line by line, is an error naming the
  /// file (and the line, where YAML gives one).
  @Test func aFrontMatterThatCannotBeEditedIsAnError() {
    #expect(
      refusal("---\ntitle: [unclosed\n---\n", full)?.hasPrefix(
        "error: matches/M.md:3:1: invalid front matter") == true)
    #expect(
      refusal("---\ntitle: A\n", full)
        == "error: matches/M.md:1:1: front matter starts with --- but never ends")
    #expect(
      refusal("---\n- a list\n---\n", full)
        == "error: matches/M.md: front matter must be a mapping (key: value)")
    let notByLine =
      "error: matches/M.md: its front matter cannot be edited: write each key at the start of a line of its own (key: value), not as one {…} mapping or indented"
    #expect(refusal("---\n{title: A, scorers: {1: 1}}\n---\n", full) == notByLine)
    #expect(refusal("---\n  title: A\n  scorers: {1: 1}\n---\n", full) == notByLine)
    #expect(refusal("---\nanchor: &a 1\n---\n", full)?.contains("anchors and aliases") == true)
    // After a document's end (`...`), a key added would start a second document: what is
    // written is read again, and refused when it reads otherwise.
    #expect(
      refusal("---\ntitle: A\n...\n---\n", full)
        == "error: matches/M.md: its front matter cannot be edited without changing other keys; set scorers, assists, playerOfTheMatch by hand"
    )
  }

  @Test func bytesThatAreNotUTF8AreAnError() {
    #expect(throws: Diagnostic(.error, file: "matches/M.md", "cannot be read as UTF-8 text")) {
      try WriteUpEditor.edit(Data([0x2D, 0xFF, 0x0A]), file: "matches/M.md", details: full)
    }
  }
}
