/// One player's page: profile, record, form, streaks, pairings and every appearance.
struct PlayerViewModel: Sendable {
  var title: String
  var name: String
  /// The header's avatar: the first letters of the first and last words of the name.
  var initials: String
  /// "46 matches played · 23 W · 8 D · 15 L", for a player with games.
  var summary: String?
  var facts: [FactViewModel]
  /// "18.42 (μ 26.10, σ 2.56), 3rd of 24 rated players", for rated players.
  var rating: String?
  var ratingsHref: String
  var calendarHref: String
  var chart: ChartViewModel?
  var hasGames: Bool
  var record: TableViewModel
  /// The last five results, oldest first: a letter each, with its result's class.
  var form: [FormMark]
  var streaks: TableViewModel
  /// The player awards won in finished seasons: "Champion, Season 2023-24".
  var cabinet: [LinkViewModel]
  /// The all-time records the player holds, beside the cabinet.
  var recordsHeld: [LinkViewModel]
  var hasRecordsHeld: Bool
  var seasons: TableViewModel
  /// Goals, assists and player-of-the-match awards by season and all time, when a
  /// write-up's details give the player any match with recorded scorers or an award.
  var goals: TableViewModel?
  /// The best partner and the toughest opponent, where there are any.
  var standouts: [PairStandoutViewModel]
  var pairsHref: String
  var teammates: TableViewModel
  var opponents: TableViewModel
  /// "Players shared with in at least 3 games."
  var sharedNote: String
  /// "Calendar of Ana Lima's matches (iCalendar)".
  var calendarText: String
  /// The text for the group chat, which links the player by their permanent address.
  var share: ShareTextViewModel
  var appearances: TableViewModel
}

/// "Best partner: Ana Lima (won 7 of 10, 70%)": one line naming another player.
struct PairStandoutViewModel: Sendable {
  var label: String
  var name: String
  /// The other player's page; `nil` when the names rule shows no link.
  var href: String?
  var detail: String
}

/// One result of a player's form: its letter in the site's language ("W") and its class
/// ("win", "draw" or "loss"), so that a theme can colour it while the letter still reads.
struct FormMark: Sendable {
  var letter: String
  var result: String
}
