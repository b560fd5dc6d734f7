import Testing

@testable import GatherSiteCore

/// Tables on a phone: the columns that matter most always show; the others carry the class
/// that hides them on a narrow screen, and a "Full table" switch shows them all.
@Suite struct TableHTMLTests {
  static func table(_ priorities: [TableViewModel.Priority], spans: [String?]? = nil)
    -> TableViewModel
  {
    let columns = priorities.enumerated().map { index, priority in
      TableViewModel.Column(
        label: "C\(index)", title: "C\(index)", numeric: true, priority: priority)
    }
    let cells = (spans ?? priorities.map { _ in nil }).enumerated().map { index, span in
      var cell = TableBuilder.text("v\(index)", numeric: true)
      cell.colspan = span
      return cell
    }
    return TableViewModel(
      caption: "Standings", className: "standings", wording: .english, columns: columns,
      rows: [TableViewModel.Row(cells: cells)])
  }

  @Test func aTableWhoseColumnsAllShowHasNoSwitch() {
    let html = Self.table([.always, .always]).renderText
    #expect(!html.contains("full-toggle"))
    #expect(html.contains(#"<td class="num">v0</td><td class="num">v1</td>"#))
  }

  /// Each cell carries its column's class, the heading too; the switch, labelled in the
  /// site's language, shows on the screens that hide the least important column.
  @Test func columnsThatShowOnlyWhereThereIsRoomCarryTheirClass() {
    let html = Self.table([.always, .wide, .wider]).renderText
    #expect(
      html.contains(
        #"<label class="full-toggle full-toggle-3"><input type="checkbox"> All columns</label>"#))
    #expect(html.contains(#"<th scope="col" class="num p2">C1</th>"#))
    #expect(
      html.contains(
        #"<td class="num">v0</td><td class="num p2">v1</td><td class="num p3">v2</td>"#))
    // The switch sits inside the table's frame, before the table, and the caption stays.
    #expect(html.contains("tabindex=\"0\">\n<label class=\"full-toggle"))
    #expect(html.contains("</label>\n<table class=\"standings\">\n<caption>Standings</caption>"))
    #expect(Self.table([.always, .wide]).renderText.contains("full-toggle full-toggle-2"))
  }

  /// A cell spanning columns shows while any of them does: it takes the most important
  /// one's class.
  @Test func aSpanningCellTakesTheClassOfItsMostImportantColumn() {
    let html = Self.table([.always, .wider, .wide, .wider], spans: [nil, "2", nil]).renderText
    #expect(
      html.contains(
        #"<td class="num">v0</td><td class="num p2" colspan="2">v1</td><td class="num p3">v2</td>"#
      ))
  }

  /// A column whose priority changes after it is made (a player's one-row record shows
  /// its win share on a phone) has the class of its cells on its heading too.
  @Test func aChangedPriorityChangesTheHeadingsClass() {
    let column = TableViewModel.Column(label: "W%", title: "Win share", numeric: true)
    #expect(column.with(priority: .wide).cssClass == "num p2")
    #expect(column.with(priority: .wide).with(priority: .always).cssClass == "num")
    #expect(column.with(priority: .wider).spelledOut == "Win share")
    let html = TableViewModel(
      caption: "Record", className: "record", wording: .english,
      columns: [column.with(priority: .wide)],
      rows: [TableViewModel.Row(cells: [TableBuilder.text("50%", numeric: true)])]
    ).renderText
    #expect(
      html.contains(#"<th scope="col" class="num p2"><abbr title="Win share">W%</abbr></th>"#))
    #expect(html.contains(#"<td class="num p2">50%</td>"#))
  }
}
