import Foundation

/// An export file: its rows, or the JSON it holds instead of an array.
enum ExportDocument<Row: ExportRow>: Sendable {
  case rows([Lenient<Row>])
  case notArray(JSONValue)
}

/// Reads an export file into typed rows, reporting invalid JSON with its line and column.
enum JSONDocumentReader {
  static func read<Row>(_ data: Data, file: String, as row: Row.Type) -> Result<
    ExportDocument<Row>, Diagnostic
  > {
    if data.allSatisfy(JSONArraySplitter.isSpace) {
      return .failure(Diagnostic(.error, file: file, "the file is empty; expected a JSON array"))
    }
    if let rows = scannedRows(data, as: Row.self)
      ?? (try? JSONDecoder().decode([Lenient<Row>].self, from: data))
    {
      return .success(.rows(rows))
    }
    if let value = try? JSONDecoder().decode(JSONValue.self, from: data) {
      return .success(.notArray(value))
    }
    return .failure(locate(data, file: file))
  }

  /// The rows of an array, each read by `ExportRowScanner` or, where it refuses, decoded
  /// by `JSONDecoder`, on every core; `nil` when the text cannot be cut into elements or
  /// an element does not decode (the whole text is then decoded, and its errors reported,
  /// as usual).
  static func scannedRows<Row: ExportRow>(_ data: Data, as row: Row.Type) -> [Lenient<Row>]? {
    guard let elements = JSONArraySplitter.elements(data) else { return nil }
    if elements.count == 1,
      data[data.startIndex + elements[0].lowerBound..<data.startIndex + elements[0].upperBound]
        .allSatisfy(JSONArraySplitter.isSpace)
    {
      return []
    }
    let rows = Parallel.mapRuns(elements.count, run: 512) { run in
      data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        return run.map { index -> Lenient<Row>? in
          let element = UnsafeBufferPointer(rebasing: bytes[elements[index]])
          if let row = ExportRowScanner.row(element, as: Row.self) { return .value(row) }
          let part = Data([UInt8(ascii: "[")] + element + [UInt8(ascii: "]")])
          guard let decoded = try? JSONDecoder().decode([Lenient<Row>].self, from: part),
            decoded.count == 1
          else { return nil }
          return decoded[0]
        }
      }
    }
    var all: [Lenient<Row>] = []
    all.reserveCapacity(rows.count)
    for row in rows {
      guard let row else { return nil }
      all.append(row)
    }
    return all
  }

  /// Foundation's decoder does not say where JSON breaks; its serializer gives a byte
  /// offset ("around character 19"), which is turned into `line:column` here.
  static func locate(_ data: Data, file: String) -> Diagnostic {
    let reason: String
    var offset: Int?
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      reason = "the file is not valid JSON"
    } catch {
      let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      if text.contains("end of file") {
        reason = "invalid JSON: the file ends before the JSON does (truncated?)"
        offset = data.count
      } else if text.contains("UTF-8") {
        reason = "invalid JSON: the file is not valid UTF-8"
        offset = number(after: "starting from character ", in: text)
      } else {
        reason = "invalid JSON: unexpected character"
        offset = number(after: "around character ", in: text)
      }
    }
    guard let offset else { return Diagnostic(.error, file: file, reason) }
    return Diagnostic(.error, file: file, position: lineAndColumn(of: offset, in: data), reason)
  }

  private static func number(after marker: String, in text: String) -> Int? {
    guard let range = text.range(of: marker) else { return nil }
    return Int(text[range.upperBound...].prefix { $0.isNumber })
  }

  /// 1-based line and column (in characters) of a byte offset.
  static func lineAndColumn(of offset: Int, in data: Data) -> String {
    let bytes = data.prefix(offset)
    var line = 1
    var lineStart = bytes.startIndex
    for index in bytes.indices where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    let column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
    return "\(line):\(column)"
  }
}
