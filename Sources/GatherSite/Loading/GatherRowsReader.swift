import Foundation

/// The rows of gathers.json as checked, with the hash of each row's text: what a rebuild
/// needs to check only the rows that changed.
struct CheckedGathers: Sendable {
  /// The hash of each row's bytes, in file order.
  var hashes: [RenderKey]
  var rows: [CheckedGatherRow]
}

/// Reads gathers.json row by row, reusing the rows an earlier build checked wherever a row's
/// bytes, at the same place in the array, are unchanged: appending a gather to a large
/// archive then decodes and checks that gather alone.
struct GatherRowsReader {
  let loader: GathersLoader

  /// The checked rows of `data`; `nil` when the text cannot be cut into rows or a row that
  /// must be decoded does not decode (the whole file is then read as before, and its errors
  /// reported).
  func read(_ data: Data, reusing previous: CheckedGathers?) -> CheckedGathers? {
    guard let elements = JSONArraySplitter.elements(data) else { return nil }
    // Hashed without the spaces around each row: the last row's change when a row follows.
    let hashes = Parallel.map(elements.count, grain: 1024) { index -> RenderKey in
      var hasher = StableHasher()
      hasher.combine(bytes: Self.trimmed(data[Self.slice(elements[index], of: data)]))
      return hasher.finalize()
    }
    let kept = previous.map { old in
      elements.indices.map { $0 < old.hashes.count && old.hashes[$0] == hashes[$0] }
    }
    let missing = elements.indices.filter { !(kept?[$0] ?? false) }
    guard let decoded = decode(missing.map { elements[$0] }, of: data) else { return nil }
    var offsets = [Int](repeating: -1, count: elements.count)
    for (offset, index) in missing.enumerated() { offsets[index] = offset }
    let rowOfMissing = offsets
    let rows = Parallel.map(elements.count, grain: 256) { index -> CheckedGatherRow in
      let offset = rowOfMissing[index]
      return offset < 0 ? previous!.rows[index] : loader.check(decoded[offset], index: index)
    }
    return CheckedGathers(hashes: hashes, rows: rows)
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

  private static func trimmed(_ bytes: Data) -> Data {
    guard let first = bytes.firstIndex(where: { !JSONArraySplitter.isSpace($0) }),
      let last = bytes.lastIndex(where: { !JSONArraySplitter.isSpace($0) })
    else { return bytes[bytes.startIndex..<bytes.startIndex] }
    return bytes[first...last]
  }

  /// Offsets from the start of `data` as its indices.
  private static func slice(_ range: Range<Int>, of data: Data) -> Range<Int> {
    (data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)
  }
}
