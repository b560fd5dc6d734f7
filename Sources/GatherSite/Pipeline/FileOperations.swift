import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The few POSIX file operations a build does in bulk, without Foundation's per-call
/// overhead: read a file if it exists, create a folder, write a file.
enum FileOperations {
  /// The file's bytes, or `nil` when it does not exist or cannot be read.
  static func contents(of path: String) -> Data? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let size = Int(info.st_size)
    var data = Data(count: size)
    let read = data.withUnsafeMutableBytes { buffer -> Int in
      var total = 0
      while total < size {
        let count = Glibc.read(descriptor, buffer.baseAddress! + total, size - total)
        if count <= 0 { break }
        total += count
      }
      return total
    }
    return read == size ? data : nil
  }

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
    guard let data = contents(of: path) else {
      throw BuildError.output(path: path, message: "cannot be read")
    }
    return data
  }

  /// Creates the folder `path` (its parent must exist); `true` when it was created, `false`
  /// when it already was a folder.
  static func makeDirectory(_ path: String) throws(BuildError) -> Bool {
    if mkdir(path, 0o755) == 0 { return true }
    let code = errno
    var info = stat()
    if code == EEXIST, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return false }
    throw BuildError.output(
      path: path,
      message: code == EEXIST ? "a file is in the way of a folder" : String(cString: strerror(code))
    )
  }

  /// Writes `data` to `path`, replacing it.
  static func write(_ data: Data, to path: String, name: String) throws(BuildError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw BuildError.output(path: name, message: String(cString: strerror(errno)))
    }
    let written = data.withUnsafeBytes { buffer -> Int in
      var total = 0
      while total < buffer.count {
        let count = Glibc.write(descriptor, buffer.baseAddress! + total, buffer.count - total)
        if count <= 0 { return -Int(errno) }
        total += count
      }
      return total
    }
    if written < 0 || close(descriptor) != 0 {
      let code = written < 0 ? Int32(-written) : errno
      unlink(path)
      throw BuildError.output(path: name, message: String(cString: strerror(code)))
    }
  }

  /// Puts `data` in place as the file `name` of `directory`, all at once: written as a
  /// temporary (which a killed build leaves for the next one to remove) and renamed over
  /// the old file.
  static func replace(_ data: Data, in directory: String, name: String) throws(BuildError) {
    let target = "\(directory)/\(name)"
    let temporary = "\(directory)/.\(name).tmp-\(getpid())"
    try write(data, to: temporary, name: name)
    if rename(temporary, target) != 0 {
      let code = errno
      unlink(temporary)
      throw BuildError.output(path: name, message: String(cString: strerror(code)))
    }
  }
}
