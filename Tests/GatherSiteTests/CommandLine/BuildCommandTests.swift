import Foundation
import Testing

/// Runs the real `gather-site` binary end to end: the one built from this tree beside the
/// tests (the test target depends on it, so `swift test` builds it first).
@Suite struct BuildCommandTests {
  static let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("gather-site")

  /// Why a command-line test cannot run.
  struct MissingBinary: Error, CustomStringConvertible {
    var description: String {
      "the gather-site binary of this tree is not at \(BuildCommandTests.binary.path); build it with `swift build` (swift test builds it first)"
    }
  }

  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// What a thread read, handed over when the thread is waited for.
  private final class Collected: @unchecked Sendable {
    var data = Data()
  }

  static func run(_ arguments: [String], in directory: URL) throws -> Run {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw MissingBinary() }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Standard error is read on a thread of its own: a command that fills its pipe while
    // standard output is being read to the end would otherwise never finish.
    let errors = Collected()
    let reading = DispatchGroup()
    let errorHandle = err.fileHandleForReading
    DispatchQueue.global().async(group: reading) {
      errors.data = errorHandle.readDataToEndOfFile()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    let stderr = errors.data
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A first build into a folder of other files says what is there and how to go on;
  /// `--clean` lists what it removes, and then builds.
  @Test func aFolderOfOtherFilesIsRefusedAndCleanListsWhatGoes() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TestSupport.copyOfFixtureLeague(in: root)
    let www = root.appendingPathComponent("www")
    try FileManager.default.createDirectory(
      at: www.appendingPathComponent("photos"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: www.appendingPathComponent("photos/me.jpg"))
    try Data("mine".utf8).write(to: www.appendingPathComponent("index.html"))
    let arguments = ["build", "--templates", TestSupport.templates.path, "--output", "www"]
    let refused = try Self.run(arguments, in: root)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasSuffix(
        "error: refusing to build into \(www.path): it holds files that are not the site's (\"index.html\", \"photos/me.jpg\"), and a build replaces and removes only its own. Build into a new or empty folder, or pass --clean to remove everything in it that the site does not make (a CNAME and hidden files at its top are kept)\nBuild failed; www was left as it was.\n"
      ), "\(refused.stderr)")
    let cleaned = try Self.run(arguments + ["--clean"], in: root)
    #expect(cleaned.status == 0)
    #expect(
      cleaned.stderr.hasPrefix(
        "--clean: removing 1 file and 1 folder from www that the site does not make:\n  photos/me.jpg\n  photos/\n--clean: replacing 1 file in www that no build made:\n  index.html\n"
      ), "\(cleaned.stderr)")
    #expect(cleaned.stdout.contains(": 78 written, 0 unchanged, 1 removed; 3 warnings"))
  }

  @Test func buildPrintsWarningsAndASummary() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TestSupport.copyOfFixtureLeague(in: root)
    let run = try Self.run(["build", "--templates", TestSupport.templates.path], in: root)
    #expect(run.status == 0)
    #expect(run.stderr.split(separator: "\n").count == 3)
    #expect(
      run.stderr.contains(
        "warning: data/gathers.json: gathers[1].players[3].playerId: 99 is not in players.json"))
    let summary = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
    // 24 pages, 3 calendars (the league's and two seasons'), 6 players' calendars, the feed,
    // the sitemap, robots.txt, 7 data files and 2 files of rating changes, 3 CSV files, the
    // search index, 15 share cards (the home page's, 2 seasons', 6 players' and 6 matches'),
    // 6 players' permanent addresses (not counted as pages), 5 theme assets and the static
    // CNAME.
    #expect(summary.hasPrefix("Built 24 pages (78 files) into _site in "))
    #expect(summary.hasSuffix(": 78 written, 0 unchanged, 0 removed; 3 warnings"))
    #expect(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/index.html").path))
  }

  @Test func badInputExitsNonZeroWithTheExactMessage() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let content = try TestSupport.copyOfFixtureLeague(in: root)
    try Data("[\n  {\"id\": 1, \"name\": \"A\"},\n  {\"id\": 2 \"name\": \"B\"}\n]".utf8)
      .write(to: content.appendingPathComponent("data/players.json"))
    let run = try Self.run(
      ["build", "--templates", TestSupport.templates.path, "--strict"], in: root)
    #expect(run.status == 1)
    #expect(
      run.stderr.contains("error: data/players.json:3:12: invalid JSON: unexpected character\n"))
    // With --strict the fixture's three warnings are errors too; no cascade of "deleted players".
    #expect(run.stderr.split(separator: "\n").count == 5)
    #expect(!run.stderr.contains("not in players.json"))
    #expect(
      run.stderr.hasSuffix(
        "error: the input has 3 errors\nBuild failed; _site was left as it was.\n"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
  }

  @Test func refusesToBuildIntoTheCurrentDirectory() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try TestSupport.copyOfFixtureLeague(in: root)
    let run = try Self.run(
      ["build", "--templates", TestSupport.templates.path, "--output", "."], in: root)
    #expect(run.status == 1)
    #expect(run.stderr.contains("refusing to build into"))
  }

  /// The version's exact text, with the commit, is `VersionCommandTests`'s.
  @Test func versionAndHelp() throws {
    let version = try Self.run(["--version"], in: TestSupport.repository)
    #expect(version.status == 0 && version.stdout.hasPrefix("0.1.0 (commit "))
    let help = try Self.run(["build", "--help"], in: TestSupport.repository)
    #expect(
      help.status == 0 && help.stdout.contains("--base-url <base-url>")
        && help.stdout.contains("--strict"))
  }
}
