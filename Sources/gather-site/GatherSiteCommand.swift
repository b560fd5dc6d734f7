import ArgumentParser
import Foundation
import GatherSite
import GatherSiteCore

/// The `gather-site` command: builds league websites from Football Gather exports.
@main
struct GatherSiteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gather-site",
    abstract: "Build a league website from Football Gather exports.",
    version: "\(GatherSiteVersion.current) (commit \(buildCommit))",
    subcommands: [Build.self, Check.self, Serve.self, New.self, Import.self, Add.self, Teams.self],
    defaultSubcommand: Build.self)
}
