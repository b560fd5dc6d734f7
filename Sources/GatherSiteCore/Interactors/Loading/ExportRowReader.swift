import Foundation

/// How the rows of the two exports are read from their bytes. `JSONDecoder` is the
/// reference. A faster reader (the build gives one, from `ExportScanning`) must read a file
/// into exactly the rows `JSONDecoder` reads from it, or give `nil` and leave the file to
/// `JSONDecoder`; its rows are used as they are, so `ScannedExportsTests` holds it to the
/// decoder on the sample, generated leagues and the fuzz corpus.
public struct ExportRowReader: Sendable {
  public var players: @Sendable (Data) -> [Lenient<PlayerRow>]?
  public var gathers: @Sendable (Data) -> [Lenient<GatherRow>]?

  public init(
    players: @escaping @Sendable (Data) -> [Lenient<PlayerRow>]?,
    gathers: @escaping @Sendable (Data) -> [Lenient<GatherRow>]?
  ) {
    self.players = players
    self.gathers = gathers
  }

  /// `JSONDecoder` alone.
  public static let decoder = ExportRowReader(players: { _ in nil }, gathers: { _ in nil })
}
