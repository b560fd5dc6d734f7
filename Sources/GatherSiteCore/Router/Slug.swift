import Foundation

/// Makes URL path segments from untrusted text: ASCII letters, digits and single hyphens only,
/// so a slug can never contain `/`, `\`, `.` or `..`.
public enum Slug {
  public static func make(_ text: String, maxLength: Int = 60) -> String {
    // Transliteration is costly; ASCII text (every gather id) needs none.
    let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
    let latin = isASCII ? text : text.applyingTransform(.toLatin, reverse: false) ?? text
    let folded =
      isASCII ? latin : latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
    var slug = ""
    var pendingHyphen = false
    for scalar in folded.lowercased().unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        if pendingHyphen, !slug.isEmpty { slug += "-" }
        pendingHyphen = false
        slug.unicodeScalars.append(scalar)
        if slug.utf8.count >= maxLength { break }
      } else if scalar != "'" && scalar != "\u{2019}" {
        pendingHyphen = true
      }
    }
    return slug
  }
}
