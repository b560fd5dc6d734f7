import Foundation

/// What the fuzz targets (`make fuzz`) run on arbitrary bytes: the same code a build runs
/// on untrusted files. Each must return normally for any input.
public enum FuzzEntryPoints {
  /// The bytes as players.json and as gathers.json, then statistics and ratings.
  public static func exports(_ data: Data) -> Int {
    var diagnostics = Diagnostics()
    var players: [Int: Player] = [:]
    if case .success(let document) = JSONDocumentReader.read(
      data, file: "players.json", as: PlayerRow.self)
    {
      players = PlayersLoader(file: "players.json").load(document, into: &diagnostics)
    }
    var gathers: [Gather] = []
    if case .success(let document) = JSONDocumentReader.read(
      data, file: "gathers.json", as: GatherRow.self)
    {
      gathers = GathersLoader(file: "gathers.json", players: players).load(
        document, into: &diagnostics)
    }
    let league = League(players: players, gathers: gathers)
    let facts = LeagueFactsInteractor.facts(for: league, config: SiteConfig())
    let router = Router(facts: facts, pages: [])
    let paths =
      league.gathers.indices.map { router.outputPath(.match(index: $0)) }
      + league.players.keys.map { router.outputPath(.player(id: $0)) }
    precondition(
      paths.allSatisfy { OutputWriter.isSafeRelativePath($0) }, "an output path leaves the site")
    return diagnostics.all.count + facts.allTimeStandings.count + facts.ratings.current.count
  }

  /// The bytes as a Markdown page with front matter, rendered safely and unsafely, and as
  /// data escaped for Markdown and HTML.
  public static func markdown(_ data: Data) -> Int {
    let text = String(decoding: data, as: UTF8.self)
    var diagnostics = Diagnostics()
    let matter = FrontMatter.parse(text, file: "page.md", into: &diagnostics)
    let safe = CommonMark.html(matter.body, allowRawHTML: false)
    let unsafe = CommonMark.html(matter.body, allowRawHTML: true)
    let escaped = CommonMark.html("x " + MarkdownContentType.escape(text), allowRawHTML: true)
    precondition(!escaped.contains("<script"), "escaped data became markup")
    precondition(
      !HTMLEscapingContentType.escape(text).contains("<"), "HTML escaping let a < through")
    _ = Slug.make(text)
    return safe.count + unsafe.count + escaped.count + diagnostics.all.count
  }
}
