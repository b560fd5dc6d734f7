import Dispatch
import Foundation
import GatherSiteCore
import Synchronization

/// The build's faster reader of the exports' rows (`ExportRowReader`): the array is cut
/// into its elements, and each element is read by `ExportRowScanner` where it has the usual
/// shape, or decoded alone by `JSONDecoder` where not, on every core. It promises the rows
/// `JSONDecoder` reads from the whole file, or `nil` (the file is then decoded whole):
/// `ScannedExportsTests` holds it to that on the sample's exports, on generated leagues of
/// both bench shapes and on the fuzz corpus, and the `exports` fuzz target on every input.
public enum ScannedExports {
  public static let reader = ExportRowReader(
    players: { rows($0, as: PlayerRow.self) }, gathers: { rows($0, as: GatherRow.self) })

  /// How many rows one task reads: enough that waking a core pays.
  static let run = 512

  /// The rows of an array, or `nil` when the text cannot be cut into elements or an element
  /// does not decode.
  static func rows<Row: ScannableRow>(_ data: Data, as row: Row.Type) -> [Lenient<Row>]? {
    guard let elements = JSONArraySplitter.elements(data) else { return nil }
    if elements.count == 1,
      data[data.startIndex + elements[0].lowerBound..<data.startIndex + elements[0].upperBound]
        .allSatisfy(JSONArraySplitter.isSpace)
    {
      return []
    }
    let runs = (elements.count + run - 1) / run
    let parts = Mutex([[Lenient<Row>]?](repeating: nil, count: runs))
    DispatchQueue.concurrentPerform(iterations: runs) { index in
      let part = read(
        elements[index * run..<min(elements.count, (index + 1) * run)], of: data, as: Row.self)
      parts.withLock { $0[index] = part }
    }
    var all: [Lenient<Row>] = []
    all.reserveCapacity(elements.count)
    for part in parts.withLock({ $0 }) {
      guard let part else { return nil }
      all += part
    }
    return all
  }

  /// The rows of the elements at `ranges` of `data`; `nil` if one does not decode.
  private static func read<Row: ScannableRow>(
    _ ranges: ArraySlice<Range<Int>>, of data: Data, as row: Row.Type
  ) -> [Lenient<Row>]? {
    data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var rows: [Lenient<Row>] = []
      rows.reserveCapacity(ranges.count)
      for range in ranges {
        let element = UnsafeBufferPointer(rebasing: bytes[range])
        if let row = ExportRowScanner.row(element, as: Row.self) {
          rows.append(.value(row))
          continue
        }
        let part = Data([UInt8(ascii: "[")] + element + [UInt8(ascii: "]")])
        guard let decoded = try? JSONDecoder().decode([Lenient<Row>].self, from: part),
          decoded.count == 1
        else { return nil }
        rows.append(decoded[0])
      }
      return rows
    }
  }
}

/// An export row that `ExportRowScanner` can read.
protocol ScannableRow: Decodable, Sendable {
  /// The row `scanner` reads, or `nil` when it refuses the text.
  init?(scanning scanner: inout ExportRowScanner)
}

extension GatherRow: ScannableRow {
  init?(scanning scanner: inout ExportRowScanner) {
    var row = GatherRow()
    let read = scanner.object { scanner, key in
      switch key {
      case "id": return scanner.optionalString(&row.id)
      case "score": return scanner.optionalString(&row.score)
      case "winnerTeam": return scanner.optionalString(&row.winnerTeam)
      case "completedAt": return scanner.optionalString(&row.completedAt)
      case "players":
        if scanner.null() { return true }
        guard let rows = PivotRows(scanning: &scanner) else { return false }
        row.players = .value(rows)
        return true
      default: return scanner.skipValue()
      }
    }
    guard read else { return nil }
    self = row
  }
}

extension PivotRows {
  /// The rows of an array of pivot objects; refuses any other element.
  init?(scanning scanner: inout ExportRowScanner) {
    var rows: [Lenient<PivotRow>] = []
    let read = scanner.array { scanner in
      guard let row = PivotRow(scanning: &scanner) else { return false }
      rows.append(.value(row))
      return true
    }
    guard read else { return nil }
    self.init(rows: rows)
  }
}

extension PivotRow {
  init?(scanning scanner: inout ExportRowScanner) {
    var row = PivotRow()
    let read = scanner.object { scanner, key in
      switch key {
      case "playerId": return scanner.optionalInteger(&row.playerId)
      case "team": return scanner.optionalString(&row.team)
      default: return scanner.skipValue()
      }
    }
    guard read else { return nil }
    self = row
  }
}

extension PlayerRow: ScannableRow {
  init?(scanning scanner: inout ExportRowScanner) {
    var row = PlayerRow()
    let read = scanner.object { scanner, key in
      switch key {
      case "id": return scanner.optionalInteger(&row.id)
      case "age": return scanner.optionalInteger(&row.age)
      case "name": return scanner.optionalString(&row.name)
      case "skill": return scanner.optionalString(&row.skill)
      case "preferredPosition": return scanner.optionalString(&row.preferredPosition)
      case "favouriteTeam": return scanner.optionalString(&row.favouriteTeam)
      default: return scanner.skipValue()
      }
    }
    guard read else { return nil }
    self = row
  }
}

extension ScannedExports {
  /// Whether the rows `reader` reads from `data`, as players.json and as gathers.json, are
  /// those `JSONDecoder` reads (or `nil`, leaving the file to it).
  public static func readsAsDecoder(_ data: Data) -> Bool {
    agrees(data, as: PlayerRow.self) && agrees(data, as: GatherRow.self)
  }

  private static func agrees<Row: ScannableRow & Equatable>(_ data: Data, as row: Row.Type)
    -> Bool
  {
    guard let scanned = rows(data, as: Row.self) else { return true }
    return scanned == (try? JSONDecoder().decode([Lenient<Row>].self, from: data))
  }
}
