internal import Ccairo
import Foundation

/// The fonts share cards are drawn with, as fontconfig chooses them for "sans-serif": the
/// whole fallback chain, so that a name in any script the machine has a font for is drawn,
/// and the characters that no font of the chain has, which would be drawn as boxes.
public final class FontCoverage: @unchecked Sendable {
  // The charset is only read after `init`, which fontconfig allows from any thread.

  /// The machine's fonts, looked up once.
  public static let installed = FontCoverage()

  /// The files of the fallback chain, in order: different fonts draw different cards.
  public let files: [String]
  /// A short digest of `files`.
  public let fingerprint: String
  private let charset: OpaquePointer?

  private init() {
    var files: [String] = []
    var charset: OpaquePointer?
    if FcInit() != 0, let pattern = FcNameParse("sans-serif") {
      FcConfigSubstitute(nil, pattern, FcMatchPattern)
      FcDefaultSubstitute(pattern)
      var result = FcResultNoMatch
      var union: OpaquePointer?
      if let set = FcFontSort(nil, pattern, 1, &union, &result) {
        let count = Int(set.pointee.nfont)
        for index in 0..<count {
          var file: UnsafeMutablePointer<FcChar8>?
          if let font = set.pointee.fonts[index],
            FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file
          {
            files.append(String(cString: file))
          }
        }
        FcFontSetDestroy(set)
      }
      charset = union
      FcPatternDestroy(pattern)
    }
    self.files = files
    self.charset = charset
    fingerprint = TextDigest.hex(files)
  }

  /// The characters of `text` that no font of the chain has (spaces and controls aside),
  /// each once, in order.
  public func missing(in text: String) -> [Unicode.Scalar] {
    var missing: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars
    where scalar.properties.generalCategory != .control && !scalar.properties.isWhitespace
      && !scalar.properties.isDefaultIgnorableCodePoint
    {
      if charset == nil || FcCharSetHasChar(charset, scalar.value) == 0, !missing.contains(scalar) {
        missing.append(scalar)
      }
    }
    return missing
  }
}
