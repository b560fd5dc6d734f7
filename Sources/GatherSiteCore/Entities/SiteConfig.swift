import Foundation

/// The settings of one league site, read from `Content/site.yml`.
public struct SiteConfig: Sendable, Encodable {
  public var title = "Football Gather League"
  public var description = "Results, standings and records of our weekly football."
  /// Absolute URL of the site's root, always ending in `/`.
  public var baseURL = URL(string: "https://example.org/")!
  public var timeZone = TimeZone(identifier: "UTC")!
  public var seasonStart = SeasonStart(month: 1, day: 1)
  public var points = PointsRule(win: 3, draw: 1, loss: 0)
  /// Games a player needs before appearing in rate leaderboards and awards.
  public var minimumGames = 5
  /// Games two players need together before appearing in teammate and opponent tables.
  public var minimumSharedGames = 3
  /// Rated games a player needs before their rating stops being marked provisional.
  public var provisionalGames = 5
  /// A win by the side whose pre-match probability was below this is marked as an upset.
  public var upsetProbability = 0.35
  /// Whether raw HTML in organisers' Markdown is kept (it is omitted by default).
  public var unsafeHTML = false
  /// How many of the newest matches the Atom feed carries.
  public var feedEntries = 50
  /// The language of everything the site shows a reader, as a BCP 47 tag ("pt-BR"); the
  /// theme has a catalogue of its texts for it (`i18n/LANG.yml`).
  public var language = "en"
  /// The group's names for its two sides, shown wherever a page, the feed or a calendar
  /// names a side; `nil` for the language's "Team A" and "Team B".
  public var teamNames: TeamNames?
  /// How much of each player's name the site publishes.
  public var names = NamePolicy.full
  /// Names set by hand, by player id, in order of id: they take the place of the rule.
  public var displayNames: [DisplayName] = []
  /// Whether players' ages and favourite teams are published.
  public var details = true
  /// Players who asked not to appear, in order of id: their games count for everyone
  /// else, but they are named and listed nowhere.
  public var unlisted: [Int] = []
  /// Placeholder ids that stand for guests, in order of id: such an id may appear any
  /// number of times on either side of a gather, and counts for no one.
  public var guests: [Int] = []
  /// Whether every page asks search engines not to index it (and no sitemap is written).
  public var noindex = false
  /// Whether pages get share cards: pictures that a link to them shows in a chat (the home
  /// page, every season and player, and each season's latest `shareCardMatches` matches).
  public var shareCards = true
  /// How many of each season's latest matches (and of the undated ones) get a share card.
  public var shareCardMatches = 100
  /// Whether every season gets its book: a PDF to print or keep (`SeasonBookPresenter`).
  public var seasonBooks = true
  /// The sheet the season books are set for: A4, or US Letter.
  public var bookPaper = BookPaper.a4
  /// The rating model's β and τ, when the organiser fixes them (`ratings`).
  public var ratings = RatingSettings()
  /// Settings for one season, by its name (`seasons`): what one leaves out is the top-level
  /// setting's.
  public var seasonSettings: [String: SeasonSettings] = [:]

  /// The address `gather-site new` writes: previews need the site's own.
  public static let exampleBaseURL = "https://example.org/"

  public init() {}
}

/// The settings one season may give itself (`seasons` in `site.yml`, docs/RULES.md, "Rules
/// per season"); `nil` for what it leaves to the top-level settings.
public struct SeasonSettings: Sendable, Hashable, Encodable {
  public var win: Int?
  public var draw: Int?
  public var loss: Int?
  public var minimumGames: Int?

  public init() {}
}

extension SiteConfig {
  /// The points a season's table counts with (the top-level `points` for `nil`, the
  /// undated matches).
  public func points(in season: Season?) -> PointsRule {
    guard let season, let own = seasonSettings[season.name] else { return points }
    return PointsRule(
      win: own.win ?? points.win, draw: own.draw ?? points.draw, loss: own.loss ?? points.loss)
  }

  /// The games a season's win-rate awards need (the top-level `minimumGames` for `nil`).
  public func minimumGames(in season: Season?) -> Int {
    season.flatMap { seasonSettings[$0.name]?.minimumGames } ?? minimumGames
  }

  /// Whether some season counts points otherwise than the top-level `points`.
  public var hasSeasonPoints: Bool {
    seasonSettings.values.contains {
      ($0.win ?? points.win, $0.draw ?? points.draw, $0.loss ?? points.loss)
        != (points.win, points.draw, points.loss)
    }
  }

  /// A player's all-time points: each season's under its rules, the undated matches' under
  /// the top-level `points`, from their all-time record and their record in each season.
  public func allTimePoints(_ allTime: Record, seasons: [Season: Record]) -> Int {
    var total = allTime.points(points)
    guard hasSeasonPoints else { return total }
    for (season, record) in seasons where seasonSettings[season.name] != nil {
      total += record.points(points(in: season)) - record.points(points)
    }
    return total
  }
}

/// The sheet the season books are set for (`bookPaper`), its size in PostScript points.
public enum BookPaper: String, Sendable, Hashable, Encodable, CaseIterable {
  case a4
  case letter

  public var width: Double { self == .a4 ? 595.276 : 612 }
  public var height: Double { self == .a4 ? 841.89 : 792 }
}

/// The day a season starts, "MM-DD" in `site.yml`.
public struct SeasonStart: Sendable, Hashable, Encodable {
  public var month: Int
  public var day: Int

  public init(month: Int, day: Int) {
    self.month = month
    self.day = day
  }

  /// A season starting on 1 January is named by its year only.
  public var isCalendarYear: Bool { month == 1 && day == 1 }
}

/// Points awarded for each result in standings.
public struct PointsRule: Sendable, Hashable, Encodable {
  public var win: Int
  public var draw: Int
  public var loss: Int

  public init(win: Int, draw: Int, loss: Int) {
    self.win = win
    self.draw = draw
    self.loss = loss
  }

  public func points(for result: MatchResult) -> Int {
    switch result {
    case .win: win
    case .draw: draw
    case .loss: loss
    }
  }
}

/// A group's own names for its sides ("Bibs" and "Non-bibs").
public struct TeamNames: Sendable, Hashable, Encodable {
  public var a: String
  public var b: String

  public init(a: String, b: String) {
    self.a = a
    self.b = b
  }
}

/// How much of a player's name the site shows: the name as written, the first word and the
/// initial of the last ("Ana L."), or the first word alone.
public enum NamePolicy: String, Sendable, Encodable, CaseIterable {
  case full
  case firstAndInitial = "first-and-initial"
  case first
}

/// A player's name as the site shows it, set by hand in `displayNames`.
public struct DisplayName: Sendable, Hashable, Encodable {
  public var playerID: Int
  public var name: String

  public init(playerID: Int, name: String) {
    self.playerID = playerID
    self.name = name
  }
}
