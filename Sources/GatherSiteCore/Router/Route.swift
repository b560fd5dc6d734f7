/// Every page and file of the site, as the presenters name them.
public enum Route: Hashable, Sendable {
  case home
  case results
  case players
  case allTime
  case ratings
  /// How the ratings' predictions held up.
  case predictions
  /// The partnerships and rivalries with the most games.
  case pairs
  /// The search page, and the index it searches (a script beside it).
  case search
  case searchIndex
  case notFound
  /// The page of the gather at `index` in `League.gathers` (play order).
  case match(index: Int)
  case player(id: Int)
  case season(Season)
  /// Who came to which match in one month of a large season.
  case attendance(Season, AttendanceMonth)
  case page(name: String)
  /// A player's iCalendar file, beside their page.
  case playerCalendar(id: Int)
  /// A season's iCalendar file, beside its page.
  case seasonCalendar(Season)
  /// The rating changes of a season's matches (`nil`: of the undated ones).
  case ratingsHistory(Season?)
  /// Standings as CSV: all time (`nil`) or one season's.
  case standingsCSV(Season?)
  /// The Atom feed of results.
  case feed
  /// The league's iCalendar file.
  case leagueCalendar
  /// The sitemap (`nil`), or one numbered part of a sitemap too large for one file.
  case sitemap(part: Int?)
  case robots
  /// One of the machine-readable files under `data/`.
  case data(DataFile)
  /// A page's share card, `cards/NAME.png` (see `Router.card`).
  case card(String)
  /// A file of the theme, such as `style.css`, under `assets/`.
  case asset(String)
  /// A file copied from the content's `static/` folder, at its path there.
  case staticFile(String)
  /// A file at a path of its own: a test's.
  case file(String)
}

/// The machine-readable files under `data/`.
public enum DataFile: String, Sendable, CaseIterable {
  case players, matches, standings, ratings, predictions, pairs, awards
}
