import CSV
import Foundation
import GatherSiteCore

/// A spreadsheet saved as CSV, read into its header and its rows of cells, as spreadsheets
/// write it: UTF-8 with or without a byte order mark, CRLF, LF or CR line ends, cells
/// separated by `,` or `;`, and quoted cells holding separators, doubled quotes and line
/// breaks (RFC 4180). The cells are read by yaslab's CSV.swift.
///
/// It promises that `rows[i]` is the spreadsheet's row `i + 2` (the header is row 1), an
/// empty line included, so that a message can name the row a spreadsheet shows; and that
/// bytes that are not UTF-8 are an error naming their line, never a guess.
struct CSVTable: Sendable, Equatable {
  /// The cells of the first row, as written.
  var header: [String]
  /// Every further row, in file order.
  var rows: [[String]]
  /// The separator: whichever of `;` and `,` the header row holds more of (`,` for a tie).
  var separator: Unicode.Scalar

  /// The table of `data`, or an error naming `file`.
  static func read(_ data: Data, file: String) throws(Diagnostic) -> CSVTable {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let offset = firstInvalidByte(bytes) ?? 0
      let line = bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      throw Diagnostic(
        .error, file: file,
        "line \(line) holds bytes that are not UTF-8 text (0x\(String(bytes[offset], radix: 16, uppercase: true))); save the spreadsheet as CSV in UTF-8"
      )
    }
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

  /// `;` when the first line holds more semicolons than commas outside quotes, else `,`.
  static func separator(ofHeaderIn text: String) -> Unicode.Scalar {
    var (commas, semicolons) = (0, 0)
    var quoted = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted.toggle()
      case "\n" where !quoted, "\r" where !quoted: return semicolons > commas ? ";" : ","
      case "," where !quoted: commas += 1
      case ";" where !quoted: semicolons += 1
      default: break
      }
    }
    return semicolons > commas ? ";" : ","
  }

  /// The offset of the first byte that does not belong to a UTF-8 character.
  private static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}
