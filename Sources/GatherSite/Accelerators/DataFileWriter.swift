import Foundation
import GatherSiteCore

/// Writes the files under `data/` byte for byte as `DataPresenter.json` (`JSONEncoder`)
/// writes them, several times faster: with the encoder the data files took a quarter of
/// a 10,000-match build's time. Each value of a large file writes its own keys in sorted
/// order; any other value goes to the encoder. `DataFileWriterTests` holds the two equal
/// on every data file of the sample and of generated leagues of both bench shapes.
enum DataFileWriter {
  /// The JSON text of a data file's value.
  @Sendable static func bytes(_ value: any Encodable) -> Data {
    guard let value = value as? any WritesJSON else { return DataPresenter.json(value) }
    var out = JSONBytes(capacity: 1 << 16)
    value.write(to: &out)
    return Data(out.bytes)
  }
}

/// A value of a data file that writes itself as JSON text, keys in sorted order.
protocol WritesJSON {
  func write(to out: inout JSONBytes)
}

extension Array: WritesJSON where Element: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.array(self) { $1.write(to: &$0) }
  }
}

extension PublishedRecord: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.int("{\"assists\":", assists)
    out.int(",\"drawn\":", drawn)
    out.literal(",\"goals\":")
    out.optionalInt(goals)
    out.literal(",\"goalsAgainst\":")
    out.optionalInt(goalsAgainst)
    out.literal(",\"goalsFor\":")
    out.optionalInt(goalsFor)
    out.int(",\"lost\":", lost)
    out.int(",\"played\":", played)
    out.int(",\"playerOfTheMatch\":", playerOfTheMatch)
    out.int(",\"points\":", points)
    out.int(",\"recordedMatches\":", recordedMatches)
    out.int(",\"won\":", won)
    out.literal("}")
  }
}

extension PublishedPlayer: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"allTime\":")
    allTime.write(to: &out)
    out.literal(",\"attendance\":")
    attendance.write(to: &out)
    out.literal(",\"awards\":")
    awards.write(to: &out)
    out.literal(",\"bestPartnerId\":")
    out.optionalInt(bestPartnerId)
    out.int(",\"id\":", id)
    out.literal(",\"name\":")
    out.string(name)
    out.literal(",\"seasons\":")
    out.object(seasons) { $1.write(to: &$0) }
    out.literal(",\"toughestOpponentId\":")
    out.optionalInt(toughestOpponentId)
    out.literal(",\"url\":")
    out.string(url)
    out.literal("}")
  }
}

extension PublishedMatch: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"assists\":")
    assists.write(to: &out)
    out.literal(",\"completedAt\":")
    out.optionalString(completedAt)
    out.literal(",\"finished\":")
    out.bool(finished)
    out.literal(",\"id\":")
    out.string(id)
    out.literal(",\"notes\":")
    notes.write(to: &out)
    out.literal(",\"photo\":")
    out.optionalString(photo)
    out.literal(",\"playerOfTheMatch\":")
    out.array(playerOfTheMatch) { $0.int($1) }
    out.literal(",\"scoreA\":")
    out.optionalInt(scoreA)
    out.literal(",\"scoreB\":")
    out.optionalInt(scoreB)
    out.literal(",\"scorers\":")
    scorers.write(to: &out)
    out.literal(",\"season\":")
    out.optionalString(season)
    out.literal(",\"teamA\":")
    out.array(teamA) { $0.optionalInt($1) }
    out.literal(",\"teamB\":")
    out.array(teamB) { $0.optionalInt($1) }
    out.literal(",\"url\":")
    out.string(url)
    out.literal(",\"venue\":")
    out.optionalString(venue)
    out.literal(",\"winner\":")
    out.optionalString(winner)
    out.literal("}")
  }
}

extension PublishedCount: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{")
    out.string(key)
    out.int(":", count)
    out.literal(",\"playerId\":")
    out.optionalInt(playerId)
    out.literal("}")
  }
}

extension PublishedNote: WritesJSON {
  func write(to out: inout JSONBytes) {
    // "appearances", "daysAway" and "goals" sort before "kind", "length" between "kind"
    // and "playerId".
    if let valueKey, valueKey != "length" {
      out.literal("{")
      out.string(valueKey)
      out.int(":", value)
      out.literal(",\"kind\":")
      out.string(kind)
    } else {
      out.literal("{\"kind\":")
      out.string(kind)
      if valueKey != nil { out.int(",\"length\":", value) }
    }
    out.int(",\"playerId\":", playerId)
    out.literal("}")
  }
}

