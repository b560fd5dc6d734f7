import CSV
import Foundation
import GatherSiteCore

/// A spreadsheet's table: its header and its rows of cells, from a file saved as CSV or
/// as text (read here) or from a workbook's sheet (`Workbook`). A CSV file is read as
/// spreadsheets write it: in any encoding they use (`SpreadsheetText`), CRLF, LF or CR
/// line ends, cells separated by `,`, `;` or tabs, and quoted cells holding separators,
/// doubled quotes and line breaks (RFC 4180). The cells are read by yaslab's CSV.swift.
///
/// It promises that `rows[i]` is the spreadsheet's row `headerRow + 1 + i`, an empty row
/// included, so that a message can name the row a spreadsheet shows (a quoted line break
/// starts no row).
struct CSVTable: Sendable, Equatable {
  /// The cells of the header row, as written.
  var header: [String]
  /// Every further row, in file order.
  var rows: [[String]]
  /// The separator of a CSV file: whichever of `,`, `;` and tab the header row holds most
  /// of (`,` for a tie); nil for a workbook.
  var separator: Unicode.Scalar?
  /// The spreadsheet's number of the header row: 1 in a CSV file.
  var headerRow = 1

  /// The spreadsheet's number of `rows[index]`.
  func rowNumber(_ index: Int) -> Int { headerRow + 1 + index }

  /// The table of `data`, in `encoding` when given, or an error naming `file`.
  static func read(_ data: Data, file: String, encoding: SpreadsheetText.Encoding? = nil)
    throws(Diagnostic) -> CSVTable
  {
    let text = try SpreadsheetText.decode(data, file: file, encoding: encoding).text
    guard !text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) else {
      throw Diagnostic(
        .error, file: file, "is empty; expected a header row and a row per match or per player")
    }
    let separator = separator(ofHeaderIn: text)
    let reader: CSVReader
    do {
      reader = try CSVReader(string: text, delimiter: separator)
    } catch {
      throw Diagnostic(.error, file: file, "cannot be read as CSV: \(error)")
    }
    var rows: [[String]] = []
    while let row = reader.next() { rows.append(row) }
    guard !rows.isEmpty else {
      throw Diagnostic(.error, file: file, "is empty; expected a header row")
    }
    let header = rows.removeFirst()
    return CSVTable(header: header, rows: rows, separator: separator)
  }

  /// Whichever of `,`, `;` and tab the first line holds most of outside quotes; `,` for a
  /// tie with it, and `;` for a tie of `;` and tab.
  static func separator(ofHeaderIn text: String) -> Unicode.Scalar {
    var counts: [Unicode.Scalar: Int] = [",": 0, ";": 0, "\t": 0]
    var quoted = false
    for scalar in text.unicodeScalars {
      if scalar == "\"" {
        quoted.toggle()
      } else if !quoted, scalar == "\n" || scalar == "\r" {
        break
      } else if !quoted, counts[scalar] != nil {
        counts[scalar, default: 0] += 1
      }
    }
    var best: Unicode.Scalar = ","
    for candidate: Unicode.Scalar in [";", "\t"] where counts[candidate]! > counts[best]! {
      best = candidate
    }
    return best
  }
}
