import Foundation
import Yams

/// Reads `site.yml` with Yams; unknown keys and bad values are reported with their line.
///
/// Every number has a range, so that no table, feed or count made from it can overflow;
/// YAML null (`null`, `~` or nothing) leaves a setting at its default.
package struct SiteConfigLoader {
  package let file = "site.yml"

  package init() {}

  /// The points a result can give (`points`): a table of a billion games stays far from
  /// `Int`'s limits.
  package static let pointsRange = -1_000...1_000
  /// The games of `minimumGames`, `minimumSharedGames` and `provisionalGames`, and the
  /// matches of `shareCardMatches`.
  package static let countRange = 0...1_000_000
  /// The matches of `feedEntries`.
  package static let feedEntriesRange = 1...1_000_000

  package static let knownKeys: Set<String> = [
    "title", "description", "baseURL", "timeZone", "seasonStart", "points", "minimumGames",
    "minimumSharedGames", "unsafeHTML", "provisionalGames", "upsetProbability", "feedEntries",
    "language", "teamNames", "names", "displayNames", "details", "unlisted", "noindex",
    "shareCards", "shareCardMatches", "guests", "ratings", "seasonBooks", "bookPaper",
    "seasons",
  ]
  /// The rating model's β (`ratings.beta`): a performance spread of a hundredth of a point
  /// is as sure as any league could want, one of a thousand points a coin toss.
  package static let betaRange = 0.01...1_000.0
  /// The rating model's τ (`ratings.tau`).
  package static let tauRange = 0.0...100.0

  package func load(_ yaml: String, into diagnostics: inout Diagnostics) -> SiteConfig {
    var config = SiteConfig()
    let root: Node?
    switch BoundedYAML.read(yaml, as: .settings, file: file) {
    case .success(let node): root = node
    case .failure(let error):
      diagnostics.append(error)
      return config
    }
    guard let root else { return config }
    guard case .mapping(let mapping) = root else {
      diagnostics.error(file, nil, "expected a mapping of settings (key: value)")
      return config
    }
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      // A setting given as null is absent: its default applies.
      if Self.knownKeys.contains(key), YAMLValue.isNull(value) { continue }
      func report(_ severity: Diagnostic.Severity, _ message: String) {
        diagnostics.append(
          Diagnostic(severity, file: file, position: value.mark?.description, path: key, message))
      }
      switch key {
      case "title": text(value, report).map { config.title = $0 }
      case "description": text(value, report).map { config.description = $0 }
      case "baseURL":
        guard let raw = text(value, report) else { break }
        Self.baseURL(raw) { report(.error, $0) }.map { config.baseURL = $0 }
      case "timeZone":
        guard let raw = text(value, report) else { break }
        if let zone = TimeZone(identifier: raw) {
          config.timeZone = zone
        } else {
          report(
            .error, "\(JSONValue.quote(raw)) is not an IANA time zone name (e.g. Europe/London)")
        }
      case "seasonStart":
        guard let raw = text(value, report) else { break }
        if let start = Self.seasonStart(raw) {
          config.seasonStart = start
        } else {
          report(.error, "\(JSONValue.quote(raw)) is not a day of the year as \"MM-DD\"")
        }
      case "points": points(value, into: &config, diagnostics: &diagnostics)
      case "ratings": config.ratings = ratings(value, &diagnostics)
      case "minimumGames":
        number(value, Self.countRange, "games", report).map { config.minimumGames = $0 }
      case "minimumSharedGames":
        number(value, Self.countRange, "games", report).map { config.minimumSharedGames = $0 }
      case "provisionalGames":
        number(value, Self.countRange, "games", report).map { config.provisionalGames = $0 }
      case "feedEntries":
        number(value, Self.feedEntriesRange, "matches", report).map { config.feedEntries = $0 }
      case "upsetProbability":
        if let probability = value.float, probability > 0, probability < 0.5 {
          config.upsetProbability = probability
        } else {
          report(
            .error,
            "\(JSONValue.quote(value.scalar?.string ?? "")) is not a probability between 0 and 0.5")
        }
      case "language":
        guard let raw = text(value, report) else { break }
        if Self.isLanguageTag(raw) {
          config.language = raw
        } else {
          report(.error, "\(JSONValue.quote(raw)) is not a language tag such as en, de or pt-BR")
        }
      case "unsafeHTML": flag(value, report).map { config.unsafeHTML = $0 }
      case "details": flag(value, report).map { config.details = $0 }
      case "noindex": flag(value, report).map { config.noindex = $0 }
      case "shareCards": flag(value, report).map { config.shareCards = $0 }
      case "shareCardMatches":
        number(value, Self.countRange, "matches", report).map { config.shareCardMatches = $0 }
      case "seasons": config.seasonSettings = seasons(value, &diagnostics)
      case "seasonBooks": flag(value, report).map { config.seasonBooks = $0 }
      case "bookPaper":
        guard let raw = text(value, report) else { break }
        if let paper = BookPaper(rawValue: raw.lowercased()) {
          config.bookPaper = paper
        } else {
          report(.error, "\(JSONValue.quote(raw)) is not a paper size (a4 or letter)")
        }
      case "names":
        guard let raw = text(value, report) else { break }
        if let policy = NamePolicy(rawValue: raw) {
          config.names = policy
        } else {
          report(
            .error,
            "\(JSONValue.quote(raw)) is not a name rule (full, first-and-initial or first)")
        }
      case "teamNames": config.teamNames = teamNames(value, &diagnostics)
      case "displayNames": config.displayNames = displayNames(value, &diagnostics)
      case "unlisted", "guests":
        guard case .sequence(let items) = value else {
          report(.error, "expected a list of player ids, such as [12, 31]")
          break
        }
        var ids = Set<Int>()
        for (index, item) in items.enumerated() {
          if let id = YAMLValue.integer(item) {
            ids.insert(id)
          } else {
            diagnostics.error(
              file, "\(key)[\(index)]", at: item.mark?.description,
              "\(JSONValue.quote(item.scalar?.string ?? "")) is not a player id")
          }
        }
        if key == "unlisted" {
          config.unlisted = ids.sorted()
        } else {
          config.guests = ids.sorted()
        }
      default:
        report(.warning, "unknown setting \(JSONValue.quote(key)) is ignored")
      }
    }
    return config
  }

  private func flag(_ node: Node, _ report: (Diagnostic.Severity, String) -> Void) -> Bool? {
    guard let flag = node.bool else {
      report(.error, "\(JSONValue.quote(node.scalar?.string ?? "")) is not true or false")
      return nil
    }
    return flag
  }

  /// `teamNames: {a: Bibs, b: Non-bibs}`: both, each a text that is not empty.
  private func teamNames(_ node: Node, _ diagnostics: inout Diagnostics) -> TeamNames? {
    guard case .mapping(let mapping) = node else {
      diagnostics.error(
        file, "teamNames", at: node.mark?.description,
        "expected the names of both sides, such as {a: Bibs, b: Non-bibs}")
      return nil
    }
    var names: [String: String] = [:]
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      let path = "teamNames.\(key)"
      guard key == "a" || key == "b" else {
        diagnostics.warning(
          file, path, at: keyNode.mark?.description, "unknown side is ignored (a, b)")
        continue
      }
      let name = Self.name(value)
      guard !name.isEmpty else {
        diagnostics.error(
          file, path, at: value.mark?.description, "expected the side's name as text")
        continue
      }
      names[key] = name
    }
    guard let a = names["a"], let b = names["b"] else {
      if names.count == 1 {
        diagnostics.error(
          file, "teamNames", at: node.mark?.description, "names one side only; give both a and b")
      }
      return nil
    }
    if a == b {
      diagnostics.error(
        file, "teamNames", at: node.mark?.description,
        "gives both sides the name \(JSONValue.quote(a)); they must differ")
      return nil
    }
    return TeamNames(a: a, b: b)
  }

  /// `displayNames: {12: "Taro Y."}`: names by player id, in order of id.
  private func displayNames(_ node: Node, _ diagnostics: inout Diagnostics) -> [DisplayName] {
    guard case .mapping(let mapping) = node else {
      diagnostics.error(
        file, "displayNames", at: node.mark?.description,
        "expected names by player id, such as {12: \"Taro Y.\"}")
      return []
    }
    var names: [Int: String] = [:]
    for (keyNode, value) in mapping {
      let path = "displayNames.\(keyNode.string ?? "")"
      guard let id = YAMLValue.integer(keyNode) else {
        diagnostics.error(
          file, path, at: keyNode.mark?.description,
          "\(JSONValue.quote(keyNode.string ?? "")) is not a player id")
        continue
      }
      let name = Self.name(value)
      guard !name.isEmpty else {
        diagnostics.error(
          file, path, at: value.mark?.description, "expected the name to show, as text")
        continue
      }
      names[id] = name
    }
    return names.keys.sorted().map { DisplayName(playerID: $0, name: names[$0]!) }
  }

  private func text(_ node: Node, _ report: (Diagnostic.Severity, String) -> Void) -> String? {
    guard case .scalar(let scalar) = node else {
      report(.error, "expected text")
      return nil
    }
    return scalar.string
  }

  /// A name given as text, trimmed; empty for anything else, null included.
  private static func name(_ node: Node) -> String {
    guard !YAMLValue.isNull(node) else { return "" }
    return node.scalar?.string.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
  }

  /// A whole number of `unit` in `range`; anything else is an error naming the range.
  private func number(
    _ node: Node, _ range: ClosedRange<Int>, _ unit: String,
    _ report: (Diagnostic.Severity, String) -> Void
  ) -> Int? {
    guard let value = YAMLValue.integer(node), range.contains(value) else {
      report(
        .error,
        "\(JSONValue.quote(node.scalar?.string ?? "")) is not a whole number of \(unit) from \(DiagnosticSummary.grouped(range.lowerBound)) to \(DiagnosticSummary.grouped(range.upperBound))"
      )
      return nil
    }
    return value
  }

  private func points(_ node: Node, into config: inout SiteConfig, diagnostics: inout Diagnostics) {
    let given = points(node, path: "points", &diagnostics)
    config.points = PointsRule(
      win: given.win ?? config.points.win, draw: given.draw ?? config.points.draw,
      loss: given.loss ?? config.points.loss)
  }

  /// `seasons`: each season's own `points` and `minimumGames`, by the season's name.
  private func seasons(_ node: Node, _ diagnostics: inout Diagnostics) -> [String: SeasonSettings] {
    guard case .mapping(let mapping) = node else {
      diagnostics.error(
        file, "seasons", at: node.mark?.description,
        "expected settings by season, such as {\"2023-24\": {points: {win: 2, draw: 1, loss: 0}}}")
      return [:]
    }
    var seasons: [String: SeasonSettings] = [:]
    for (nameNode, value) in mapping where !YAMLValue.isNull(value) {
      let name = nameNode.string ?? ""
      guard case .mapping(let settings) = value else {
        diagnostics.error(
          file, "seasons.\(name)", at: value.mark?.description,
          "expected the season's settings, such as {points: {win: 2, draw: 1, loss: 0}, minimumGames: 8}"
        )
        continue
      }
      var season = SeasonSettings()
      for (keyNode, setting) in settings where !YAMLValue.isNull(setting) {
        let key = keyNode.string ?? ""
        let path = "seasons.\(name).\(key)"
        switch key {
        case "points":
          (season.win, season.draw, season.loss) = points(setting, path: path, &diagnostics)
        case "minimumGames":
          season.minimumGames = number(setting, Self.countRange, "games") { severity, message in
            diagnostics.append(
              Diagnostic(
                severity, file: file, position: setting.mark?.description, path: path, message))
          }
        default:
          diagnostics.error(
            file, path, at: keyNode.mark?.description,
            "a season can set only points and minimumGames")
        }
      }
      seasons[name] = season
    }
    return seasons
  }

  /// A `points` mapping at `path`: the win, draw and loss it gives.
  private func points(_ node: Node, path: String, _ diagnostics: inout Diagnostics) -> (
    win: Int?, draw: Int?, loss: Int?
  ) {
    var given: (win: Int?, draw: Int?, loss: Int?) = (nil, nil, nil)
    guard case .mapping(let mapping) = node else {
      diagnostics.error(file, path, at: node.mark?.description, "expected win, draw and loss")
      return given
    }
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      let path = "\(path).\(key)"
      guard ["win", "draw", "loss"].contains(key) else {
        diagnostics.warning(
          file, path, at: keyNode.mark?.description, "unknown setting is ignored (win, draw, loss)")
        continue
      }
      if YAMLValue.isNull(value) { continue }
      func report(_ severity: Diagnostic.Severity, _ message: String) {
        diagnostics.append(
          Diagnostic(severity, file: file, position: value.mark?.description, path: path, message))
      }
      guard let number = number(value, Self.pointsRange, "points", report) else { continue }
      switch key {
      case "win": given.win = number
      case "draw": given.draw = number
      default: given.loss = number
      }
    }
    return given
  }

  /// `ratings`: `beta` and `tau`, each a number in its range.
  private func ratings(_ node: Node, _ diagnostics: inout Diagnostics) -> RatingSettings {
    var settings = RatingSettings()
    guard case .mapping(let mapping) = node else {
      diagnostics.error(file, "ratings", at: node.mark?.description, "expected beta and tau")
      return settings
    }
    for (keyNode, value) in mapping {
      let key = keyNode.string ?? ""
      let path = "ratings.\(key)"
      guard let range = ["beta": Self.betaRange, "tau": Self.tauRange][key] else {
        diagnostics.warning(
          file, path, at: keyNode.mark?.description, "unknown setting is ignored (beta, tau)")
        continue
      }
      if YAMLValue.isNull(value) { continue }
      guard let number = value.float, number.isFinite, range.contains(number) else {
        diagnostics.error(
          file, path, at: value.mark?.description,
          "\(JSONValue.quote(value.scalar?.string ?? "")) is not a number from \(range.lowerBound.formatted(.number.locale(Locale(identifier: "en")))) to \(range.upperBound.formatted(.number.locale(Locale(identifier: "en"))))"
        )
        continue
      }
      if key == "beta" { settings.beta = number } else { settings.tau = number }
    }
    return settings
  }

  /// `raw` as the site's base URL, always ending in `/`: an absolute http(s) URL of a host,
  /// without a query, a fragment or a user name, which every address of the site would
  /// carry. Otherwise `nil`, with what is wrong told to `problem` (a message about the
  /// quoted value).
  package static func baseURL(_ raw: String, _ problem: (String) -> Void) -> URL? {
    let text = raw.hasSuffix("/") ? raw : raw + "/"
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else {
      problem("\(JSONValue.quote(raw)) is not an absolute http(s) URL")
      return nil
    }
    var parts: [String] = []
    if url.user != nil || url.password != nil {
      parts.append(url.password != nil ? "a user name and password" : "a user name")
    }
    if url.query != nil { parts.append("a query") }
    if url.fragment != nil { parts.append("a fragment") }
    guard parts.isEmpty else {
      let found = parts.joined(separator: " and ")
      problem(
        "\(JSONValue.quote(raw)) has \(found); give the site's address without \(found.contains(" and ") ? "them" : "it")"
      )
      return nil
    }
    return url
  }

  package static func seasonStart(_ raw: String) -> SeasonStart? {
    let parts = raw.split(separator: "-")
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let month = Int(parts[0]),
      let day = Int(parts[1]), (1...12).contains(month)
    else { return nil }
    let daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    guard (1...daysInMonth).contains(day) else { return nil }
    return SeasonStart(month: month, day: day)
  }

  /// A BCP 47 tag as far as a catalogue's file name needs: a language of 2 to 8 letters,
  /// then subtags of letters and digits joined by hyphens ("pt-BR", "zh-Hant").
  package static func isLanguageTag(_ raw: String) -> Bool {
    let parts = raw.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = parts.first, (2...8).contains(first.count),
      first.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
