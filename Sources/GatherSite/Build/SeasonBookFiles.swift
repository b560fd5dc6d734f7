import Foundation
import GatherSiteCore
import Synchronization

/// The season books, drawn before the pages are presented, since a season page gives its
/// book's size and number of pages. A book is keyed by what it says (`SeasonBookViewModel`),
/// the drawing's version and the installed fonts: it is drawn again only when its season
/// says something else, and otherwise kept as the last build wrote it (its pages read back
/// from the file). A task a core takes the seasons from one queue, the largest first, and
/// presents and keys each one's book and draws those not kept, one after another with the
/// same words (`BookRenderer.pdfs`).
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
    // The seasons in a queue, the largest first (ties in season order), so that the tasks
    // end together.
    let sizes = seasons.map { context.facts.gatherIndices(in: $0).count }
    let queue = seasons.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
      .map { seasons[$0] }
    let taken = Atomic(0)
    let take = { @Sendable () -> Season? in
      let next = taken.add(1, ordering: .relaxed).oldValue
      return next < queue.count ? queue[next] : nil
    }
    // A task a core takes the next season, presents and keys its book, and keeps it when
    // the store has it or draws it; each draws its books one after another, so that a word
    // is shaped once for all of them, in a lane of its own (`BookRenderer.pdfs`).
    let tasks = min(ProcessInfo.processInfo.activeProcessorCount, seasons.count)
    let made = await withTaskGroup { group in
      for lane in 0..<tasks {
        group.addTask { () -> [(Season, MadeFile?, SeasonBooks.Book?)] in
          var made: [(Season, MadeFile?, SeasonBooks.Book?)] = []
          BookRenderer.pdfs(
            lane: lane,
            from: {
              while let season = take() {
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
                  made.append(
                    (
                      season, file(path, key: key, contents: nil, stamp: stamp),
                      SeasonBooks.Book(pages: pages, bytes: bytes.count)
                    ))
                  continue
                }
                return (book, (season, path, key))
              }
              return nil
            },
            deliver: { (drawing: (season: Season, path: String, key: RenderKey), drawn) in
              let (season, path, key) = drawing
              guard let drawn else {
                made.append((season, nil, nil))
                return
              }
              made.append(
                (
                  season, file(path, key: key, contents: drawn.pdf, stamp: nil),
                  SeasonBooks.Book(pages: drawn.pages, bytes: drawn.pdf.count)
                ))
            })
          return made
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
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
