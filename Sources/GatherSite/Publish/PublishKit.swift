import Foundation
import GatherSiteCore

/// The files that publish a league from a repository, as `gather-site new --publish` writes
/// them: for GitHub, a workflow that builds and deploys to GitHub Pages on every push, the
/// "Record a result" issue form and the workflow that records a result sent with it; for
/// GitLab, a pipeline that builds and deploys to GitLab Pages.
///
/// It promises workflows that install one pinned release of Gather Site, its address and
/// its package's SHA-256 named in one place (the `install-gather-site` action, the
/// pipeline's variables) and checked before it runs; an address that is not https, or a
/// checksum that is not 64 hexadecimal digits, is refused.
public struct PublishKit: Sendable {
  /// Where the starter site keeps the kits: `publish/github/…`, `publish/gitlab/…`.
  static let folder = "publish/"

  /// Where the site is published from.
  public enum Forge: String, CaseIterable, Sendable {
    case github, gitlab
  }

  public let forge: Forge
  /// The release's Debian package: its address and SHA-256.
  public let releaseURL: String
  public let releaseSHA256: String

  /// Why a kit cannot be made.
  public struct Refusal: Error, CustomStringConvertible {
    public let description: String
  }

  public init(forge: Forge, releaseURL: String?, releaseSHA256: String?) throws(Refusal) {
    guard let releaseURL, let releaseSHA256 else {
      throw Refusal(
        description:
          "--publish needs the release the workflows install: its Debian package's address (--release-url https://…/gather-site_\(GatherSiteVersion.current)_amd64.deb) and SHA-256 (--release-sha256), as its release notes give them (make dist prints both)"
      )
    }
    guard let url = URL(string: releaseURL), url.scheme == "https", url.host != nil else {
      throw Refusal(
        description: "--release-url \(releaseURL): expected an https:// address of the package")
    }
    let checksum = releaseSHA256.lowercased()
    guard checksum.count == 64, checksum.allSatisfy(\.isHexDigit) else {
      throw Refusal(
        description:
          "--release-sha256 \(releaseSHA256): expected the package's SHA-256, 64 hexadecimal digits"
      )
    }
    self.forge = forge
    self.releaseURL = releaseURL
    self.releaseSHA256 = checksum
  }

  /// The kit's files by their paths in the new site, with the release filled in.
  var files: [String: Data] {
    let prefix = Self.folder + forge.rawValue + "/"
    var files: [String: Data] = [:]
    for (path, encoded) in StarterSite.files where path.hasPrefix(prefix) {
      let text = String(decoding: Data(base64Encoded: encoded)!, as: UTF8.self)
        .replacingOccurrences(of: "@VERSION@", with: GatherSiteVersion.current)
        .replacingOccurrences(of: "@URL@", with: releaseURL)
        .replacingOccurrences(of: "@SHA256@", with: releaseSHA256)
      files[String(path.dropFirst(prefix.count))] = Data(text.utf8)
    }
    return files
  }
}
