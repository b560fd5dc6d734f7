import Foundation

/// An export file: its rows, or the JSON it holds instead of an array.
enum ExportDocument<Row: Decodable & JSONConvertible & Sendable>: Sendable {
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
    if let rows = decodeInParts(data, as: Row.self)
      ?? (try? JSONDecoder().decode([Lenient<Row>].self, from: data))
    {
      return .success(.rows(rows))
    }
    if let value = try? JSONDecoder().decode(JSONValue.self, from: data) {
      return .success(.notArray(value))
    }
    return .failure(locate(data, file: file))
  }

  /// Exports larger than this are decoded in parts, one per core.
  static let partSize = 1 << 20

  /// Asked once: on Linux the answer comes from reading cgroup files.
  static let cores = ProcessInfo.processInfo.activeProcessorCount

  /// The rows of a large array decoded part by part on every core; `nil` when the text
  /// cannot be cut or a part does not decode (the whole text is then decoded, and its
  /// errors reported, as usual).
  static func decodeInParts<Row>(
    _ data: Data, as row: Row.Type, cores: Int = Self.cores
  ) -> [Lenient<Row>]? {
    guard data.count >= 2 * partSize, cores > 1,
      let ranges = JSONArraySplitter.split(data, parts: min(4 * cores, data.count / partSize))
    else { return nil }
    let parts = Parallel.map(ranges.count) { index -> [Lenient<Row>]? in
      var part = Data(capacity: ranges[index].count + 2)
      part.append(UInt8(ascii: "["))
      let range = ranges[index]
      part.append(data[(data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)])
      part.append(UInt8(ascii: "]"))
      return try? JSONDecoder().decode([Lenient<Row>].self, from: part)
    }
    var rows: [Lenient<Row>] = []
    for part in parts {
      guard let part else { return nil }
      rows += part
    }
    return rows
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
