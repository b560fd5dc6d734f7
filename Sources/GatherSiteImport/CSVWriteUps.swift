import Foundation
import GatherSiteCore

/// What an import of a spreadsheet with details (`goals`, `assists`, `playerOfTheMatch`)
/// changes in the folder of write-ups, `Content/matches`: each match's `ID.md` created,
/// edited (`WriteUpEditor`) or removed.
///
/// It promises that a match's write-up is the file a build takes for it (`ID.md`, the id in
/// any case; hidden files aside), and two such files for one match are an error; that every
/// change is planned, and every write-up read and checked, before any file is written, so
/// that a write-up that cannot be edited stops the import with nothing written; and that a
/// file whose bytes would not change is not written, so it keeps its modification time.
struct CSVWriteUps: Sendable {
  /// One imported match and the keys its write-up gets.
  struct Match: Sendable {
    var id: String
    /// "the match of 2024-05-12", in messages.
    var name: String
    var details: WriteUpDetails
  }

  /// A file to write or remove.
  struct Change: Sendable, Equatable {
    var path: String
    var outcome: WriteUpEditor.Outcome
    /// Whether the file is new.
    var created: Bool
  }

  /// The folder of write-ups, as given.
  let folder: String
  /// The changes, in the order of the matches.
  private(set) var changes: [Change] = []

  /// How many write-ups the changes create, update and remove.
  var count: CSVImporter.WriteUpCount {
    CSVImporter.WriteUpCount(
      folder: folder, created: changes.count { $0.created },
      updated: changes.count { !$0.created && $0.outcome != .remove },
      removed: changes.count { $0.outcome == .remove })
  }

  /// The changes the details of `matches` make in `folder`; nil, with the errors, when a
  /// write-up cannot be read or edited.
  static func plan(_ matches: [Match], in folder: String) -> (CSVWriteUps?, [Diagnostic]) {
    var plan = CSVWriteUps(folder: folder)
    var errors: [Diagnostic] = []
    let existing: [String: [String]]
    do {
      existing = try files(in: folder)
    } catch {
      return (nil, [error])
    }
    for match in matches {
      let found = existing[match.id.uppercased()] ?? []
      guard found.count <= 1 else {
        let names = found.map { JSONValue.quote($0) }.joined(separator: " and ")
        errors.append(
          Diagnostic(
            .error, file: folder,
            "\(names) are both the write-up of \(match.name); keep one"))
        continue
      }
      let path = (folder as NSString).appendingPathComponent(found.first ?? "\(match.id).md")
      var data: Data?
      // A link is edited through, but only to a file of the content folder: an import
      // writes nowhere else.
      if !found.isEmpty, let outside = outsideContent(path, folder: folder) {
        errors.append(
          Diagnostic(
            .error, file: path,
            "is a link to \(outside), outside the content folder, which an import never writes; put the write-up itself in \(folder)"
          ))
        continue
      }
      if !found.isEmpty {
        guard let read = FileManager.default.contents(atPath: path) else {
          errors.append(Diagnostic(.error, file: path, "cannot be read"))
          continue
        }
        data = read
      }
      do {
        let outcome = try WriteUpEditor.edit(data, file: path, details: match.details)
        guard outcome != .unchanged else { continue }
        plan.changes.append(Change(path: path, outcome: outcome, created: data == nil))
      } catch {
        errors.append(error)
      }
    }
    return errors.isEmpty ? (plan, []) : (nil, errors)
  }

  /// Where the write-up at `path` leads when it is a link out of the content folder (the
  /// folder holding `folder`); nil when it is a file, or a link within that folder.
  private static func outsideContent(_ path: String, folder: String) -> String? {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let content = URL(fileURLWithPath: folder).deletingLastPathComponent()
      .resolvingSymlinksInPath().path
    return target.hasPrefix(content + "/") ? nil : target
  }

  /// The Markdown files of `folder` by the upper-cased name before `.md`, as a build finds
  /// write-ups; none when there is no such folder.
  private static func files(in folder: String) throws(Diagnostic) -> [String: [String]] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      return [:]
    }
    guard isFolder.boolValue else {
      throw Diagnostic(.error, file: folder, "is not a folder; write-ups go into a folder")
    }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw Diagnostic(.error, file: folder, "cannot be read")
    }
    return Dictionary(
      grouping: names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted(),
      by: { String($0.dropLast(3)).uppercased() })
  }

  /// The files to write and remove, for `ImportWriter`: a write-up that is a link is
  /// written at the file it leads to.
  var writerChanges: [ImportWriter.Change] {
    changes.compactMap { change in
      switch change.outcome {
      case .unchanged: nil
      case .write(let data):
        ImportWriter.Change(
          path: URL(fileURLWithPath: change.path).resolvingSymlinksInPath().path, contents: data)
      case .remove: ImportWriter.Change(path: change.path, contents: nil)
      }
    }
  }

}
