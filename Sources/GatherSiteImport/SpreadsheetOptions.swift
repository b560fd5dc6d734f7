/// How to read a spreadsheet, when its file cannot say: `import csv`'s `--encoding`,
/// `--date-order`, `--sheet` and `--guest`.
///
/// It promises that each is used only where the file leaves the question open: an
/// encoding only for a file without a byte order mark, a date order only for a date
/// column that does not tell day from month, a sheet only for a workbook.
public struct SpreadsheetOptions: Sendable, Equatable {
  /// The text encoding of a CSV file without a byte order mark.
  public var encoding: SpreadsheetText.Encoding?
  /// Which number of a `DD/MM/YYYY`-style date is the day.
  public var dateOrder: DateColumn.Order?
  /// The name of the workbook's sheet to read; the first when nil.
  public var sheet: String?
  /// Names that stand for guests (`--guest`, as "Random" or "Guest"): each of their rows is
  /// another guest, and their ids belong in the `guests` setting.
  public var guests: [String]

  public init(
    encoding: SpreadsheetText.Encoding? = nil, dateOrder: DateColumn.Order? = nil,
    sheet: String? = nil, guests: [String] = []
  ) {
    self.encoding = encoding
    self.dateOrder = dateOrder
    self.sheet = sheet
    self.guests = guests
  }
}
