import Foundation
import GatherSiteCore
import ZIPFoundation

/// An Excel workbook (`.xlsx`, Office Open XML): its sheets' names and places, its shared
/// texts, which cell styles are dates, and a sheet's cells as text.
///
/// It promises that a number cell whose format is a date or a time (a built-in one or a
/// format code with day, month, year, hour or second) is read as that date or time in the
/// workbook's date system (1900 or 1904), and every other cell as it shows: shared and
/// inline texts, numbers as stored (in digits: `0.5` for 50 %), `TRUE`/`FALSE`, the cached
/// result of a formula. Cells beyond `Workbook.maximumColumns` are not read.
struct XLSXWorkbook {
  let archive: Archive
  let file: String

  /// The cells of the sheet named `name` (the first sheet when nil), by row number.
  func rows(ofSheet name: String?) throws(Diagnostic) -> [Int: [String]] {
    var sheets: [(name: String, relation: String)] = []
    var date1904 = false
    try read("xl/workbook.xml") { element, attributes in
      if element == "sheet", let sheet = attributes["name"], let id = attributes["id"] {
        sheets.append((sheet, id))
      }
      if element == "workbookPr", let flag = attributes["date1904"] {
        date1904 = flag == "1" || flag == "true"
      }
    }
    let chosen: (name: String, relation: String)?
    if let name {
      chosen = sheets.first { $0.name == name }
    } else {
      chosen = sheets.first
    }
    guard let chosen else {
      guard let name else { throw Diagnostic(.error, file: file, "is a workbook without sheets") }
      throw Diagnostic(
        .error, file: file,
        "has no sheet \(JSONValue.quote(name)); its sheets are \(sheets.map { JSONValue.quote($0.name) }.joined(separator: ", "))"
      )
    }
    var targets: [String: String] = [:]
    try read("xl/_rels/workbook.xml.rels") { element, attributes in
      if element == "Relationship", let id = attributes["Id"], let target = attributes["Target"] {
        targets[id] = target
      }
    }
    guard let target = targets[chosen.relation] else {
      throw Diagnostic(
        .error, file: file,
        "is a workbook whose sheet \(JSONValue.quote(chosen.name)) cannot be found")
    }
    let path = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
    let texts = archive["xl/sharedStrings.xml"] == nil ? [] : try sharedTexts()
    let dateStyles = archive["xl/styles.xml"] == nil ? [:] : try dateStyles()
    return try cells(of: path, texts: texts, dateStyles: dateStyles, date1904: date1904)
  }

  /// The shared texts, in order: each `si`'s runs of text, without phonetic guides.
  private func sharedTexts() throws(Diagnostic) -> [String] {
    var texts: [String] = []
    var current = ""
    var (inText, inPhonetic) = (false, false)
    try read(
      "xl/sharedStrings.xml",
      start: { element, _ in
        switch element {
        case "si": current = ""
        case "t": inText = true
        case "rPh": inPhonetic = true
        default: break
        }
      },
      end: { element in
        switch element {
        case "si": texts.append(current)
        case "t": inText = false
        case "rPh": inPhonetic = false
        default: break
        }
      },
      text: { if inText && !inPhonetic { current += $0 } })
    return texts
  }

  /// The indexes of the cell styles (`cellXfs`) whose number format is a date or a time.
  /// The cell styles (`cellXfs`, by index) whose number format is a date or a time, and
  /// whether it shows a time of day (then midnight is written, `2026-01-19 00:00:00`).
  private func dateStyles() throws(Diagnostic) -> [Int: Bool] {
    var formats: [Int: String] = [:]
    var styles: [Int] = []
    var inCellStyles = false
    try read(
      "xl/styles.xml",
      start: { element, attributes in
        if element == "numFmt", let id = attributes["numFmtId"].flatMap(Int.init),
          let code = attributes["formatCode"]
        {
          formats[id] = code
        }
        if element == "cellXfs" { inCellStyles = true }
        if element == "xf", inCellStyles {
          styles.append(attributes["numFmtId"].flatMap(Int.init) ?? 0)
        }
      },
      end: { if $0 == "cellXfs" { inCellStyles = false } })
    var dates: [Int: Bool] = [:]
    for (index, id) in styles.enumerated() {
      if let code = formats[id] {
        if Self.isDateFormat(code) { dates[index] = Self.showsTime(code) }
      } else if Self.builtInDates.contains(id) {
        dates[index] = (18...22).contains(id) || (45...47).contains(id)
      }
    }
    return dates
  }

  /// Excel's built-in number formats that are dates or times.
  static let builtInDates: Set<Int> = Set(14...22).union(27...36).union(45...47).union(50...58)

  /// Whether a format code shows a date or a time: a day, month, year, hour or second
  /// outside quoted text, escapes and colours.
  static func isDateFormat(_ code: String) -> Bool {
    let letters = formatLetters(code)
    if letters.contains("general") { return false }
    return letters.contains { "dmyhs".contains($0) }
  }

