import ArgumentParser
import Foundation
import GatherSiteCore
import GatherSiteImport

/// `gather-site add [FILE]`: one match from its text, as a match page's text for the group
/// chat gives it or as typed on a phone.
struct Add: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add one match from its text: the result, the date, the line-ups, the details.",
    discussion: """
      The text is the one every match page offers "for the group chat", in the site's \
      language or English, typed however is easiest: any letter case, accents optional, \
      3-2, 3:2 or 3 x 2, the sides as A and B, goals as "Ana 2", the date as the site \
      writes it, 2026-01-19, today or yesterday. It shows the match as the site will, with \
      every warning, and adds it to data/gathers.json (and its details to matches/ID.md) \
      with --yes, or after a yes at the terminal. A name that is no player's is an error, \
      unless it is marked "(new)" in a line-up or given with --new-player.
      """)

  @Argument(help: "A file with the match's text (default: standard input).")
  var file: String?

  @Option(help: "The site's content directory.")
  var content = "Content"

  @Option(help: ArgumentHelp("Templates overriding the built-in theme.", valueName: "dir"))
  var templates: String?

  @Flag(help: "Add the match without asking.")
  var yes = false

  @Option(help: "The site's public URL, replacing baseURL from site.yml in the match's address.")
  var baseURL: String?

  @Option(
    name: .customLong("new-player"),
    help: ArgumentHelp("A name to add as a new player. Repeat for several.", valueName: "name"))
  var newPlayers: [String] = []

  @Flag(help: "Add it even when a match of the same day has the same line-ups.")
  var allowDuplicate = false

  @Flag(help: "Read the body GitHub writes for an issue made from the \"Record a result\" form.")
  var issueForm = false

  func run() throws {
    let terminal = Terminal()
    let source = file ?? "standard input"
    // No more than a text can be: a longer one is refused, however long it is.
    let handle = file.map { FileHandle(forReadingAtPath: $0) } ?? FileHandle.standardInput
    let data = handle.map { (try? $0.read(upToCount: AddImporter.maximumBytes + 1)) ?? Data() }
    guard let data, var text = String(data: data, encoding: .utf8) else {
      terminal.diagnostic(
        "error: \(source): " + (data == nil ? "cannot be read" : "is not UTF-8 text"))
      throw ExitCode.failure
    }
    if issueForm {
      guard let fields = IssueFormBody.text(text) else {
        terminal.diagnostic(
          "error: \(source): is not the body of an issue made from a form (no \"### \" heading)")
        throw ExitCode.failure
      }
      text = fields
    }
    var request = AddImporter.Request(
      text: text, source: source, content: content,
      templates: templates.map { URL(fileURLWithPath: $0) })
    request.newPlayers = newPlayers
    request.allowDuplicate = allowDuplicate
    request.baseURL = baseURL
    let (plan, found) = AddImporter.plan(request)
    for line in DiagnosticSummary.lines(found) { terminal.diagnostic(line) }
    guard let plan else {
      terminal.diagnostic("Nothing was written.")
      throw ExitCode.failure
    }
    print(plan.preview.map { PrintableText.escaped($0) }.joined(separator: "\n"))
    if !plan.newPlayers.isEmpty {
      print("New players: \(plan.newPlayers.joined(separator: ", "))")
    }
    var confirmed = yes
    if !yes {
      guard file != nil, isatty(STDIN_FILENO) == 1 else {
        print("Nothing was written: run again with --yes to add this match.")
        return
      }
      print("Add this match? [y/N] ", terminator: "")
      confirmed = ["y", "yes"].contains(
        readLine()?.lowercased().trimmingCharacters(in: .whitespaces))
    }
    guard confirmed else {
      print("Nothing was written.")
      return
    }
    let errors = AddImporter.write(plan)
    for line in DiagnosticSummary.lines(errors) { terminal.diagnostic(line) }
    guard errors.isEmpty else { throw ExitCode.failure }
    print("Added the match \(plan.matchID): \(plan.address)")
  }
}
