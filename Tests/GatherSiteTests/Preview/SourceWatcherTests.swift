import Foundation
import Synchronization
import Testing

@testable import GatherSite

/// The watcher tells of a file written, in a folder or in one created after it started,
/// and of nothing when nothing changes.
@Suite struct SourceWatcherTests {
  /// Counts the batches of changes the watcher tells of.
  final class Counter: Sendable {
    let count = Atomic(0)
  }

  private func waitForCount(_ counter: Counter, toReach target: Int) async -> Bool {
    for _ in 0..<100 {
      if counter.count.load(ordering: .relaxed) >= target { return true }
      try? await Task.sleep(nanoseconds: 20_000_000)
    }
    return false
  }

  @Test func noticesWritesInFoldersMadeAfterItStarted() async throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("matches"), withIntermediateDirectories: true)
    let watcher = try SourceWatcher(directories: [root])
    let counter = Counter()
    let listening = Task {
      for await _ in watcher.changes() { counter.count.add(1, ordering: .relaxed) }
    }
    defer { listening.cancel() }
    try await Task.sleep(nanoseconds: 200_000_000)
    #expect(counter.count.load(ordering: .relaxed) == 0)

    try Data("x".utf8).write(to: root.appendingPathComponent("matches/a.md"))
    #expect(await waitForCount(counter, toReach: 1))
    let afterFirst = counter.count.load(ordering: .relaxed)

    let pages = root.appendingPathComponent("pages/deep")
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    #expect(await waitForCount(counter, toReach: afterFirst + 1))
    try await Task.sleep(nanoseconds: 200_000_000)
    let afterFolders = counter.count.load(ordering: .relaxed)
    try Data("y".utf8).write(to: pages.appendingPathComponent("b.md"))
    #expect(await waitForCount(counter, toReach: afterFolders + 1))
  }
}
