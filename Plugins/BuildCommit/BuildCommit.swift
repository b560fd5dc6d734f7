import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift`, the commit the program is built from (`git rev-parse`), or
/// "unknown" outside a git checkout, for `gather-site --version`. The file is rewritten
/// only when the commit changes, so that an unchanged tree is not compiled again.
@main
struct BuildCommit: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.pluginWorkDirectoryURL
    let output = folder.appending(path: "BuildCommit.swift").path(percentEncoded: false)
    let script = """
      commit=$(git -C "$1" rev-parse --short=12 HEAD 2>/dev/null) || commit=unknown
      [ -n "$commit" ] || commit=unknown
      if [ "$commit" != unknown ] && [ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
        commit="$commit-modified"
      fi
      text="/// The commit this program was built from (Plugins/BuildCommit).
      let buildCommit = \\"$commit\\""
      [ -f "$2" ] && [ "$(cat "$2")" = "$text" ] || printf '%s\\n' "$text" > "$2"
      """
    return [
      .prebuildCommand(
        displayName: "Stamping the commit",
        executable: URL(filePath: "/bin/sh"),
        arguments: [
          "-c", script, "sh", context.package.directoryURL.path(percentEncoded: false), output,
        ],
        outputFilesDirectory: folder)
    ]
  }
}
