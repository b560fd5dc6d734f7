import Foundation

/// The presenters of every file of the site, made once for a build, and what the site
/// holds of each kind of page: its listed players, seasons, attendance months, the
/// organiser's pages, the theme's assets and the static files. `PageRegistry` lists and
/// makes the site's files from this.
public struct SitePresenters: Sendable {
  public let context: PresentationContext
  public let pages: PagesPresenter
  let data: DataPresenter
  let calendars: CalendarPresenter
  /// Every dated gather's calendar event, shared by the league's, the seasons' and the
  /// players' calendars: the build decides when they are made, and makes them once.
  let events: @Sendable () -> [CalendarPresenter.Event?]
  public let cards: ShareCardPresenter
  /// Players who asked not to appear get no page and no calendar.
  let listedPlayers: [Player]
  let seasons: [Season]
  let attendanceMonths: [(season: Season, month: AttendanceMonth)]
  /// The organiser's pages, without their Markdown (read by the page that shows one).
  let organiserPages: [ContentPage]
  let assetNames: [String]
  let staticFiles: [String: URL]
  /// The match photos' reduced copies that the build made.
  let photos: ReducedPhotos
  /// The season books that the build drew.
  let books: SeasonBooks

  /// `events` makes the calendars' events (by default, for each calendar), and `dataWriter`
  /// writes the data files' JSON (by default, `JSONEncoder`): the build may bring its own.
  /// `photos` are the match photos' reduced copies the build made, `books` the season books
  /// it drew (none by default).
  public init(
    context: PresentationContext, pages: [ContentPage], themeAssets: [String],
    staticFiles: [String: URL], events: (@Sendable () -> [CalendarPresenter.Event?])? = nil,
    dataWriter: @escaping DataPresenter.Writer = DataPresenter.json,
    photos: ReducedPhotos = .none, books: SeasonBooks = .none
  ) {
    self.context = context
    let facts = context.facts
    organiserPages = pages.map(\.heading)
    let calendars = CalendarPresenter(context: context)
    self.calendars = calendars
    self.events = events ?? { calendars.events() }
    data = DataPresenter(context: context, writer: dataWriter)
    cards = ShareCardPresenter(context: context)
    listedPlayers = facts.league.playersByName.filter { facts.isListed($0.id) }
    seasons = facts.seasons
    attendanceMonths = facts.seasons.flatMap { season in
      (facts.attendance.months[season] ?? []).map { (season, $0.month) }
    }
    assetNames = themeAssets.sorted()
    self.staticFiles = staticFiles
    self.photos = photos
    self.books = books
    self.pages = PagesPresenter(
      context: context, pages: organiserPages, photos: photos, books: books)
  }
}
