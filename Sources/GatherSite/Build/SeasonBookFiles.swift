import Foundation
import GatherSiteCore

/// The season books, drawn before the pages are presented, since a season page gives its
/// book's size and number of pages. A book is keyed by what it says (`SeasonBookViewModel`),
/// the drawing's version and the installed fonts: it is drawn again only when its season
/// says something else, and otherwise kept as the last build wrote it (its pages read back
/// from the file). The books to draw are dealt out to a task a core, each drawing its books
/// one after another.
struct SeasonBookFiles: Sendable {
  /// What the presenters are told: each book's pages and size.
  let books: SeasonBooks
  /// Each book's file, by its path in the site: drawn now, or kept.
  let files: [String: MadeFile]

  /// No books.
  static let none = SeasonBookFiles(books: .none, files: [:])

  /// The books of the seasons of `context`, in the site that `seed` keys; the store's
  /// record of `output` says which are drawn already.
  static func make(
    _ context: PresentationContext, seed: RenderKey, store: IncrementalStore, output: String
  ) async throws(BuildError) -> SeasonBookFiles {
    let seasons = SeasonBooks.seasons(context)
    guard !seasons.isEmpty else { return .none }
    let presenter = SeasonBookPresenter(context: context)
    let fonts = FontCoverage.installed.fingerprint
    // Each season's book presented and keyed, and kept when the store has it, a task a
    // season.
    let keyed = await withTaskGroup { group in
      for season in seasons {
        group.addTask { () -> Keyed in
          let path = context.router.outputPath(.book(season))
          let book = presenter.viewModel(season)
          var hasher = KeyHasher()
          hasher.combine(SiteBuilder.pathSeed(seed, path))
          hasher.combine("season book \(BookRenderer.design) \(BookRenderer.libraries)")
          hasher.combine(fonts)
          let key = KeyEncoder.key(of: book, seed: hasher.finalize())
          if let stamp = store.current(path, key: key, in: output),
            let bytes = try? FileOperations.read("\(output)/\(path)"),
            let pages = BookRenderer.pageCount(ofPDF: bytes)
          {
            return Keyed(
              season: season, path: path, key: key, book: nil,
              made: (
                file(path, key: key, contents: nil, stamp: stamp),
                SeasonBooks.Book(pages: pages, bytes: bytes.count)
              ))
          }
          return Keyed(season: season, path: path, key: key, book: book, made: nil)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    // The books to draw, dealt out in turn to a task a core, each drawing its books one
    // after another so that a word is shaped once for all of them (`BookRenderer.pdfs`).
    let toDraw = keyed.filter { $0.book != nil }.sorted { $0.path < $1.path }
    let tasks = max(1, min(ProcessInfo.processInfo.activeProcessorCount, toDraw.count))
    let drawn = await withTaskGroup { group in
      for task in 0..<tasks {
        let dealt = stride(from: task, to: toDraw.count, by: tasks).map { toDraw[$0] }
        group.addTask { () -> [(Season, MadeFile?, SeasonBooks.Book?)] in
          zip(dealt, BookRenderer.pdfs(dealt.compactMap(\.book))).map { keyed, drawn in
            guard let drawn else { return (keyed.season, nil, nil) }
            return (
              keyed.season, file(keyed.path, key: keyed.key, contents: drawn.pdf, stamp: nil),
              SeasonBooks.Book(pages: drawn.pages, bytes: drawn.pdf.count)
            )
          }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    let kept = keyed.compactMap { keyed -> (Season, MadeFile?, SeasonBooks.Book?)? in
      keyed.made.map { (keyed.season, $0.0, $0.1) }
    }
    let made = kept + drawn
    var books: [Season: SeasonBooks.Book] = [:]
    var files: [String: MadeFile] = [:]
    for (season, file, book) in made {
      guard let file, let book else {
        throw BuildError.step(
          name: "season books",
          message:
            "Cairo could not make the book of season \(season.name) (out of memory?); seasonBooks: false in site.yml builds the site without books"
        )
      }
      books[season] = book
      files[file.path] = file
    }
    return SeasonBookFiles(books: SeasonBooks(books: books), files: files)
  }

  /// A season's book presented and keyed: to draw (`book`), or kept as the last build
  /// wrote it (`made`).
  private struct Keyed: Sendable {
    var season: Season
    var path: String
    var key: RenderKey
    var book: SeasonBookViewModel?
    var made: (MadeFile, SeasonBooks.Book)?
  }

  private static func file(_ path: String, key: RenderKey, contents: Data?, stamp: FileStamp?)
    -> MadeFile
  {
    MadeFile(
      path: path, origin: "season books", key: key, madeFrom: nil, contents: contents,
      stamp: stamp)
  }

  /// What the pages' inputs take of the books: each season's pages and size, which the
  /// season pages show.
  var fingerprint: [String] {
    books.books.sorted { $0.key < $1.key }.map {
      "\($0.key.name) \($0.value.pages) \($0.value.bytes)"
    }
  }
}
