/// Every page and file of the site, as the presenters name them.
public enum Route: Hashable, Sendable {
  case home
  case results
  case players
  case allTime
  case ratings
  case notFound
  /// The page of the gather at `index` in `League.gathers` (play order).
  case match(index: Int)
  case player(id: Int)
  case season(Season)
  case page(name: String)
  /// A player's iCalendar file, beside their page.
  case playerCalendar(id: Int)
  /// Standings as CSV: all time (`nil`) or one season's.
  case standingsCSV(Season?)
  /// A file at a fixed path in the site, such as `assets/style.css` or `data/players.json`.
  case file(String)
}
