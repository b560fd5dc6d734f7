import Foundation
import GatherSiteCore

#if canImport(Glibc)
  import Glibc
#endif

/// Tells of changes under a site's content and templates folders, as the kernel reports
/// them (inotify): a file written, created, removed or renamed anywhere below them,
/// folders created later included. Changes that come together (an editor's save, a copy
/// of many files) are told once.
public final class SourceWatcher: @unchecked Sendable {
  /// What inotify is asked to report for every folder.
  private static let mask = UInt32(
    IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
      | IN_DELETE_SELF)

  public let directories: [URL]
  private let descriptor: Int32
  /// Each watched folder's path, by watch descriptor: a folder created inside one is
  /// watched in turn.
  private var folders: [Int32: String] = [:]

  /// Starts watching; throws when the kernel refuses.
  public init(directories: [URL]) throws {
    self.directories = directories
    descriptor = inotify_init1(Int32(IN_CLOEXEC))
    guard descriptor >= 0 else {
      throw BuildError.output(
        path: "inotify", message: String(cString: strerror(errno)))
    }
    for directory in directories { watch(tree: directory.path) }
  }

  deinit { close(descriptor) }

  /// The changes, one element for each batch; the stream ends when the watcher goes.
  public func changes() -> AsyncStream<Void> {
    AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
      let thread = Thread { [self] in
        while waitForBatch() { continuation.yield() }
        continuation.finish()
      }
      thread.start()
    }
  }

  /// Blocks until a change, then takes every event that follows within 20 ms as part of
  /// it; `false` when the descriptor fails.
  private func waitForBatch() -> Bool {
    guard readEvents() else { return false }
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&entry, 1, 20) > 0 {
      guard readEvents() else { return false }
    }
    return true
  }

  /// Reads the events waiting (blocking until there is one) and watches new folders.
  private func readEvents() -> Bool {
    let size = 64 * 1024
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
    defer { buffer.deallocate() }
    let count = read(descriptor, buffer, size)
    guard count > 0 else { return errno == EINTR }
    var offset = 0
    while offset + MemoryLayout<inotify_event>.size <= count {
      let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
      let nameStart = offset + MemoryLayout<inotify_event>.size
      if event.mask & UInt32(IN_ISDIR) != 0,
        event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, event.len > 0,
        let parent = folders[event.wd]
      {
        let name = String(
          cString: buffer.advanced(by: nameStart).assumingMemoryBound(to: CChar.self))
        watch(tree: "\(parent)/\(name)")
      }
      offset = nameStart + Int(event.len)
    }
    return true
  }

  /// Watches a folder and every folder below it.
  private func watch(tree path: String) {
    let descriptorOfWatch = inotify_add_watch(descriptor, path, Self.mask)
    guard descriptorOfWatch >= 0 else { return }
    folders[descriptorOfWatch] = path
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
    for name in names {
      var info = stat()
      let child = "\(path)/\(name)"
      if lstat(child, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { watch(tree: child) }
    }
  }
}
