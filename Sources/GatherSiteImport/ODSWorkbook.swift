import Foundation
import GatherSiteCore

/// An OpenDocument spreadsheet (`.ods`, LibreOffice's): a sheet's cells as text, from its
/// `content.xml`.
///
/// It promises that cells typed as dates, times, numbers and yes/no are read by their
/// values (`2026-01-19 20:00:00`, `04:02:00`, `2`, `TRUE`), every other cell by its text
/// (paragraphs joined by line breaks, `text:s` spaces and tabs kept); that repeated rows
/// and cells are repeated (up to the limits of a sheet, 1,048,576 rows and 16,384
/// columns), and that empty ones at a sheet's end make no rows.
enum ODSWorkbook {
  static let maximumRows = Workbook.maximumRows
  static let maximumColumns = Workbook.maximumColumns

  /// A repeat count as written, kept within `1...limit`.
  private static func repeatCount(_ text: String?, limit: Int) -> Int {
    max(1, min(Int(text ?? "") ?? 1, limit))
  }

  /// The cells of the sheet named `sheet` (the first when nil) of `content`, by row number.
  static func rows(of content: Data, file: String, sheet: String?) throws(Diagnostic) -> [Int:
    [String]]
  {
    var names: [String] = []
    var rows: [Int: [String]] = [:]
    var reading = false
    var done = false
    var (rowNumber, rowRepeat) = (0, 1)
    var row: [String] = []
    var column = 0
    var cell: (repeat: Int, value: String?)?
    var paragraphs: [String] = []
    var inParagraph = false
    var inAnnotation = false  // a comment on a cell is not its text
    var depth = 0  // tables inside a cell are read as its text
    var cells = 0  // filled-in cells read, repeated ones counted
    let problem = XMLEvents.read(
      content,
      start: { element, attributes in
        switch element {
        case "table" where cell != nil || depth > 0: depth += 1
        case "table":
          let name = attributes["name"] ?? ""
          names.append(name)
          reading = !done && (sheet == nil || sheet == name)
          rowNumber = 0
        case "table-row" where reading && depth == 0:
          rowRepeat = repeatCount(attributes["number-rows-repeated"], limit: maximumRows)
          row = []
          column = 0
        case "table-cell", "covered-table-cell":
          guard reading, depth == 0 else { return }
          let repeated = repeatCount(
            attributes["number-columns-repeated"], limit: maximumColumns)
          cell = (repeated, value(attributes))
          paragraphs = []
          inParagraph = false
        case "annotation": inAnnotation = true
        case "p" where cell != nil && !inAnnotation:
          inParagraph = true
          paragraphs.append("")
        case "s" where inParagraph:
          let count = repeatCount(attributes["c"], limit: 100)
          paragraphs[paragraphs.count - 1] += String(repeating: " ", count: count)
        case "tab" where inParagraph: paragraphs[paragraphs.count - 1] += "\t"
        case "line-break" where inParagraph: paragraphs[paragraphs.count - 1] += "\n"
        default: break
        }
      },
      end: { element in
        switch element {
        case "table" where depth > 0: depth -= 1
        case "table":
          if reading { done = true }
          reading = false
        case "p": inParagraph = false
        case "annotation": inAnnotation = false
        case "table-cell", "covered-table-cell":
          guard depth == 0, let current = cell else { return }
          cell = nil
          inParagraph = false
          let text = current.value ?? paragraphs.joined(separator: "\n")
          column = min(column, maximumColumns)
          if text.isEmpty {
            column = min(column + current.repeat, maximumColumns)
          } else if column < maximumColumns {
            if row.count < column { row += Array(repeating: "", count: column - row.count) }
            let count = min(current.repeat, maximumColumns - row.count)
            row += Array(repeating: text, count: count)
            column = row.count
          }
        case "table-row" where reading && depth == 0:
          let count = max(0, min(rowRepeat, maximumRows - rowNumber))
          if !row.isEmpty, count > 0 {
            cells += row.count * count
            guard cells <= Workbook.maximumCells else { return }
            for offset in 1...count { rows[rowNumber + offset] = row }
          }
          rowNumber += count
        default: break
        }
      },
      text: { if inParagraph, !paragraphs.isEmpty { paragraphs[paragraphs.count - 1] += $0 } })
    if cells > Workbook.maximumCells {
      throw Diagnostic(
        .error, file: file,
        "holds more than \(DiagnosticSummary.grouped(Workbook.maximumCells)) filled-in cells, far more than a sheet of matches; check that it is the right file"
      )
    }
    if let problem {
      throw Diagnostic(
        .error, file: file,
        "is an OpenDocument spreadsheet whose content.xml cannot be read: \(problem)")
    }
    if let sheet, !names.contains(sheet) {
      throw Diagnostic(
        .error, file: file,
        "has no sheet \(JSONValue.quote(sheet)); its sheets are \(names.map { JSONValue.quote($0) }.joined(separator: ", "))"
      )
    }
    return rows
  }

  /// A typed cell's value as text; nil for a text cell, read from its paragraphs.
  static func value(_ attributes: [String: String]) -> String? {
    switch attributes["value-type"] {
    case "float", "percentage", "currency":
      return attributes["value"].flatMap(Double.init).map(Workbook.numberText)
    case "date":
      return attributes["date-value"].map { dateText($0) ?? $0 }
    case "time":
      return attributes["time-value"].flatMap(timeText)
    case "boolean":
      return attributes["boolean-value"].map { $0 == "true" ? "TRUE" : "FALSE" }
    default: return nil
    }
  }

  /// `2026-01-19T20:00:00` (and `.000`, `Z`) as `2026-01-19 20:00:00`, `2026-01-19` as
  /// itself; nil for anything else.
  static func dateText(_ value: String) -> String? {
    var date = value
    if date.hasSuffix("Z") { date.removeLast() }
    if let dot = date.firstIndex(of: ".") { date = String(date[..<dot]) }
    date = date.replacingOccurrences(of: "T", with: " ")
    guard CSVDate.parse(date) != nil else { return nil }
    return date
  }

  /// `PT04H02M00S` as `04:02:00`.
  static func timeText(_ duration: String) -> String? {
    guard duration.hasPrefix("PT") else { return nil }
    var (hours, minutes, seconds) = (0, 0, 0.0)
    var number = ""
    for character in duration.dropFirst(2) {
      switch character {
      case "H": hours = Int(number) ?? 0
      case "M": minutes = Int(number) ?? 0
      case "S": seconds = Double(number) ?? 0
      default:
        number.append(character)
        continue
      }
      number = ""
    }
    guard (0..<100_000).contains(hours), (0..<100_000).contains(minutes), seconds.isFinite,
      seconds >= 0, seconds < 1e9
    else { return nil }
    let total = hours * 3_600 + minutes * 60 + Int(seconds.rounded())
    return Workbook.dateText(secondsSince1970: total, timeOnly: true)
  }
}
