import Foundation
import GatherSiteCore

/// What an import of a spreadsheet needs of `site.yml`: the time zone its times of day are
/// in, the site's names for the sides (`teamNames`), and the placeholder ids of guests
/// (`guests`).
///
/// It promises to read the settings as a build reads them (`SiteConfigLoader`, with the
/// same limits), so that an import and a build never disagree on a time zone or a side's
/// name; a `site.yml` with errors stops the import with those errors, and its warnings are
/// left to `gather-site check`.
struct CSVImportSettings: Sendable, Equatable {
  var timeZone = TimeZone(identifier: "UTC")!
  var teamNames: TeamNames?
  var guests: Set<Int> = []

  /// The settings of the text of a `site.yml`, named `file` in messages; its errors go
  /// into `diagnostics`.
  static func read(_ yaml: String, file: String, into diagnostics: inout Diagnostics)
    -> CSVImportSettings
  {
    var found = Diagnostics()
    let config = SiteConfigLoader().load(yaml, into: &found)
    for var error in found.errors {
      error.file = file
      diagnostics.append(error)
    }
    // A team cell is read without case or outer spaces (`CSVCell.side`): names that differ
    // only in those would put every row of the second on the first side.
    if let names = config.teamNames, CSVCell.folded(names.a) == CSVCell.folded(names.b) {
      diagnostics.error(
        file, "teamNames",
        "\(JSONValue.quote(names.a)) and \(JSONValue.quote(names.b)) are the same side to a spreadsheet's team column, which is read without case or spaces at the ends; give the sides names that differ in more than that"
      )
    }
    return CSVImportSettings(
      timeZone: config.timeZone, teamNames: config.teamNames, guests: Set(config.guests))
  }

  /// The settings of the file at `url`, or the default settings when `required` is false
  /// and there is no such file; its errors go into `diagnostics`.
  static func load(_ url: URL, required: Bool, into diagnostics: inout Diagnostics)
    -> CSVImportSettings
  {
    let file = url.relativePath
    guard required || FileManager.default.fileExists(atPath: url.path) else {
      return CSVImportSettings()
    }
    let input = BoundedYAML.Input.settings
    switch BoundedFile.read(url.path, limit: input.maximumBytes) {
    case .whole(let data)?:
      guard let text = String(data: data, encoding: .utf8) else {
        diagnostics.error(file, nil, "cannot be read as UTF-8 text")
        return CSVImportSettings()
      }
      return read(text, file: file, into: &diagnostics)
    case .tooLarge(let size)?:
      diagnostics.error(file, nil, input.tooLarge(size))
    case nil:
      let exists = FileManager.default.fileExists(atPath: url.path)
      diagnostics.error(file, nil, exists ? "cannot be read" : "not found")
    }
    return CSVImportSettings()
  }
}
