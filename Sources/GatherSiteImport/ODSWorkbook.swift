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
  static let maximumRows = 1_048_576
  static let maximumColumns = 16_384

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
    let problem = XMLEvents.read(
      content,
      start: { element, attributes in
        switch element {
        case "table" where depth == 0:
          let name = attributes["name"] ?? ""
          names.append(name)
          reading = !done && (sheet == nil || sheet == name)
          rowNumber = 0
        case "table": depth += 1
        case "table-row" where reading && depth == 0:
          rowRepeat = min(Int(attributes["number-rows-repeated"] ?? "") ?? 1, maximumRows)
          row = []
          column = 0
        case "table-cell", "covered-table-cell":
          guard reading, depth == 0 else { return }
          let repeated = min(
            Int(attributes["number-columns-repeated"] ?? "") ?? 1, maximumColumns)
          cell = (repeated, value(attributes))
          paragraphs = []
        case "annotation": inAnnotation = true
        case "p" where cell != nil && !inAnnotation:
          inParagraph = true
          paragraphs.append("")
        case "s" where inParagraph:
          let count = min(Int(attributes["c"] ?? "") ?? 1, 1_000)
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
          guard let current = cell else { return }
          cell = nil
          let text = current.value ?? paragraphs.joined(separator: "\n")
          if text.isEmpty {
            column += current.repeat
          } else {
            if row.count < column { row += Array(repeating: "", count: column - row.count) }
            let count = min(current.repeat, maximumColumns - row.count)
            row += Array(repeating: text, count: max(count, 0))
            column = row.count
          }
        case "table-row" where reading && depth == 0:
          let count = min(rowRepeat, maximumRows - rowNumber)
          if !row.isEmpty {
            for offset in 1...max(count, 1) { rows[rowNumber + offset] = row }
          }
          rowNumber += count
        default: break
        }
      },
      text: { if inParagraph { paragraphs[paragraphs.count - 1] += $0 } })
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
      guard var date = attributes["date-value"] else { return nil }
      if let dot = date.firstIndex(of: ".") { date = String(date[..<dot]) }
      date = date.replacingOccurrences(of: "T", with: " ")
      return date.hasSuffix(" 00:00:00") ? String(date.dropLast(9)) : date
    case "time":
      return attributes["time-value"].flatMap(timeText)
    case "boolean":
      return attributes["boolean-value"].map { $0 == "true" ? "TRUE" : "FALSE" }
    default: return nil
    }
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
    let total = hours * 3_600 + minutes * 60 + Int(seconds.rounded())
    return Workbook.dateText(secondsSince1970: total, timeOnly: true)
  }
}
