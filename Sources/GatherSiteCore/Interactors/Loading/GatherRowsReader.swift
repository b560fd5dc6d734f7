import Foundation

/// Reads gathers.json row by row: the rows are cut apart, decoded in batches on every core
/// and checked one by one, so that one bad row spoils only itself.
struct GatherRowsReader {
  let loader: GathersLoader

  /// The checked rows of `data`; `nil` when the text cannot be cut into rows or a row that
  /// must be decoded does not decode (the whole file is then read as before, and its errors
  /// reported).
  func read(_ data: Data) -> [CheckedGatherRow]? {
    guard let elements = JSONArraySplitter.elements(data),
      let decoded = decode(elements, of: data)
    else { return nil }
    return Parallel.map(elements.count, grain: 256) { loader.check(decoded[$0], index: $0) }
  }

  /// The rows in `ranges` of `data`, decoded in a few batches on every core.
  private func decode(_ ranges: [Range<Int>], of data: Data) -> [Lenient<GatherRow>]? {
    guard !ranges.isEmpty else { return [] }
    let batchCount = min(ranges.count, ranges.count < 64 ? 1 : 4 * JSONDocumentReader.cores)
    let batchSize = (ranges.count + batchCount - 1) / batchCount
    let batches = Parallel.map(batchCount) { batch -> [Lenient<GatherRow>]? in
      let part = ranges[
        min(ranges.count, batch * batchSize)..<min(ranges.count, (batch + 1) * batchSize)]
      guard !part.isEmpty else { return [] }
      var text = Data(capacity: part.reduce(2) { $0 + $1.count + 1 })
      text.append(UInt8(ascii: "["))
      for (offset, range) in part.enumerated() {
        if offset > 0 { text.append(UInt8(ascii: ",")) }
        text.append(data[Self.slice(range, of: data)])
      }
      text.append(UInt8(ascii: "]"))
      guard let rows = try? JSONDecoder().decode([Lenient<GatherRow>].self, from: text),
        rows.count == part.count
      else { return nil }
      return rows
    }
    var rows: [Lenient<GatherRow>] = []
    rows.reserveCapacity(ranges.count)
    for batch in batches {
      guard let batch else { return nil }
      rows += batch
    }
    return rows
  }

  /// Offsets from the start of `data` as its indices.
  private static func slice(_ range: Range<Int>, of data: Data) -> Range<Int> {
    (data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)
  }
}
