import Foundation
import GatherSiteCore
import ZIPFoundation

/// A spreadsheet program's own file, read straight into a table: an Excel workbook
/// (`.xlsx`, also Google Sheets' and Numbers' download) or an OpenDocument spreadsheet
/// (`.ods`, LibreOffice's). Both are zip files of XML, read by ZIPFoundation and
/// Foundation's `XMLParser`.
///
/// It promises that the kind of file is told by its bytes, not its name; that the sheet
/// read is the first, or the one `sheet` names (an error listing the sheets when there is
/// none of that name); that cells typed as dates and times are read as what they are
/// (`2026-01-19`, `2026-01-19 20:00:00`, `04:02:00`) and numbers as their digits; that the
/// table's header is the sheet's first row with a filled-in cell and its rows keep the
/// sheet's numbering; and that no part of the file is inflated beyond `partLimit` bytes.
enum Workbook {
  /// The most bytes one part of a workbook (a sheet, its shared texts) may inflate to.
  static let partLimit = 256 << 20
  /// The rows a sheet may have (Excel's and LibreOffice's limit).
  static let maximumRows = 1_048_576
  /// The columns read: a sheet of matches needs a dozen; cells further right are ignored.
  static let maximumColumns = 1_024
  /// The filled-in cells a sheet may hold, repeated ones counted: ten times the 10,000
  /// matches of the benchmark league, a row per player.
  static let maximumCells = 20_000_000

  /// What a file's first bytes say it is.
  enum Kind: Sendable, Equatable {
    /// A zip file: a workbook, or some other zip.
    case zip
    /// An Excel 97–2003 workbook (`.xls`), or another compound document.
    case legacyExcel
    /// Anything else: text, read as CSV.
    case text
  }

  static func kind(of data: Data) -> Kind {
    if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .zip }
    if data.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return .legacyExcel }
    return .text
  }

  /// The table of the workbook `data`, named `file` in messages.
  static func table(_ data: Data, file: String, sheet: String?) throws(Diagnostic) -> CSVTable {
    let archive: Archive
    do {
      archive = try Archive(data: data, accessMode: .read)
    } catch {
      throw Diagnostic(
        .error, file: file,
        "looks like a workbook (a zip file) but cannot be opened: it may be damaged or cut short; open it in its program and save it again"
      )
    }
    let rows: [Int: [String]]
    if archive["xl/workbook.xml"] != nil {
      rows = try XLSXWorkbook(archive: archive, file: file).rows(ofSheet: sheet)
    } else if archive["content.xml"] != nil,
      (try? part("mimetype", of: archive, file: file)).map({ String(decoding: $0, as: UTF8.self) })
        == "application/vnd.oasis.opendocument.spreadsheet"
    {
      rows = try ODSWorkbook.rows(
        of: try part("content.xml", of: archive, file: file), file: file, sheet: sheet)
    } else {
      throw Diagnostic(
        .error, file: file,
        "is a zip file, but neither an Excel workbook (.xlsx) nor an OpenDocument spreadsheet (.ods)"
      )
    }
    return try table(of: rows, file: file, sheet: sheet)
  }

  /// The table of a sheet's rows, by their numbers: the header is the first row with a
  /// filled-in cell.
  static func table(of rows: [Int: [String]], file: String, sheet: String?) throws(Diagnostic)
    -> CSVTable
  {
    let filled = rows.filter {
      $0.value.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
    guard let headerRow = filled.keys.min(), let last = filled.keys.max() else {
      throw Diagnostic(
        .error, file: file,
        "\(sheet.map { "sheet \(JSONValue.quote($0))" } ?? "the first sheet") is empty; expected a header row and a row per match or per player"
      )
    }
    return CSVTable(
      header: rows[headerRow]!, rows: (headerRow + 1..<last + 1).map { rows[$0] ?? [""] },
      separator: nil, headerRow: headerRow)
  }

  /// The bytes of the part at `path` of `archive`, refusing more than `partLimit`.
  static func part(_ path: String, of archive: Archive, file: String) throws(Diagnostic) -> Data {
    guard let entry = archive[path] else {
      throw Diagnostic(.error, file: file, "is a workbook without its part \(path)")
    }
    guard entry.uncompressedSize <= UInt64(partLimit) else {
      throw tooLarge(path, file: file)
    }
    var data = Data()
    do {
      _ = try archive.extract(entry, skipCRC32: false) { chunk in
        data.append(chunk)
        if data.count > partLimit { throw PartTooLarge() }
      }
    } catch is PartTooLarge {
      throw tooLarge(path, file: file)
    } catch {
      throw Diagnostic(
        .error, file: file, "is a workbook whose part \(path) cannot be read: \(error)")
    }
    return data
  }

  private struct PartTooLarge: Error {}

  private static func tooLarge(_ path: String, file: String) -> Diagnostic {
    Diagnostic(
      .error, file: file,
      "is a workbook whose part \(path) holds more than \(partLimit >> 20) MiB; save the sheet as CSV"
    )
  }

  /// A number cell's text: a whole number in digits, `2`, or else Swift's shortest
  /// decimal, `2.5`.
  static func numberText(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// The Gregorian calendar in UTC, made once: a sheet has a date cell per row.
  private static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// A date cell's text: `2026-01-19`, `2026-01-19 20:00:00` (with `midnight`, a format
  /// that shows the time, also `2026-01-19 00:00:00`), or `04:02:00` for a time alone;
  /// from the seconds since 1970 of the day and time it holds as written (no time zone).
  static func dateText(secondsSince1970 seconds: Int, timeOnly: Bool, midnight: Bool = false)
    -> String
  {
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
    let secondsIntoDay = ((seconds % 86_400) + 86_400) % 86_400
    let time =
      "\(two(secondsIntoDay / 3_600)):\(two(secondsIntoDay / 60 % 60)):\(two(secondsIntoDay % 60))"
    if timeOnly { return time }
    let parts = utcCalendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    let date = CSVDate(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
    return date.dayText + (secondsIntoDay == 0 && !midnight ? "" : " " + time)
  }
}