extension PublishedStanding: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.int("{\"drawn\":", drawn)
    out.literal(",\"goalDifference\":")
    out.optionalInt(goalDifference)
    out.literal(",\"goalsAgainst\":")
    out.optionalInt(goalsAgainst)
    out.literal(",\"goalsFor\":")
    out.optionalInt(goalsFor)
    out.int(",\"lost\":", lost)
    out.literal(",\"name\":")
    out.string(name)
    out.int(",\"played\":", played)
    out.int(",\"playerId\":", playerId)
    out.int(",\"points\":", points)
    out.int(",\"position\":", position)
    out.int(",\"won\":", won)
    out.literal("}")
  }
}

extension PublishedStandings: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"allTime\":")
    allTime.write(to: &out)
    out.literal(",\"seasons\":")
    out.object(seasons) { $1.write(to: &$0) }
    out.literal("}")
  }
}

extension PublishedRatings: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"historyFiles\":")
    out.array(historyFiles) { out, file in
      out.literal("{\"season\":")
      out.optionalString(file.season)
      out.literal(",\"url\":")
      out.string(file.url)
      out.literal("}")
    }
    out.double(",\"model\":{\"beta\":", model.beta)
    out.literal(",\"fitted\":")
    out.literal(model.fitted ? "true" : "false")
    out.double(",\"kappa\":", model.kappa)
    out.int(",\"matches\":", model.matches)
    out.double(",\"mu\":", model.mu)
    out.literal(",\"schedule\":")
    out.array(model.schedule) { out, step in
      out.int("{\"after\":", step.after)
      out.double(",\"beta\":", step.beta)
      out.literal("}")
    }
    out.double(",\"sigma\":", model.sigma)
    out.double(",\"tau\":", model.tau)
    out.literal("}")
    out.literal(",\"players\":")
    out.array(players) { out, player in
      out.int("{\"matches\":", player.matches)
      out.double(",\"mu\":", player.mu)
      out.double(",\"ordinal\":", player.ordinal)
      out.int(",\"playerId\":", player.playerId)
      out.double(",\"sigma\":", player.sigma)
      out.literal("}")
    }
    out.literal("}")
  }
}

extension PublishedRatingHistory: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"history\":")
    out.array(history) { out, change in
      out.literal("{\"gatherId\":")
      out.string(change.gatherId)
      out.double(",\"muAfter\":", change.muAfter)
      out.double(",\"muBefore\":", change.muBefore)
      out.int(",\"playerId\":", change.playerId)
      out.double(",\"sigmaAfter\":", change.sigmaAfter)
      out.double(",\"sigmaBefore\":", change.sigmaBefore)
      out.literal("}")
    }
    out.literal(",\"season\":")
    out.optionalString(season)
    out.literal("}")
  }
}

extension PublishedPairs: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"partnerships\":")
    partnerships.write(to: &out)
    out.literal(",\"rivalries\":")
    rivalries.write(to: &out)
    out.literal("}")
  }
}

extension PublishedPair: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.int("{\"drawn\":", drawn)
    out.int(",\"lost\":", lost)
    out.int(",\"played\":", played)
    out.literal(",\"playerIds\":")
    out.array(playerIds) { $0.int($1) }
    out.int(",\"won\":", won)
    out.literal("}")
  }
}

extension PublishedAttendance: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.int("{\"of\":", of)
    out.int(",\"played\":", played)
    out.literal(",\"season\":")
    out.string(season)
    out.literal("}")
  }
}

extension PublishedCabinetEntry: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"award\":")
    out.string(award)
    out.literal(",\"season\":")
    out.string(season)
    out.literal("}")
  }
}

extension PublishedAward: WritesJSON {
  func write(to out: inout JSONBytes) {
    out.literal("{\"award\":")
    out.string(award)
    out.literal(",\"final\":")
    out.bool(final)
    out.literal(",\"gatherId\":")
    out.optionalString(gatherId)
    out.literal(",\"playerIds\":")
    out.array(playerIds) { $0.int($1) }
    out.literal(",\"season\":")
    out.optionalString(season)
    out.double(",\"value\":", value)
    out.literal("}")
  }
}
