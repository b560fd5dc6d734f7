/// What `check` says about share cards before they are drawn: names with characters that no
/// installed font has (they would be drawn as boxes), and a site still at the example
/// address (chat apps fetch a card by its absolute URL).
public enum ShareCardWarnings {
  public static func check(
    _ input: SiteInput, fonts: FontCoverage, into diagnostics: inout Diagnostics
  ) {
    let config = input.config
    if config.baseURL.absoluteString == SiteConfig.exampleBaseURL {
      diagnostics.warning(
        "site.yml", "baseURL",
        "\(JSONValue.quote(SiteConfig.exampleBaseURL)) is the example address; set the site's "
          + "own, which feeds, the sitemap and link previews in chats need")
    }
    guard config.shareCards else { return }
    func report(_ file: String, _ path: String, _ what: String, _ text: String) {
      let missing = fonts.missing(in: text)
      guard !missing.isEmpty else { return }
      let listed = missing.prefix(5).map { scalar in
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + " "
          + String(scalar)
      }
      diagnostics.warning(
        file, path,
        "\(what) \(JSONValue.quote(text)) has characters that no installed font has ("
          + listed.joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
          + "), which share cards would draw as boxes; install a font that has them "
          + "(fonts-noto-cjk for Chinese, Japanese and Korean)")
    }
    report("site.yml", "title", "the title", config.title)
    if let teams = config.teamNames {
      report("site.yml", "teamNames.a", "the name", teams.a)
      report("site.yml", "teamNames.b", "the name", teams.b)
    }
    for player in input.league.players.values.sorted(by: { $0.id < $1.id })
    where !config.unlisted.contains(player.id) {
      report("data/players.json", "players", "player \(player.id)'s shown name", player.name)
    }
  }
}
