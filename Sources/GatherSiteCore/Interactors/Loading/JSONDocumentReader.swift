import Foundation

/// An export file: its rows, or the JSON it holds instead of an array.
package enum ExportDocument<Row: Decodable & Sendable>: Sendable {
  case rows([Lenient<Row>])
  case notArray(JSONValue)
}

/// Reads an export file into typed rows with `JSONDecoder`, reporting invalid JSON with its
/// line and column.
package enum JSONDocumentReader {
  /// The file's rows, read by `faster` where it reads them (`ExportRowReader`), else by
  /// `JSONDecoder`; the JSON it holds when it is no array; or what is wrong with it.
  package static func read<Row>(
    _ data: Data, file: String, as row: Row.Type,
    faster: (Data) -> [Lenient<Row>]? = { _ in nil }
  ) -> Result<ExportDocument<Row>, Diagnostic> {
    if data.allSatisfy(isSpace) {
      return .failure(Diagnostic(.error, file: file, "the file is empty; expected a JSON array"))
    }
    if let rows = faster(data) ?? (try? JSONDecoder().decode([Lenient<Row>].self, from: data)) {
      return .success(.rows(rows))
    }
    if let value = try? JSONDecoder().decode(JSONValue.self, from: data) {
      return .success(.notArray(value))
    }
    return .failure(locate(data, file: file))
  }

  /// JSON's white space.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Foundation's decoder does not say where JSON breaks; its serializer gives a byte
  /// offset ("around character 19"), which is turned into `line:column` here.
  package static func locate(_ data: Data, file: String) -> Diagnostic {
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
  package static func lineAndColumn(of offset: Int, in data: Data) -> String {
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
