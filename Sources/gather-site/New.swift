import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// `gather-site new DIR`: a new site that builds at once.
struct New: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Create a new site with an example league, ready to build.")

  @Flag(help: "Also copy the default theme into DIR/Templates for editing.")
  var theme = false

  @Option(help: "The site's language: en, de, es, fr, it, nl or pt-BR.")
  var language = "en"

  @Argument(help: "The folder of the new site.")
  var directory: String

  func run() throws {
    do {
      try NewSite.create(
        at: URL(fileURLWithPath: directory), theme: theme, language: language)
    } catch {
      Terminal().diagnostic("error: \(error)")
      throw ExitCode.failure
    }
    print(
      """
      Created \(directory)/Content\(theme ? " and \(directory)/Templates" : ""). Next:
        cd \(directory)
        gather-site serve     # preview at http://127.0.0.1:8080, rebuilt as you edit
        gather-site build     # the site in _site/, ready to publish
      """)
  }
}
