import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A large file put together from pieces: bytes made by this build and ranges of the file
/// the previous build wrote at the same path (the blocks whose gathers did not change).
///
/// Compared with the file on disk and written without ever being held whole in memory: a
/// copied range at its old offset is the same by construction, only the made pieces are
/// compared, and copied ranges go from file to file inside the kernel.
public struct FilePieces: Sendable {
  /// One piece of the file, in order.
  public enum Piece: Sendable {
    case bytes(Data)
    /// A range of the previous file.
    case copy(offset: Int, length: Int)

    var length: Int {
      switch self {
      case .bytes(let data): data.count
      case .copy(_, let length): length
      }
    }
  }

  public var pieces: [Piece]
  /// The previous file, whose ranges `copy` pieces name.
  public var source: String

  /// The file's length.
  public var count: Int { pieces.reduce(0) { $0 + $1.length } }

  /// Whether the file at `path` (the previous file itself) already holds these pieces:
  /// every copied range where it was, every made piece equal to the bytes it replaces.
  func matches(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int(info.st_size) == count
    else { return false }
    var position = 0
    for piece in pieces {
      switch piece {
      case .copy(let offset, _):
        guard offset == position else { return false }
      case .bytes(let data):
        var old = Data(count: data.count)
        let read = old.withUnsafeMutableBytes {
          pread(descriptor, $0.baseAddress!, data.count, off_t(position))
        }
        guard read == data.count, old == data else { return false }
      }
      position += piece.length
    }
    return true
  }

  /// Writes the file to `path` (a new temporary); `name` is the site path errors give.
  func write(to path: String, name: String) throws(BuildError) {
    let source = open(self.source, O_RDONLY)
    var failure: Int32? = source < 0 ? errno : nil
    defer { if source >= 0 { close(source) } }
    let target = failure == nil ? open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) : -1
    if failure == nil, target < 0 { failure = errno }
    if failure == nil {
      for piece in pieces {
        switch piece {
        case .bytes(let data): failure = Self.write(data, to: target)
        case .copy(let offset, let length):
          failure = Self.copy(from: source, offset: offset, length: length, to: target)
        }
        if failure != nil { break }
      }
    }
    if target >= 0, close(target) != 0, failure == nil { failure = errno }
    if let failure {
      if target >= 0 { unlink(path) }
      throw BuildError.output(path: name, message: String(cString: strerror(failure)))
    }
  }

  /// Writes all of `data`; the error number on failure.
  private static func write(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { buffer -> Int32? in
      var total = 0
      while total < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + total, buffer.count - total)
        if count <= 0 { return count < 0 ? errno : EIO }
        total += count
      }
      return nil
    }
  }

  /// Copies a range of `source` to the end of `target`, inside the kernel (`sendfile`), or
  /// through memory where the kernel cannot; the error number on failure.
  private static func copy(from source: Int32, offset: Int, length: Int, to target: Int32)
    -> Int32?
  {
    var position = off_t(offset)
    var left = length
    while left > 0 {
      let sent = sendfile(target, source, &position, left)
      if sent > 0 {
        left -= sent
        continue
      }
      if sent == 0 { return EIO }  // the previous file got shorter
      if errno == EINTR { continue }
      if errno != EINVAL && errno != ENOSYS { return errno }
      // No file-to-file sendfile here: through a buffer.
      var buffer = Data(count: left)
      let read = buffer.withUnsafeMutableBytes { pread(source, $0.baseAddress!, left, position) }
      guard read == left else { return read < 0 ? errno : EIO }
      return write(buffer, to: target)
    }
    return nil
  }
}
