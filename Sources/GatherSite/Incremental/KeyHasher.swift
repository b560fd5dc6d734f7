import Crypto
import Foundation

/// Hashes the inputs of a file into a `RenderKey` with SHA-256: numbers as 8 bytes,
/// little-endian, and every string or run of bytes after its length, so that different
/// inputs cannot run together into the same bytes.
///
/// A key is mostly made of small pieces (the names, tags and numbers of a view model's
/// fields), so they are gathered in a buffer and handed to SHA-256 a block at a time.
struct KeyHasher {
  private var sha256 = SHA256()
  private var buffer: [UInt8] = []
  /// How many bytes are gathered before SHA-256 reads them; a longer run of bytes is read
  /// where it is.
  private static let block = 16 * 1024

  init() { buffer.reserveCapacity(Self.block) }

  mutating func combine(_ word: UInt64) {
    withUnsafeBytes(of: word.littleEndian) { append($0) }
  }

  mutating func combine(_ text: String) {
    // Read in place where the text is stored as UTF-8 (a copy to read through counted a
    // reference to it, for each of hundreds of thousands of strings a build hashes).
    if text.utf8.withContiguousStorageIfAvailable({ combine(bytes: UnsafeRawBufferPointer($0)) })
      == nil
    {
      var text = text
      text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// Raw bytes, such as a whole input file, after their length.
  mutating func combine(bytes data: some ContiguousBytes) {
    data.withUnsafeBytes { bytes in
      combine(UInt64(bytes.count))
      append(bytes)
    }
  }

  mutating func combine(_ flag: Bool) { combine(flag ? 1 as UInt64 : 2) }

  /// Another key, such as a seed that several keys start from.
  mutating func combine(_ key: RenderKey) {
    combine(key.high)
    combine(key.low)
  }

  /// The key of everything combined: the first 16 bytes of its SHA-256 digest. The hasher
  /// is spent.
  mutating func finalize() -> RenderKey {
    flush()
    let digest = Array(sha256.finalize().prefix(16))
    return RenderKey(
      high: digest[0..<8].reduce(0) { $0 << 8 | UInt64($1) },
      low: digest[8..<16].reduce(0) { $0 << 8 | UInt64($1) })
  }

  private mutating func append(_ bytes: UnsafeRawBufferPointer) {
    if bytes.count >= Self.block {
      flush()
      sha256.update(bufferPointer: bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.block { flush() }
  }

  private mutating func flush() {
    sha256.update(data: buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
