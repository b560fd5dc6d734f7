import Foundation
import GatherSiteCore

/// Every file of the site, in the order they are made: named groups of files, each file
/// with its route and a way to make it. Made from the facts, the presenters and the
/// router; the plan makes nothing until a file's source is called, so that a large site is
/// made a few files at a time, and a file the build finds already made is not made at all.
struct SitePlan: Sendable {
  /// What makes a file, and so what it is made from.
  enum Source: Sendable {
    /// A page for the View, made from the site (the exports, the settings, the theme and
    /// the organiser's page titles) and the organiser's Markdown it reads; `nil` when the
    /// content holds no such page.
    case page(@Sendable (inout OrganiserContent) -> PresentedPage?)
    /// A document made from the site alone.
    case document(@Sendable () -> Data)
    /// A share card, made from the site and drawn from what it says.
    case card(@Sendable () -> ShareCardViewModel)
    /// A file copied as it is: a theme asset or a static file.
    case copy(@Sendable () throws -> Data)
    /// A file the build made before the plan, or found made (a match photo's reduced copy,
    /// a season's book).
    case made(MadeFile)
  }

  /// One file: where it goes, what makes it, and what to call its maker in a conflict
  /// (the group's name when `nil`).
  struct File: Sendable {
    var route: Route
    var source: Source
    var origin: String?
  }

  /// A named group of files: how many, and how to make each.
  struct Group: Sendable {
    var name: String
    var count: Int
    /// Whether its files are made after every other group's, wherever the group stands in
    /// the plan: many small files, which even out the cores' last gaps.
    var late = false
    var file: @Sendable (Int) throws -> File
  }

  let groups: [Group]
  /// Work to do beside the first files, before a file needs it: the calendars' shared
  /// events, when the calendars are to be made (see `init`).
  let ahead: @Sendable () -> Void

  /// The most gathers whose calendar events are made ahead (see `init`).
  static let eventsAheadLimit = 20_000

  /// The plan of the site: a group for each kind of file in `PageRegistry`, in its order.
  /// With `calendarsChange`, the calendars' shared events are made `ahead`, beside the
  /// first files, rather than when the first calendar asks. `photos` are the match photos'
  /// reduced copies and `books` the season books, made already.
  init(
    input: SiteInput, presentation context: PresentationContext, themeAssets: [String: Data],
    calendarsChange: Bool = false, photos: PhotoCopies = .none,
    books: SeasonBookFiles = .none
  ) {
    // Every dated gather's event, shared by the league's and the players' calendars: made
    // when the first calendar is, or, for a league of up to `eventsAheadLimit` gathers,
    // ahead when calendars will be made (made by the first calendar, they kept the other
    // cores waiting). In a larger league they would be made beside the largest data
    // files and add to the build's peak memory (80 MB at 100,000 gathers).
    let calendars = CalendarPresenter(context: context)
    let events = Deferred { calendars.events() }
    let early = calendarsChange && context.facts.league.gathers.count <= Self.eventsAheadLimit
    ahead = { if early { _ = events.value } }
    // The data files are written by the build's writer, held equal to `JSONEncoder`.
    let site = SitePresenters(
      context: context, pages: input.pages, themeAssets: Array(themeAssets.keys),
      staticFiles: input.staticFiles, events: { events.value }, dataWriter: DataFileWriter.bytes,
      photos: photos.reduced, books: books.books)
    let staticFiles = input.staticFiles
    groups = PageRegistry.all.map { declaration in
      let routes = declaration.routes(site)
      return Group(name: declaration.name, count: routes.count, late: declaration.late) {
        index in
        let route = routes[index]
        let origin = declaration.origin(site, route)
        switch declaration.maker {
        case .page(let present):
          return File(
            route: route, source: .page { present(site.pages, route, &$0) }, origin: origin)
        case .document(let write):
          return File(route: route, source: .document { write(site, route) }, origin: origin)
        case .card:
          guard let (file, card) = site.cards.file(for: route) else {
            throw BuildError.step(name: declaration.name, message: "no card for \(route)")
          }
          return File(route: file, source: .card { card }, origin: origin)
        case .made:
          let path = context.router.outputPath(route)
          guard let made = photos.files[path] ?? books.files[path] else {
            throw BuildError.step(name: declaration.name, message: "nothing made at \(path)")
          }
          return File(route: route, source: .made(made), origin: origin)
        case .copy:
          switch route {
          case .staticFile(let path) where staticFiles[path] != nil:
            let path = staticFiles[path]!.path
            return File(
              route: route, source: .copy { try FileOperations.read(path) }, origin: origin)
          case .asset(let name) where themeAssets[name] != nil:
            let bytes = themeAssets[name]!
            return File(route: route, source: .copy { bytes }, origin: origin)
          default:
            throw BuildError.step(name: declaration.name, message: "nothing to copy to \(route)")
          }
        }
      }
    }
  }
}
