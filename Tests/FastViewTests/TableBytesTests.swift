import Testing

@testable import FastView
@testable import GatherSiteCore

/// A table written as bytes must be the HTML the core's `TableHTML` renders, whatever its
/// texts, links, classes, abbreviations and spans hold.
@Suite struct TableBytesTests {
  @Test func tablesAreWhatTheCoreRenders() {
    var texts = TestSupport.randomTexts(
      4000, of: HTMLBytesTests.alphabet, maximumLength: 8, seed: 11)
    texts[0] = ""
    var random = TestSupport.SplitMix(state: 12)
    func text() -> String { texts.randomElement(using: &random)! }
    func maybe() -> String? { Bool.random(using: &random) ? text() : nil }
    for size in (0..<60).map({ $0 % 8 }) {
      let columns = (0..<3).map { column in
        TableViewModel.Column(
          label: text(), title: column == 1 ? text() : "", numeric: size > 1,
          priority: [.always, .wide, .wider].randomElement(using: &random)!)
      }
      let rows = (0..<size).map { _ in
        TableViewModel.Row(
          cells: (0..<3).map { column in
            var cell = TableViewModel.Cell(
              text: text(), href: maybe(), numeric: Bool.random(using: &random),
              header: column == 0,
              className: maybe())
            cell.colspan = maybe()
            return cell
          })
      }
      let table = TableViewModel(
        caption: text(), className: text(), wording: .english, columns: columns, rows: rows)
      #expect(TableBytes.html(table) == Array(table.renderText.utf8), "\(size) rows")
    }
  }
}
