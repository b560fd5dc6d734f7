/// Every page and file of the site, as the presenters name them. What each kind of route is
/// (its path, template, presenter, and whether the navigation, the sitemap and the search
/// index list it) is declared once, in `PageRegistry`.
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
  /// A player's permanent address, `players/ID/`: it leads to their page wherever their name
  /// puts it, so that links to it last. Feeds, calendars, chat texts, the search index and
  /// the data files link players by it.
  case playerAddress(id: Int)
  case season(Season)
  /// Who came to which match in one month of a large season.
  case attendance(Season, AttendanceMonth)
  case page(name: String)
  /// A player's iCalendar file, at their permanent address (`players/ID/calendar.ics`), so
  /// that a subscription lasts when their name changes.
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
  /// A page's share card, `cards/NAME.png` (named by `ShareCardPresenter.file(for:)`).
  case card(String)
  /// A match photo's reduced copy for `og:image`, `photos/NAME.jpg` (named by
  /// `ReducedPhotos.copy(of:)`).
  case photo(String)
  /// A season's book, the PDF `seasons/NAME/season-NAME.pdf`.
  case book(Season)
  /// A file of the theme, such as `style.css`, under `assets/`.
  case asset(String)
  /// A file copied from the content's `static/` folder, at its path there.
  case staticFile(String)

  /// The kinds of route, in the order the build makes their files: the largest files
  /// first, while little else is in memory; then the pages; then the small files.
  public enum Kind: Int, CaseIterable, Sendable {
    case data, ratingsHistory, feed, leagueCalendar, seasonCalendar, playerCalendar
    case home, match, results, player, players, season, attendance, allTime, ratings
    case predictions, pairs, search, searchIndex, page, notFound
    case card, photo, book, playerAddress, standingsCSV, sitemap, robots, asset, staticFile
  }

  /// The route's kind, whose declaration in `PageRegistry` says what it is.
  public var kind: Kind {
    switch self {
    case .home: .home
    case .results: .results
    case .players: .players
    case .allTime: .allTime
    case .ratings: .ratings
    case .predictions: .predictions
    case .pairs: .pairs
    case .search: .search
    case .searchIndex: .searchIndex
    case .notFound: .notFound
    case .match: .match
    case .player: .player
    case .playerAddress: .playerAddress
    case .season: .season
    case .attendance: .attendance
    case .page: .page
    case .playerCalendar: .playerCalendar
    case .seasonCalendar: .seasonCalendar
    case .ratingsHistory: .ratingsHistory
    case .standingsCSV: .standingsCSV
    case .feed: .feed
    case .leagueCalendar: .leagueCalendar
    case .sitemap: .sitemap
    case .robots: .robots
    case .data: .data
    case .card: .card
    case .photo: .photo
    case .book: .book
    case .asset: .asset
    case .staticFile: .staticFile
    }
  }
}

/// The machine-readable files under `data/`.
public enum DataFile: String, Sendable, CaseIterable {
  case players, matches, standings, ratings, predictions, pairs, awards
}
