import Foundation
import GatherSiteCore

/// How an iPhone backup's `Manifest.db` is read: the core reads no SQLite itself (a
/// database library is C, which the domain does not call). The command hands the backup
/// importer one that reads with SQLite, read-only; it promises to write nothing, beside
/// the database or anywhere else.
public struct BackupManifestReader: Sendable {
  /// What the manifest lists about one file of one domain.
  public struct Lookup: Sendable, Equatable {
    /// The file's `fileID` (where the backup stores it), or nil when the manifest lists
    /// no such file.
    public var fileID: String?
    /// How many files and folders the manifest lists for the domain: 0 when the backup
    /// holds nothing of it.
    public var domainEntries: Int
    /// How many apps' domains (`AppDomain-…`) the manifest lists other than `domain`: the
    /// other apps the backup holds.
    public var appDomains: Int

    public init(fileID: String?, domainEntries: Int, appDomains: Int) {
      self.fileID = fileID
      self.domainEntries = domainEntries
      self.appDomains = appDomains
    }
  }

  /// Why a manifest could not be read, in the database library's words ("file is not a
  /// database").
  public struct Unreadable: Error, Sendable, Equatable {
    public var reason: String

    public init(reason: String) { self.reason = reason }
  }

  /// Looks up the regular file at `relativePath` in `domain` in the `Manifest.db` at a URL.
  public var lookup:
    @Sendable (_ manifest: URL, _ domain: String, _ relativePath: String) throws(Unreadable) ->
      Lookup

  public init(
    lookup:
      @escaping @Sendable (_ manifest: URL, _ domain: String, _ relativePath: String)
      throws(Unreadable) -> Lookup
  ) {
    self.lookup = lookup
  }
}
