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

  @Option(
    help: ArgumentHelp(
      "Also write what publishes the site from a repository: github (GitHub Pages, and results sent with an issue form) or gitlab (GitLab Pages). For a folder whose Content/ exists, only these files are written.",
      valueName: "forge"))
  var publish: PublishKit.Forge?

  @Option(
    name: .customLong("release-url"),
    help: ArgumentHelp(
      "With --publish: the address of the Gather Site release (its Debian package) the workflows install.",
      valueName: "url"))
  var releaseURL: String?

  @Option(
    name: .customLong("release-sha256"),
    help: ArgumentHelp("With --publish: that package's SHA-256.", valueName: "hex"))
  var releaseSHA256: String?

  @Argument(help: "The folder of the new site.")
  var directory: String

  func run() throws {
    let folder = URL(fileURLWithPath: directory)
    let existed = FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Content").path)
    do {
      let kit = try publish.map { forge throws(PublishKit.Refusal) in
        try PublishKit(forge: forge, releaseURL: releaseURL, releaseSHA256: releaseSHA256)
      }
      try NewSite.create(at: folder, theme: theme, language: language, publish: kit)
    } catch {
      Terminal().diagnostic("error: \(error)")
      throw ExitCode.failure
    }
    if let publish, existed {
      print(
        "Wrote the files that publish \(directory) from \(publish == .github ? "GitHub" : "GitLab"); see docs/PUBLISHING.md."
      )
      return
    }
    print(
      """
      Created \(directory)/Content\(theme ? " and \(directory)/Templates" : ""). Next:
        cd \(directory)
        gather-site serve     # preview at http://127.0.0.1:8080, rebuilt as you edit
        gather-site build     # the site in _site/, ready to publish
      """)
    if let publish {
      print(
        publish == .github
          ? "To publish it: push it to a GitHub repository (the hidden .github folder too), choose \"GitHub Actions\" in its Settings, Pages, then run \"Publish the league\" in its Actions."
          : "To publish it: push it to a GitLab project; the pipeline publishes it on GitLab Pages."
      )
    }
  }
}

extension PublishKit.Forge: ExpressibleByArgument {}
