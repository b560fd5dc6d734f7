import Foundation
import GatherSiteCore

/// The text of a spreadsheet saved as CSV or as "text", in whichever encoding the program
/// that saved it chose: UTF-8 with or without a byte order mark (LibreOffice, Google
/// Sheets, Excel's "CSV UTF-8"), UTF-16 with a byte order mark (Excel's and LibreOffice's
/// "Unicode text"), or Windows-1252 (Excel's "CSV (Comma delimited)" on Windows).
///
/// It promises that the encoding is told by the bytes, never guessed from the words: a byte
/// order mark says it; without one, bytes that are valid UTF-8 are UTF-8, and any others
/// are Windows-1252 when every byte is one of its characters. `--encoding` names it for a
/// file the bytes cannot tell (a Windows-1252 file whose accented letters happen to form
/// UTF-8). Bytes that are none of these are an error naming the spreadsheet's row and the
/// text before them.
public struct SpreadsheetText: Sendable, Equatable {
  /// An encoding a spreadsheet program writes, as `--encoding` names it.
  public enum Encoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case windows1252 = "windows-1252"
  }

  var text: String
  var encoding: Encoding

  /// The text of `data`, named `file` in messages, in `encoding` when given.
  static func decode(_ data: Data, file: String, encoding: Encoding? = nil) throws(Diagnostic)
    -> SpreadsheetText
  {
    let bytes = [UInt8](data)
    let littleEndian = bytes.starts(with: [0xFF, 0xFE])
    let utf8Mark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    // A byte order mark says the encoding, whatever --encoding says.
    if littleEndian || bytes.starts(with: [0xFE, 0xFF]) || (encoding == .utf16 && !utf8Mark) {
      return try utf16(bytes, file: file, littleEndian: littleEndian)
    }
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if encoding != .windows1252 || utf8Mark, let text = String(validating: body, as: UTF8.self) {
      return SpreadsheetText(text: text, encoding: .utf8)
    }
    if encoding == .utf8 || utf8Mark {
      let offset = firstInvalidUTF8(body)
      throw undecodable(
        Array(body), at: offset, file: file,
        "is not UTF-8 text, which --encoding utf-8 says it is")
    }
    if let text = String(data: Data(body), encoding: .windowsCP1252) {
      return SpreadsheetText(text: text, encoding: .windows1252)
    }
    let offset = body.firstIndex { [0x81, 0x8D, 0x8F, 0x90, 0x9D].contains($0) } ?? body.startIndex
    throw undecodable(
      Array(body), at: offset - body.startIndex, file: file,
      "is neither UTF-8 nor Windows-1252 text; save the spreadsheet as \"CSV UTF-8\" (Excel) or as CSV with the character set Unicode (UTF-8) (LibreOffice)"
    )
  }

  /// UTF-16, little-endian unless a byte order mark says otherwise.
  private static func utf16(_ bytes: [UInt8], file: String, littleEndian: Bool) throws(Diagnostic)
    -> SpreadsheetText
  {
    let bigEndian = bytes.starts(with: [0xFE, 0xFF])
    let body = Data(bytes.dropFirst(littleEndian || bigEndian ? 2 : 0))
    guard body.count % 2 == 0,
      let text = String(data: body, encoding: bigEndian ? .utf16BigEndian : .utf16LittleEndian)
    else {
      throw Diagnostic(
        .error, file: file,
        "is not UTF-16 text, which its first bytes say it is; save the spreadsheet again as CSV in UTF-8"
      )
    }
    return SpreadsheetText(text: text, encoding: .utf16)
  }

  /// "row 5 (after "Jo") holds a byte (0x81) that …": where the bytes stop being text.
  private static func undecodable(_ bytes: [UInt8], at offset: Int, file: String, _ what: String)
    -> Diagnostic
  {
    let row = rowOfByte(offset, in: bytes)
    var start = offset
    while start > 0, offset - start < 24, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D {
      start -= 1
    }
    let before = String(decoding: bytes[start..<offset], as: UTF8.self)
    let after = before.isEmpty ? "" : " after \(JSONValue.quote(before))"
    let byte = "0x" + String(bytes[offset], radix: 16, uppercase: true)
    return Diagnostic(.error, file: file, "row \(row) holds a byte (\(byte)\(after)) that \(what)")
  }

  /// The spreadsheet row of the byte at `offset`: line breaks inside quoted cells do not
  /// start a row, and CRLF is one break.
  static func rowOfByte(_ offset: Int, in bytes: [UInt8]) -> Int {
    var (row, quoted, index) = (1, false, 0)
    while index < offset {
      switch bytes[index] {
      case 0x22: quoted.toggle()
      case 0x0A where !quoted: row += 1
      case 0x0D where !quoted:
        row += 1
        if index + 1 < offset, bytes[index + 1] == 0x0A { index += 1 }
      default: break
      }
      index += 1
    }
    return row
  }

  /// The offset of the first byte that does not belong to a UTF-8 character.
  private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput, .error: return offset
      }
    }
  }
}
