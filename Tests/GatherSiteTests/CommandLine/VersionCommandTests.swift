import Foundation
import Testing

/// `gather-site --version` names the version and the commit the binary was built from;
/// pages name only the version, so that they do not change from commit to commit.
@Suite struct VersionCommandTests {
  /// The package's folder: three folders above this file's.
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func git(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", package.path] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    guard (try? process.run()) != nil else { return nil }
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0
      ? text.trimmingCharacters(in: .whitespacesAndNewlines) : nil
  }

  @Test func versionNamesTheCommit() throws {
    let run = try BuildCommandTests.run(["--version"], in: Self.package)
    #expect(run.status == 0)
    var commit = Self.git(["rev-parse", "--short=12", "HEAD"]) ?? "unknown"
    if commit != "unknown", Self.git(["status", "--porcelain", "--untracked-files=no"]) != "" {
      commit += "-modified"
    }
    #expect(run.stdout == "0.1.0 (commit \(commit))\n")
  }

  @Test func pagesNameTheVersionOnly() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TestSupport.copyOfFixtureLeague(in: root)
    let run = try BuildCommandTests.run(
      ["build", "--templates", TestSupport.templates.path], in: root)
    #expect(run.status == 0)
    let home = try TestSupport.read("index.html", in: root.appendingPathComponent("_site"))
    #expect(home.contains(#"<meta name="generator" content="Gather Site 0.1.0">"#))
    #expect(!home.contains("commit"))
  }
}
