import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The few POSIX file operations a build does in bulk, without Foundation's per-call
/// overhead: read a file if it exists, create folders, write a file under a temporary name
/// and rename it into place.
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

  /// Creates `path` and its missing parents; succeeds when it already is a folder.
  static func makeDirectory(_ path: String) throws(BuildError) {
    if mkdir(path, 0o755) == 0 { return }
    let code = errno
    var info = stat()
    if code == EEXIST, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return }
    if code == ENOENT {
      let parent = (path as NSString).deletingLastPathComponent
      if !parent.isEmpty, parent != path {
        try makeDirectory(parent)
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return }
      }
    }
    throw BuildError.output(path: path, message: String(cString: strerror(code)))
  }

  /// Writes `data` to `path` through a temporary file in the same folder and a rename, so
  /// that `path` is always either the old file or the whole new one.
  static func atomicWrite(_ data: Data, to path: String, name: String) throws(BuildError) {
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = "\(folder)/.\((path as NSString).lastPathComponent).tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw BuildError.output(path: name, message: String(cString: strerror(errno)))
    }
    let written = data.withUnsafeBytes { buffer -> Int in
      var total = 0
      while total < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + total, buffer.count - total)
        if count <= 0 { return -Int(errno) }
        total += count
      }
      return total
    }
    let closed = close(descriptor)
    if written < 0 || closed != 0 || rename(temporary, path) != 0 {
      let code = written < 0 ? Int32(-written) : errno
      unlink(temporary)
      throw BuildError.output(path: name, message: String(cString: strerror(code)))
    }
  }
}
