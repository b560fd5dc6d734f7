import Foundation
import GatherSiteCore

/// `gather-site add`: one match from its text (`ChatReader`), checked, shown as the site
/// will show it, then appended to the exports.
///
/// It promises:
/// - names are players as `PlayerNames.resolve` finds them; a new player only when the
///   text marks the name with "(new)" or `newPlayers` names it, with the next free id;
///   "Guest" a guest (the first id of `guests` in site.yml);
/// - errors, each naming the line, for a line it cannot read, a name that is no one or
///   several players, a player named twice or on both sides, goals, assists or a player of
///   the match outside the line-ups, and a likely duplicate (a match of the same day with
///   the same line-ups, unless `allowDuplicate`); a warning for listed goals over a side's
///   score, as `check` gives; then the exports as changed are checked as a build checks
///   them, and what that finds about the new match is said too;
/// - a new player's id comes after every id in use (players, guests, unlisted and deleted
///   players, display names);
/// - nothing is written by `plan`; `write` appends the gather to `data/gathers.json` (a new
///   id, `completedAt` in UTC from the site's time zone, or the bare day), new players to
///   `data/players.json`, and the details to `matches/ID.md`'s front matter, all or none
///   (`ImportWriter`), keeping every byte of the exports that was there.
public enum AddImporter {
  /// The longest text read: a match is a few lines.
  public static let maximumBytes = ChatReader.maximumBytes

  /// What to add, and where.
  public struct Request: Sendable {
    /// The text of the match.
    public var text: String
    /// What messages call the text: its file, or "standard input".
    public var source: String
    /// The site's content folder.
    public var content: String
    /// The templates folder overriding the built-in theme (its catalogues), if any.
    public var templates: URL?
    /// Names to add as new players.
    public var newPlayers: [String] = []
    /// Add it even when a match of the same day has the same line-ups.
    public var allowDuplicate = false
    /// The moment "today" and "yesterday" count from.
    public var now = Date()
    /// The site's address, replacing `baseURL` of site.yml in the match's address.
    public var baseURL: String?

    public init(text: String, source: String, content: String, templates: URL? = nil) {
      self.text = text
      self.source = source
      self.content = content
      self.templates = templates
    }
  }

  /// What `write` does, and what the site will show.
  public struct Plan: Sendable {
    /// The match as its page's text for the group chat gives it.
    public var preview: [String]
    /// The new gather's id.
    public var matchID: String
    /// The address of its page.
    public var address: String
    /// New players, by name.
    public var newPlayers: [String]
    let changes: [ImportWriter.Change]
    let writer: ImportWriter
    /// The exports as the plan read them: a file changed since is not overwritten.
    let read: [String: Data?]
  }

