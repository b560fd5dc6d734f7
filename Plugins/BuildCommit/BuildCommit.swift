import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift`, the commit the program is built from (`git rev-parse`), or
/// "unknown" outside a git checkout, for `gather-site --version`.
///
/// The command runs again whenever git's record of the checkout changes (`HEAD`, the
/// branch it names, the packed references, the index), so a new commit or checkout
/// stamps the next build.
@main
struct BuildCommit: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
    let git = package.appending(path: ".git")
    var inputs = ["HEAD", "packed-refs", "index"].map { git.appending(path: $0) }
    // The branch HEAD names, as "ref: refs/heads/main".
    if let head = try? String(contentsOf: git.appending(path: "HEAD"), encoding: .utf8),
      head.hasPrefix("ref: ")
    {
      let branch = head.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)
      inputs.append(git.appending(path: branch))
    }
    let script = """
      commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
      [ -n "$commit" ] || commit=unknown
      if [ "$commit" != unknown ] && [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
        commit="$commit-modified"
      fi
      printf '/// The commit this program was built from (Plugins/BuildCommit).\\nlet buildCommit = "%s"\\n' "$commit" > "$2"
      """
    return [
      .buildCommand(
        displayName: "Stamping the commit",
        executable: URL(filePath: "/bin/sh"),
        arguments: [
          "-c", script, "sh", package.path(percentEncoded: false),
          output.path(percentEncoded: false),
        ],
        inputFiles: inputs.filter {
          FileManager.default.fileExists(atPath: $0.path(percentEncoded: false))
        },
        outputFiles: [output])
    ]
  }
}