  /// Whether a date format shows a time of day: an hour or a second.
  static func showsTime(_ code: String) -> Bool {
    formatLetters(code).contains { "hs".contains($0) }
  }

  /// A format code's letters outside quoted text, escapes, colours and locales, in lower
  /// case; `[h]`-style elapsed times kept.
  private static func formatLetters(_ code: String) -> String {
    var (quoted, escaped) = (false, false)
    var bracket: String?
    var letters = ""
    for character in code.lowercased() {
      if escaped {
        escaped = false
      } else if character == "\\" && !quoted {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if quoted {
        continue
      } else if character == "[" {
        bracket = ""
      } else if character == "]" {
        // [h]:mm, an elapsed time; not a colour ([Magenta]) or a locale ([$-809]).
        if let inside = bracket, !inside.isEmpty, Set(inside).count == 1,
          "hms".contains(inside.first!)
        {
          letters += inside
        }
        bracket = nil
      } else if bracket != nil {
        bracket!.append(character)
      } else {
        letters.append(character)
      }
    }
    return letters
  }

  /// The cells of the sheet at `path`, as text, by row number.
  private func cells(of path: String, texts: [String], dateStyles: [Int: Bool], date1904: Bool)
    throws(Diagnostic) -> [Int: [String]]
  {
    var rows: [Int: [String]] = [:]
    var row: [String] = []
    var (rowNumber, column) = (0, 0)
    var cell: (type: String, style: Int)?
    var value = ""
    var inValue = false
    let epoch = date1904 ? 24_107 : 25_569
    var failure: Diagnostic?
    try read(
      path,
      start: { element, attributes in
        switch element {
        case "row":
          let number = attributes["r"].flatMap(Int.init) ?? rowNumber + 1
          guard (1...Workbook.maximumRows).contains(number), number > rowNumber else {
            failure =
              failure
              ?? Diagnostic(
                .error, file: self.file,
                "is a workbook whose sheet has a row numbered \(JSONValue.quote(attributes["r"] ?? "")) after row \(rowNumber); open it and save it again"
              )
            return
          }
          rowNumber = number
          row = []
          column = 0
        case "c":
          if let reference = attributes["r"], let index = Self.columnIndex(reference) {
            column = index
          }
          cell = (attributes["t"] ?? "n", attributes["s"].flatMap(Int.init) ?? 0)
          value = ""
        case "v", "t": inValue = cell != nil
        default: break
        }
      },
      end: { element in
        switch element {
        case "v", "t": inValue = false
        case "row":
          if !row.isEmpty { rows[rowNumber] = row }
          row = []
        case "c":
          guard let current = cell else { return }
          cell = nil
          let text: String
          switch current.type {
          case "s":
            guard let index = Int(value), texts.indices.contains(index) else {
              failure =
                failure
                ?? Diagnostic(
                  .error, file: self.file,
                  "is a workbook whose cell \(CSVColumns.letters(column))\(rowNumber) names a shared text that is not there"
                )
              return
            }
            text = texts[index]
          case "b": text = value == "1" ? "TRUE" : "FALSE"
          case "n":
            guard let number = Double(value) else {
              text = value
              break
            }
            if let time = dateStyles[current.style], number >= 0, number < 2_958_466 {
              let seconds = Int((number * 86_400).rounded())
              text = Workbook.dateText(
                secondsSince1970: seconds - epoch * 86_400, timeOnly: number < 1,
                midnight: time)
            } else {
              text = Workbook.numberText(number)
            }
          case "d": text = ODSWorkbook.dateText(value) ?? value
          default: text = value
          }
          if !text.isEmpty, column < Workbook.maximumColumns {
            if row.count <= column { row += Array(repeating: "", count: column + 1 - row.count) }
            row[column] = text
          }
          column += 1
        default: break
        }
      },
      text: { if inValue { value += $0 } })
    if let failure { throw failure }
    return rows
  }

  /// The column of a cell reference, `B5`: 1 (A is 0).
  static func columnIndex(_ reference: String) -> Int? {
    var index = 0
    var letters = 0
    for scalar in reference.unicodeScalars {
      guard ("A"..."Z").contains(scalar) else { break }
      letters += 1
      guard letters <= 3 else { return nil }
      index = index * 26 + Int(scalar.value - 64)
    }
    return letters == 0 ? nil : index - 1
  }

  private func read(
    _ path: String, start: @escaping (String, [String: String]) -> Void,
    end: @escaping (String) -> Void = { _ in }, text: @escaping (String) -> Void = { _ in }
  ) throws(Diagnostic) {
    let data = try Workbook.part(path, of: archive, file: file)
    if let problem = XMLEvents.read(data, start: start, end: end, text: text) {
      throw Diagnostic(
        .error, file: file, "is a workbook whose part \(path) cannot be read: \(problem)")
    }
  }
}
