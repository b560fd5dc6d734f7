import Foundation

/// Makes URL path segments from untrusted text: ASCII letters, digits and single hyphens only,
/// so a slug can never contain `/`, `\`, `.` or `..`.
public enum Slug {
  public static func make(_ text: String, maxLength: Int = 60) -> String {
    // Transliteration is costly; ASCII text (every gather id) needs none.
    let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
    if isASCII { return ascii(text, maxLength: maxLength) }
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
        if slug.count >= maxLength { break }
      } else if scalar != "'" && scalar != "\u{2019}" {
        pendingHyphen = true
      }
    }
    return slug
  }

  /// The same slug for ASCII text, byte by byte: a site of 100,000 gathers makes a slug of
  /// every id on every build.
  private static func ascii(_ text: String, maxLength: Int) -> String {
    var slug: [UInt8] = []
    slug.reserveCapacity(min(text.utf8.count, maxLength))
    var pendingHyphen = false
    for byte in text.utf8 {
      let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
      if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower)
      {
        if pendingHyphen, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
        pendingHyphen = false
        slug.append(lower)
        if slug.count >= maxLength { break }
      } else if byte != UInt8(ascii: "'") {
        pendingHyphen = true
      }
    }
    return String(decoding: slug, as: UTF8.self)
  }
}
