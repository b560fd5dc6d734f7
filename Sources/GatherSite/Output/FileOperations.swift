import Foundation
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// The few POSIX file operations a build does in bulk, without Foundation's per-call
/// overhead: read a file if it exists, create a folder, write a file.
enum FileOperations {
  /// Whether the file at `path` holds exactly `data`; compared block by block, so that a
  /// large file is never read into memory whole, and not read at all when its size differs.
  static func hasContents(_ path: String, _ data: Data) -> Bool {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      Int(info.st_size) == data.count
    else { return false }
    let blockSize = min(data.count, 1 << 18)
    guard blockSize > 0 else { return true }
    let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
    defer { block.deallocate() }
    return data.withUnsafeBytes { expected -> Bool in
      var offset = 0
      while offset < expected.count {
        let count = Glibc.read(descriptor, block, min(blockSize, expected.count - offset))
        guard count > 0, memcmp(block, expected.baseAddress! + offset, count) == 0 else {
          return false
        }
        offset += count
      }
      return Glibc.read(descriptor, block, 1) == 0
    }
  }

  /// The file's bytes, or an error naming it.
  static func read(_ path: String) throws(BuildError) -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BuildError.output(path: path, message: "cannot be read")
    }
    return data
  }

  /// Creates the folder `path` (its parent must exist); `true` when it was created, `false`
  /// when it already was a folder (not a link to one).
  static func makeDirectory(_ path: String) throws(BuildError) -> Bool {
    if mkdir(path, 0o755) == 0 { return true }
    let code = errno
    var info = stat()
    if code == EEXIST, lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return false }
    // A link is not followed: the site's folders are its own, inside the output folder.
    let isLink = code == EEXIST && (info.st_mode & S_IFMT) == S_IFLNK
    throw BuildError.output(
      path: path,
      message: isLink
        ? "a link is in the way of a folder (links inside the output folder are not followed)"
        : code == EEXIST ? "a file is in the way of a folder" : String(cString: strerror(code)))
  }

  /// Writes `data` to `path`, replacing it; the written file's stamp (read from the open
  /// file, which spares a second look-up of its path).
  @discardableResult
  static func write(_ data: Data, to path: String, name: String) throws(BuildError)
    -> FileStamp?
  {
    var stamp: FileStamp?
    try write(to: path, name: name) { descriptor in
      let written = data.withUnsafeBytes { writeAll($0, to: descriptor) }
      var info = stat()
      if written >= 0, fstat(descriptor, &info) == 0 { stamp = FileStamp(info) }
      return written
    }
    return stamp
  }

  /// Creates (or empties) `path`, lets `body` write into its descriptor (returning the
  /// count written, or `-errno`), and closes it; a failed file is removed.
  private static func write(
    to path: String, name: String, _ body: (Int32) -> Int
  ) throws(BuildError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw BuildError.output(path: name, message: String(cString: strerror(errno)))
    }
    let written = body(descriptor)
    if written < 0 || close(descriptor) != 0 {
      let code = written < 0 ? Int32(-written) : errno
      unlink(path)
      throw BuildError.output(path: name, message: String(cString: strerror(code)))
    }
  }

  /// Writes all of `buffer`; the count written, or `-errno`.
  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int {
    var total = 0
    while total < buffer.count {
      let count = Glibc.write(descriptor, buffer.baseAddress! + total, buffer.count - total)
      if count <= 0 { return -Int(errno) }
      total += count
    }
    return total
  }

  /// Puts `data` in place as the file `name` of `directory`, all at once: written as a
  /// temporary (which a killed build leaves for the next one to remove) and put in the old
  /// file's place (`putInPlace`).
  static func replace(_ data: Data, in directory: String, name: String) throws(BuildError) {
    try replace(in: directory, name: name) { temporary throws(BuildError) in
      try write(data, to: temporary, name: name)
    }
  }

  private static func replace(
    in directory: String, name: String, _ write: (String) throws(BuildError) -> Void
  ) throws(BuildError) {
    let target = "\(directory)/\(name)"
    let temporary = "\(directory)/.\(name).tmp-\(getpid())"
    try write(temporary)
    if !putInPlace(temporary, target) {
      let code = errno
      unlink(temporary)
      throw BuildError.output(path: name, message: String(cString: strerror(code)))
    }
  }

  /// Puts the file at `temporary` in the place of `target`, atomically: a reader sees the
  /// old file or the new one, never neither. Where the old file is there and the file
  /// system can swap two names (`renameat2` with `RENAME_EXCHANGE`: ext4, XFS, Btrfs,
  /// tmpfs), the two are swapped and the old one, now at `temporary`, removed; otherwise
  /// `temporary` is renamed over `target`. On ext4, a rename over an existing file writes
  /// the new file's data out before it returns (to spare programs that do not sync), about
  /// a millisecond per file; a swap leaves that to the kernel's own time. `false`, with
  /// `errno` set, when the file could not be put in place.
  static func putInPlace(_ temporary: String, _ target: String) -> Bool {
    // Only a file is swapped with: a folder in the way must fail as a rename fails.
    var info = stat()
    if let exchange = renameExchange, lstat(target, &info) == 0,
      (info.st_mode & S_IFMT) == S_IFREG || (info.st_mode & S_IFMT) == S_IFLNK
    {
      if exchange(AT_FDCWD, temporary, AT_FDCWD, target, Self.renameExchangeFlag) == 0 {
        unlink(temporary)
        return true
      }
      // EINVAL, ENOSYS: the file system cannot swap; ENOENT: the old file just went.
      guard errno == EINVAL || errno == ENOSYS || errno == ENOENT else { return false }
    }
    return rename(temporary, target) == 0
  }

  /// `RENAME_EXCHANGE` of `<linux/fs.h>`: swap the two names.
  private static let renameExchangeFlag: UInt32 = 2

  /// glibc's `renameat2` (2.28 and later), which Swift's Glibc module does not declare.
  private static let renameExchange:
    (
      @convention(c) (
        Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
      ) -> Int32
    )? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
      unsafeBitCast(
        $0,
        to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32)
          -> Int32).self)
    }
}
