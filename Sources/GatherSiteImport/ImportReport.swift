import GatherSiteCore

/// The lines an import prints for its diagnostics. It promises that a file's problems are
/// shown once per kind: the diagnostics of one severity, one file, one column and one
/// message (once its quoted values and numbers are left out, `DiagnosticSummary.kindText`)
/// are one line, the first of them, followed by how many more rows have it and the first
/// of those rows: `error: m.csv: row 2, column A (date): "19.01.2026 x" is not a date (…)
/// (and 370 more rows like it: 3, 4, 5, 6, 7, …)`. Lines keep the order of each kind's
/// first diagnostic.
public enum ImportReport {
  /// How many further rows a line names.
  public static let rowsShown = 5

  /// The lines for `diagnostics`.
  public static func lines(_ diagnostics: [Diagnostic]) -> [String] {
    var order: [String] = []
    var kinds: [String: (first: Diagnostic, rows: [String?])] = [:]
    for diagnostic in diagnostics {
      let key = [
        diagnostic.severity.rawValue, diagnostic.file,
        DiagnosticSummary.kindText(diagnostic.path ?? ""),
        DiagnosticSummary.kindText(diagnostic.message),
      ].joined(separator: "\u{0}")
      if kinds[key] == nil {
        order.append(key)
        kinds[key] = (diagnostic, [])
      } else {
        kinds[key]!.rows.append(row(of: diagnostic))
      }
    }
    return order.map { key in
      let (first, rows) = kinds[key]!
      guard !rows.isEmpty else { return first.description }
      var grouped = first
      let known = rows.compactMap { $0 }
      guard known.count == rows.count else {
        grouped.message += " (and \(DiagnosticSummary.grouped(rows.count)) more like it)"
        return grouped.description
      }
      var shown = known.prefix(rowsShown).joined(separator: ", ")
      if rows.count > rowsShown { shown += ", …" }
      grouped.message +=
        " (and \(DiagnosticSummary.grouped(rows.count)) more \(rows.count == 1 ? "row" : "rows") like it: \(shown))"
      return grouped.description
    }
  }

  /// The row a diagnostic's path names, `row 12, column B (date)`: "12".
  private static func row(of diagnostic: Diagnostic) -> String? {
    guard let path = diagnostic.path, path.hasPrefix("row ") else { return nil }
    return String(path.dropFirst(4).prefix { $0.isNumber })
  }
}
