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

  public init() {}
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
