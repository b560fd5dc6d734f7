/// How the ratings' pre-match probabilities held up: for each season and all time, how
/// often the favourite won, drew and lost, and the Brier score; and, over all time, how
/// the favourite's probability compared with what happened (calibration).
///
/// A rated match is one the ratings replay rates. p_A is Team A's pre-match chance as the
/// match page shows it (`MatchRating.probabilityA`). A match is even when
/// |p_A − 0.5| < 1e-12; otherwise the favourite is the side given more.
public struct PredictionRecord: Sendable, Equatable {
  /// The tally of a set of rated matches.
  public struct Tally: Sendable, Equatable {
    public var rated = 0
    public var even = 0
    public var favouriteWon = 0
    public var drawn = 0
    public var favouriteLost = 0
    /// The sum of (p_A − o_A)², o_A being 1, 0.5 or 0 for an A win, a draw or a B win.
    var squaredErrors = 0.0

    /// The Brier score: the mean of (p_A − o_A)² over the rated matches; `nil` for none.
    public var brier: Double? { rated > 0 ? squaredErrors / Double(rated) : nil }

    mutating func add(probabilityA: Double, outcome: Outcome) {
      rated += 1
      let resultA = outcome == .teamAWon ? 1.0 : outcome == .draw ? 0.5 : 0.0
      squaredErrors += (probabilityA - resultA) * (probabilityA - resultA)
      guard let favourite = PredictionRecord.favourite(probabilityA) else {
        even += 1
        return
      }
      switch outcome.result(for: favourite) {
      case .win: favouriteWon += 1
      case .draw: drawn += 1
      case .loss: favouriteLost += 1
      }
    }
  }

  /// The matches whose favourite was given a chance in `from..<to` (`...1` for the last):
  /// the mean chance given and the mean result, a win counting 1 and a draw 0.5.
  public struct Bucket: Sendable, Equatable {
    public var from: Double
    public var to: Double
    public var matches: Int
    public var predicted: Double
    public var actual: Double
  }

  public var allTime = Tally()
  /// The seasons with rated matches, in order.
  public var seasons: [(season: Season, tally: Tally)] = []
  /// The buckets [0.5, 0.6), [0.6, 0.7), [0.7, 0.8), [0.8, 0.9) and [0.9, 1.0] that hold a
  /// match, even matches left out.
  public var calibration: [Bucket] = []

  public static func == (l: PredictionRecord, r: PredictionRecord) -> Bool {
    l.allTime == r.allTime && l.calibration == r.calibration
      && l.seasons.map(\.season) == r.seasons.map(\.season)
      && l.seasons.map(\.tally) == r.seasons.map(\.tally)
  }

  /// The edges of the calibration's buckets.
  static let bounds = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0]

  /// The side given more than an even chance; `nil` for an even match.
  static func favourite(_ probabilityA: Double) -> Team? {
    abs(probabilityA - 0.5) < 1e-12 ? nil : probabilityA > 0.5 ? .a : .b
  }

  /// The record of the league's rated matches, in play order.
  static func record(ratings: LeagueRatings, league: League, seasonOfGather: [Season?])
    -> PredictionRecord
  {
    var record = PredictionRecord()
    var bySeason: [Season: Tally] = [:]
    var buckets = Array(repeating: (matches: 0, predicted: 0.0, actual: 0.0), count: 5)
    for (index, match) in ratings.matches.enumerated() {
      guard let match, let outcome = league.gathers[index].outcome else { continue }
      record.allTime.add(probabilityA: match.probabilityA, outcome: outcome)
      if let season = seasonOfGather[index] {
        bySeason[season, default: Tally()].add(probabilityA: match.probabilityA, outcome: outcome)
      }
      guard let favourite = favourite(match.probabilityA) else { continue }
      let chance = favourite == .a ? match.probabilityA : 1 - match.probabilityA
      let result = outcome.result(for: favourite)
      let bucket = Self.bounds.dropFirst().dropLast().count { chance >= $0 }
      buckets[bucket].matches += 1
      buckets[bucket].predicted += chance
      buckets[bucket].actual += result == .win ? 1 : result == .draw ? 0.5 : 0
    }
    record.seasons = bySeason.keys.sorted().map { ($0, bySeason[$0]!) }
    record.calibration = buckets.indices.filter { buckets[$0].matches > 0 }.map { n in
      let bucket = buckets[n]
      return Bucket(
        from: Self.bounds[n], to: Self.bounds[n + 1], matches: bucket.matches,
        predicted: bucket.predicted / Double(bucket.matches),
        actual: bucket.actual / Double(bucket.matches))
    }
    return record
  }
}
