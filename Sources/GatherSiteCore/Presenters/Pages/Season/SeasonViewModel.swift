/// One season: standings, awards and every result.
struct SeasonViewModel: Sendable, Encodable {
  var title: String
  var summary: String
  var standings: TableViewModel
  var awards: [AwardViewModel]
  var minimumGames: String
  var results: TableViewModel
  var previous: LinkViewModel?
  var next: LinkViewModel?
}
