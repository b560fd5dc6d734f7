/// A 64-bit FNV-1a digest of some texts, as 16 hexadecimal digits: the same in every run,
/// for a file name that follows what the file says.
enum TextDigest {
  static func hex(_ texts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for text in texts {
      for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      // A separator, so that texts cannot run together into the same bytes.
      hash = (hash ^ 0x1F) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