  /// The plan for `request`, and what checking it found; nil when there is an error.
  public static func plan(_ request: Request) -> (Plan?, [Diagnostic]) {
    var found = Diagnostics()
    let content = URL(fileURLWithPath: request.content)
    let dataFolder = content.appendingPathComponent("data").path
    let matchesFolder = content.appendingPathComponent("matches").path
    let writer = ImportWriter(folder: dataFolder, allowed: [matchesFolder, content.path])
    do throws(Diagnostic) {
      try writer.recover()
    } catch {
      return (nil, [error])
    }
    let loader = ContentLoader(contentDirectory: content)
    // What the site already has is the build's to say; only errors stop `add`.
    var siteFound = Diagnostics()
    var input = loader.load(into: &siteFound)
    if let baseURL = request.baseURL { input.overrideBaseURL(baseURL, &siteFound) }
    guard siteFound.errors.isEmpty else {
      return (
        nil,
        siteFound.errors + [
          Diagnostic(
            .error, file: request.content, "has errors (above); mend them, then add the match")
        ]
      )
    }
    let wordings: (Wording, Wording)
    do throws(Diagnostic) {
      wordings = try wording(input.config, templates: request.templates)
    } catch {
      return (nil, [error])
    }
    let (wording, english) = wordings
    let reader = ChatReader(
      file: request.source, wording: wording, english: english,
      teamNames: input.config.teamNames, timeZone: input.config.timeZone, now: request.now)
    let (match, readFound) = reader.read(request.text)
    for diagnostic in readFound { found.append(diagnostic) }
    guard found.errors.isEmpty else { return (nil, found.all) }
    let playersPath = (dataFolder as NSString).appendingPathComponent("players.json")
    let gathersPath = (dataFolder as NSString).appendingPathComponent("gathers.json")
    let playersData = FileManager.default.contents(atPath: playersPath)
    let gathersData = FileManager.default.contents(atPath: gathersPath)
    let exports = ContentLoader.Exports(
      players: playersData, gathers: gathersData, guests: input.config.guests,
      timeZone: input.config.timeZone)
    let exportsLeague = loader.league(of: exports).league
    let full = exportsLeague.players.mapValues(\.name)
    // A new player's id is after every id in use: players', guests', unlisted and deleted
    // players' (those the line-ups name), and display names'.
    let used =
      Array(full.keys) + input.config.guests + input.config.unlisted
      + input.config.displayNames.map(\.playerID)
      + exportsLeague.gathers.flatMap { $0.teamA + $0.teamB + $0.slips }
    var resolver = MatchResolver(
      names: PlayerNames(
        full: full, shown: input.league.players.mapValues(\.name),
        display: Dictionary(
          input.config.displayNames.map { ($0.playerID, $0.name) }, uniquingKeysWith: { a, _ in a }),
        guestWords: [wording[.playerGuest], english[.playerGuest]]),
      file: request.source, guest: input.config.guests.first,
      newNames: Set(request.newPlayers.map(TypedText.fold)),
      nextID: (used.max() ?? 0) + 1)
    resolver.deleted = [wording, english].compactMap {
      ChatPattern($0, .playerUnknown, values: ["id"], patterns: ["id": "[0-9]{1,18}"])
    }
    let resolved = resolver.resolve(
      match, sides: ResultText(wording: wording, teamNames: input.config.teamNames))
    for diagnostic in resolver.found { found.append(diagnostic) }
    for name in resolver.unusedNewNames(request.newPlayers) {
      found.warning(
        request.source, nil, "--new-player \(JSONValue.quote(name)): the text never names them")
    }
    if let date = match.date,
      date.isoDay > ISODate.dayString(from: request.now, in: input.config.timeZone)
    {
      found.append(
        Diagnostic(
          .warning, file: request.source, position: match.dateLine.map(String.init),
          "the date, \(date.isoDay), is in the future; is it the right year?"))
    }
    guard found.errors.isEmpty, let resolved else { return (nil, found.all) }
    if !request.allowDuplicate,
      let duplicate = duplicate(of: resolved, in: input, wording: wording)
    {
      found.append(
        Diagnostic(
          .error, file: request.source, position: match.resultLine.map(String.init),
          "looks like a match already there: \(duplicate), with the same day and the same line-ups; if it is another match, add it with --allow-duplicate"
        ))
      return (nil, found.all)
    }
    let id = UUID().uuidString
    let entry = gatherEntry(resolved, id: id, gathers: gathersData, config: input.config)
    var changes: [ImportWriter.Change] = []
    let newGathers: Data
    var newPlayers = playersData
    do throws(Diagnostic) {
      newGathers = try ExportAppender.append(entry, to: gathersData, file: gathersPath)
      changes.append(ImportWriter.Change(path: gathersPath, contents: newGathers))
      for player in resolver.added {
        newPlayers = try ExportAppender.append(
          [("id", .int(player.id)), ("name", .string(player.name))], to: newPlayers,
          file: playersPath)
      }
      if !resolver.added.isEmpty {
        changes.append(ImportWriter.Change(path: playersPath, contents: newPlayers))
      }
      let writeUp = (matchesFolder as NSString).appendingPathComponent("\(id).md")
      if case .write(let data) = try WriteUpEditor.edit(
        nil, file: writeUp, details: resolved.writeUpDetails)
      {
        changes.append(ImportWriter.Change(path: writeUp, contents: data))
      }
    } catch {
      return (nil, found.all + [error])
    }
    // The exports as changed, checked as a build checks them.
    let loaded = loader.league(
      of: ContentLoader.Exports(
        players: newPlayers, gathers: newGathers, guests: input.config.guests,
        timeZone: input.config.timeZone))
    let row = "gathers[\(countEntries(gathersData))]"
    for diagnostic in loaded.diagnostics
    where diagnostic.path?.hasPrefix(row) == true {
      found.append(diagnostic)
    }
    guard found.errors.isEmpty else { return (nil, found.all) }
    var league = loaded.league
    var ignored = Diagnostics()
    ShownNames.apply(input.config, to: &league, &ignored)
    guard let index = league.gathers.firstIndex(where: { $0.id == id }) else {
      found.error(gathersPath, nil, "the new match could not be read back; nothing was written")
      return (nil, found.all)
    }
    let router = Router(league: league, config: input.config, pages: input.pages)
    let address = router.url(.match(index: index))
    let unlisted = Set(input.config.unlisted).union(input.config.guests)
    let chat = ChatText(
      wording: wording, results: ResultText(wording: wording, teamNames: input.config.teamNames),
      dates: DateText(timeZone: input.config.timeZone, wording: wording))
    let preview = chat.lines(
      league.gathers[index], details: resolved.details,
      name: { id in
        unlisted.contains(id) ? wording[.playerGuest] : league.players[id]?.name ?? "#\(id)"
      }, address: address)
    return (
      Plan(
        preview: preview, matchID: id, address: address,
        newPlayers: resolver.added.map(\.name), changes: changes, writer: writer,
        read: [playersPath: playersData, gathersPath: gathersData]),
      found.all
    )
  }

