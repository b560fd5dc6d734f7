import Foundation
import GatherSiteCore

/// The published limits of the hosts a league is put on, and what a site near or over one
/// should turn off.
///
/// It promises each host's limits as its own documentation gives them (noted with each),
/// an error for a site over one, a warning for a site at 80% of one or more, each naming
/// the figure, the limit and what to do; nothing for a site well under them.
public enum PublishingHost: String, CaseIterable, Sendable {
  case githubPages = "github-pages"
  case gitlabPages = "gitlab-pages"
  case cloudflarePages = "cloudflare-pages"
  case netlify

  /// The host's name as its users know it.
  public var name: String {
    switch self {
    case .githubPages: "GitHub Pages"
    case .gitlabPages: "GitLab Pages"
    case .cloudflarePages: "Cloudflare Pages (free plan)"
    case .netlify: "Netlify"
    }
  }

  /// The limits: a site's total size, its number of entries (files, and for GitLab its
  /// folders too), one file's size, and the files in one folder.
  struct Limits {
    var bytes: Int64?
    var entries: Int?
    var countsFolders = false
    var fileBytes: Int64?
    var filesPerFolder: Int?
  }

  var limits: Limits {
    let megabyte: Int64 = 1024 * 1024
    switch self {
    // docs.github.com, "GitHub Pages limits": published sites may be no larger than 1 GB.
    case .githubPages: return Limits(bytes: 1024 * megabyte)
    // docs.gitlab.com, "GitLab.com settings": 1 GB a site, 200,000 entries (files, folders).
    case .gitlabPages:
      return Limits(bytes: 1024 * megabyte, entries: 200_000, countsFolders: true)
    // developers.cloudflare.com, "Pages limits": 20,000 files (free plan), 25 MiB a file.
    case .cloudflarePages: return Limits(entries: 20_000, fileBytes: 25 * megabyte)
    // docs.netlify.com, "Site deploys overview": 54,000 files in one folder.
    case .netlify: return Limits(filesPerFolder: 54_000)
    }
  }

  /// What checking `size` against the host's limits finds, said of `output`: a site over
  /// a limit is an error, or a warning when not `overIsError` (as `build` says it).
  public func assess(_ size: PublishedSize, output: String, overIsError: Bool = true)
    -> [Diagnostic]
  {
    let limits = limits
    var found: [Diagnostic] = []
    func compare(_ value: Int64, _ limit: Int64?, _ what: String, _ advice: String) {
      guard let limit, value * 5 >= limit * 4 else { return }
      let over = value > limit
      found.append(
        Diagnostic(
          over && overIsError ? .error : .warning, file: output,
          "\(what) is \(over ? "over" : "near") \(name)'s limit of \(Self.figure(limit, like: what)); \(advice)"
        ))
    }
    let entries = size.files + (limits.countsFolders ? size.folders : 0)
    compare(
      size.bytes, limits.bytes, "the site's size, \(Self.bytes(size.bytes)),", sizeAdvice(size))
    compare(
      Int64(entries), limits.entries.map(Int64.init),
      "the number of \(limits.countsFolders ? "files and folders" : "files"), \(Self.count(entries)),",
      countAdvice(size))
    compare(
      size.largest.bytes, limits.fileBytes,
      "the largest file, \(size.largest.path) (\(Self.bytes(size.largest.bytes))),",
      "make that file smaller, or leave it out of static/")
    compare(
      Int64(size.fullestFolder.files), limits.filesPerFolder.map(Int64.init),
      "the number of files in \(size.fullestFolder.path.isEmpty ? "the top folder" : size.fullestFolder.path + "/"), \(Self.count(size.fullestFolder.files)),",
      countAdvice(size))
    return found
  }

  /// What to turn off for a site that is too large: the two largest of its top folders,
  /// and what each holds.
  private func sizeAdvice(_ size: PublishedSize) -> String {
    let largest = size.bytesByTopFolder.filter { !$0.key.isEmpty }
      .sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(2)
    let advice = largest.map { folder, bytes in
      let held =
        switch folder {
        case "cards":
          "share cards: give fewer matches one (shareCardMatches in site.yml) or none (shareCards: false)"
        case "photos": "reduced match photos: use fewer or smaller originals in static/"
        case "assets": "the theme's styles, scripts and fonts"
        case "matches", "players", "seasons", "data":
          "pages and data of every match and player, which the site needs"
        default: "files copied from static/: leave large ones out"
        }
      return "\(folder)/ takes \(Self.bytes(bytes)), \(held)"
    }
    return advice.isEmpty ? "leave large files out of static/" : advice.joined(separator: "; ")
  }

  /// What to turn off for a site with too many files.
  private func countAdvice(_ size: PublishedSize) -> String {
    let cards = size.filesByTopFolder["cards", default: 0]
    guard cards > 0 else {
      return "every match and player has a page of its own; a host with a higher limit is needed"
    }
    return
      "\(Self.count(cards)) of them are share cards: give fewer matches one (shareCardMatches in site.yml, such as 100) or none (shareCards: false)"
  }

  /// "1.2 GB", "25.0 MB", "812 KB".
  public static func bytes(_ count: Int64) -> String {
    let units = ["bytes", "KB", "MB", "GB"]
    var value = Double(count)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    return unit == 0 ? "\(count) bytes" : String(format: "%.1f %@", value, units[unit])
  }

  private static func figure(_ limit: Int64, like what: String) -> String {
    what.contains("size") || what.contains("largest") ? bytes(limit) : count(Int(limit))
  }

  /// "21,723".
  public static func count(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
