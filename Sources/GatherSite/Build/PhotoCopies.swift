import Foundation
import GatherSiteCore

/// The reduced copies of the match photos a site uses, for `og:image`, made before the pages
/// are presented, since a match page names its photo's copy only when there is one. Each is
/// the photo scaled down to the size `ReducedPhotos.copy(of:)` gives, as a JPEG under
/// `limit` bytes (libvips, at falling qualities until it fits). A copy's name carries its
/// photo's digest and its key is made of that name and the program alone, so an unchanged
/// photo is not made again while the file the last build wrote is there as it was written.
/// A photo of which no copy can be made keeps its match's share card (and is tried again by
/// the next build).
struct PhotoCopies: Sendable {
  /// What the presenters are told: the copies there are.
  let reduced: ReducedPhotos
  /// Each copy's file, by its path in the site: made now, or kept as the last build made it.
  let files: [String: MadeFile]

  /// Under WhatsApp's limit for a link's picture.
  static let limit = 300_000

  /// No photos.
  static let none = PhotoCopies(reduced: .none, files: [:])

  /// The copies of the photos of `input`'s matches, in the site that `router` names and
  /// `seed` keys; the store's record of `output` says which are made already.
  static func make(
    _ input: SiteInput, router: Router, seed: RenderKey, store: IncrementalStore, output: String
  ) async -> PhotoCopies {
    let photos = ReducedPhotos.photos(in: input.league)
    guard !photos.isEmpty else { return .none }
    struct Job: Sendable {
      var photo: MatchPhoto
      var copy: ReducedPhotos.Copy
      var path: String
      var key: RenderKey
      var source: URL
    }
    var jobs: [Job] = []
    for photo in photos {
      guard let source = input.staticFiles[photo.path] else { continue }
      let copy = ReducedPhotos.copy(of: photo)
      let path = router.outputPath(copy.route)
      var hasher = KeyHasher()
      hasher.combine(SiteBuilder.pathSeed(seed, path))
      hasher.combine("reduced photo")
      hasher.combine(UInt64(limit))
      hasher.combine(UInt64(copy.width))
      hasher.combine(UInt64(copy.height))
      jobs.append(Job(photo: photo, copy: copy, path: path, key: hasher.finalize(), source: source))
    }
    let made = await withTaskGroup { group in
      for job in jobs {
        group.addTask { () -> (Job, MadeFile?) in
          if let stamp = store.current(job.path, key: job.key, in: output) {
            return (job, Self.file(job.path, key: job.key, contents: nil, stamp: stamp))
          }
          let bytes = VipsImages.reduce(
            job.source, width: job.copy.width, height: job.copy.height, limit: limit)
          return (job, bytes.map { Self.file(job.path, key: job.key, contents: $0, stamp: nil) })
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    var copies: [String: ReducedPhotos.Copy] = [:]
    var files: [String: MadeFile] = [:]
    for (job, file) in made {
      guard let file else { continue }
      copies[job.photo.path] = job.copy
      files[job.path] = file
    }
    return PhotoCopies(reduced: ReducedPhotos(copies: copies), files: files)
  }

  private static func file(_ path: String, key: RenderKey, contents: Data?, stamp: FileStamp?)
    -> MadeFile
  {
    MadeFile(
      path: path, origin: "photos", key: key, madeFrom: nil, contents: contents, stamp: stamp)
  }

  /// What the pages' inputs take of the copies: which photos have one. That follows from
  /// the photos' bytes and the program, which the site's digest already holds, but for a
  /// copy that failed for a passing reason.
  var fingerprint: [String] {
    reduced.copies.keys.sorted()
  }
}