  /// Writes what `plan` holds, all or nothing; nothing when an export changed since `plan`
  /// read it.
  public static func write(_ plan: Plan) -> [Diagnostic] {
    for (path, data) in plan.read where FileManager.default.contents(atPath: path) != data {
      return [
        Diagnostic(
          .error, file: path,
          "changed while the match waited to be added; nothing was written: run add again")
      ]
    }
    do throws(Diagnostic) {
      try plan.writer.commit(plan.changes)
      return []
    } catch {
      return [error]
    }
  }

  /// The site's wording and English, from the theme's catalogues.
  private static func wording(_ config: SiteConfig, templates: URL?) throws(Diagnostic)
    -> (Wording, Wording)
  {
    let theme: Theme
    do {
      theme = try Theme.load(overriding: templates)
    } catch {
      throw Diagnostic(.error, file: templates?.path ?? "Templates", "\(error)")
    }
    let loader = WordingLoader(
      builtIn: theme.catalogues, site: theme.siteCatalogues,
      siteFolder: templates?.lastPathComponent ?? "Templates")
    var diagnostics = Diagnostics()
    guard
      let wording = loader.wording(
        language: config.language, sidesNamed: config.teamNames != nil, into: &diagnostics),
      let english = loader.wording(language: "en", into: &diagnostics)
    else {
      throw diagnostics.errors.first
        ?? Diagnostic(.error, file: "site.yml", "language cannot be read")
    }
    return (wording, english)
  }

  /// A match already there on the same day with the same line-ups: its headline, date and
  /// address.
  private static func duplicate(of match: ResolvedMatch, in input: SiteInput, wording: Wording)
    -> String?
  {
    let days = DateText(timeZone: input.config.timeZone)
    let texts = DateText(timeZone: input.config.timeZone, wording: wording)
    let results = ResultText(wording: wording, teamNames: input.config.teamNames)
    let guests = Set(input.config.guests)
    let lineup = { (ids: [Int]) in Set(ids.filter { !guests.contains($0) }) }
    let a = lineup(match.teamA)
    let b = lineup(match.teamB)
    let day = match.date?.isoDay
    for (index, gather) in input.league.gathers.enumerated()
    where days.day(gather.completedAt) == day {
      let (x, y) = (Set(gather.teamA), Set(gather.teamB))
      if (x == a && y == b) || (x == b && y == a) {
        let router = Router(league: input.league, config: input.config, pages: input.pages)
        return
          "\(results.headline(gather)) · \(texts.short(gather.completedAt)) (\(router.url(.match(index: index))))"
      }
    }
    return nil
  }

  /// How many entries `gathers` has: the new gather's place in it.
  private static func countEntries(_ gathers: Data?) -> Int {
    guard let gathers, let array = try? JSONSerialization.jsonObject(with: gathers) as? [Any]
    else { return 0 }
    return array.count
  }

  /// The new gather as the app writes one: its keys in the app's order, the score written
  /// as the file's last score is, and the `userId` of the file's last gather that has one.
  private static func gatherEntry(
    _ match: ResolvedMatch, id: String, gathers: Data?, config: SiteConfig
  ) -> [(String, ExportAppender.Value)] {
    let text = gathers.flatMap { String(data: $0, encoding: .utf8) } ?? ""
    func last(_ pattern: String) -> String? {
      guard let expression = try? NSRegularExpression(pattern: pattern),
        let found = expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).last,
        let range = Range(found.range(at: 1), in: text)
      else { return nil }
      return String(text[range])
    }
    var entry: [(String, ExportAppender.Value)] = [("id", .string(id))]
    if let user = last(#""userId"\s*:\s*"([^"\\]*)""#) { entry.append(("userId", .string(user))) }
    let separator = last(#""score"\s*:\s*"\d+([:-])\d+""#) ?? "-"
    switch match.result {
    case .score(let a, let b):
      entry.append(("score", .string("\(a)\(separator)\(b)")))
      entry.append(("winnerTeam", .string(a > b ? "Team A" : a < b ? "Team B" : "None")))
    case .winner(let team): entry.append(("winnerTeam", .string(team.rawValue)))
    case .draw: entry.append(("winnerTeam", .string("None")))
    }
    if let date = match.date {
      entry.append(("completedAt", .string(date.csvDate.completedAt(in: config.timeZone))))
    }
    let players: [[(String, ExportAppender.Value)]] =
      match.teamA.map { [("playerId", .int($0)), ("team", .string("Team A"))] }
      + match.teamB.map { [("playerId", .int($0)), ("team", .string("Team B"))] }
    entry.append(("players", .objects(players)))
    return entry
  }

}
