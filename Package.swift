// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// The include folders of a library as pkg-config gives them, without the `-pthread` that
/// SwiftPM's own reading of `pangocairo.pc` or `vips.pc` would warn about and drop.
func includes(_ library: String) -> [String] {
  let process = Process()
  let pipe = Pipe()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["pkg-config", "--cflags-only-I", library]
  process.standardOutput = pipe
  guard (try? process.run()) != nil else { return [] }
  process.waitUntilExit()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  return output.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { $0.hasPrefix("-I") }
}

/// Cairo's and Pango's, for the share cards.
let pangoIncludes = includes("pangocairo")
/// libvips's, for the match photos.
let vipsIncludes = includes("vips")

let package = Package(
  name: "gather-site",
  products: [
    .executable(name: "gather-site", targets: ["gather-site"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    // SHA-256, for the build's keys and digests and the share cards' file names.
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    // The preview server. Without its default traits it needs no full Foundation, and
    // nothing of it needs FoundationNetworking (and so libcurl), which a binary with the
    // Swift runtime linked in could not carry.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    // CSV as spreadsheets write it, for `gather-site import csv`.
    .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
    // Workbooks (.xlsx, .ods) are zip files of XML, for `gather-site import csv`.
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    // A published sheet's link (https), for `gather-site import csv URL`.
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
  ],
  targets: [
    // Debian's cmark.h and libcmark are where the compiler and linker look by themselves
    // (no pkg-config, whose -L would put the shared library ahead of the static one that
    // `make dist` links).
    .systemLibrary(
      name: "Ccmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    // Cairo, Pango, fontconfig and libpng draw the share cards.
    .systemLibrary(
      name: "Ccairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev"])]
    ),
    // libvips reads the match photos' sizes and makes their reduced copies, in the build
    // (the core is handed what it reads through `ImageReader`).
    .systemLibrary(
      name: "Cvips",
      providers: [.apt(["libvips-dev"])]
    ),
    // SQLite reads an iPhone backup's Manifest.db, read-only, in `import ios-backup` (the
    // core is handed what it reads through `BackupManifestReader`).
    .systemLibrary(
      name: "Csqlite3",
      providers: [.apt(["libsqlite3-dev"])]
    ),
    // libyaml's events, which Yams does not show: `BoundedYAML` refuses aliases and deep
    // nesting before Yams builds a document. Kept out of the core, which handles no C
    // memory outside the View.
    .target(name: "YAMLEvents", dependencies: [.product(name: "Yams", package: "Yams")]),
    // The core: loading, entities, statistics and ratings, presenters and view models,
    // the router and the view. It knows nothing of caches or of the previous build.
    .target(
      name: "GatherSiteCore",
      dependencies: [
        "Ccmark", "Ccairo", "YAMLEvents",
        .product(name: "Mustache", package: "swift-mustache"),
        .product(name: "Yams", package: "Yams"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CSV", package: "CSV.swift"),
      ],
      swiftSettings: [.unsafeFlags(pangoIncludes.flatMap { ["-Xcc", $0] })],
      plugins: ["TemplateFields", "EmbedFolder"]
    ),
    // The importers, before the pipeline: they turn what groups have (a spreadsheet, the
    // app's storage, an iPhone backup) into the exports and write-ups, which the core then
    // reads. The core depends on no importer.
    .target(
      name: "GatherSiteImport",
      dependencies: [
        "GatherSiteCore", "Csqlite3",
        .product(name: "Yams", package: "Yams"),
        .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "CSV", package: "CSV.swift"),
      ]
    ),
    // The build's faster reader of the exports' rows, held equal to the core's `JSONDecoder`.
    .target(name: "ExportScanning", dependencies: ["GatherSiteCore"]),
    // The build's faster View: pages rendered through template shapes, with tables written
    // as bytes and kept out of CommonMark; held equal to the core's `PageRenderer`.
    .target(
      name: "FastView",
      dependencies: ["GatherSiteCore", .product(name: "Mustache", package: "swift-mustache")]
    ),
    // The build around the core: the plan, the incremental store, the output writer and
    // the preview.
    .target(
      name: "GatherSite",
      dependencies: [
        "GatherSiteCore", "ExportScanning", "FastView", "Cvips",
        .product(name: "Crypto", package: "swift-crypto"),
      ],
      swiftSettings: [.unsafeFlags(vipsIncludes.flatMap { ["-Xcc", $0] })],
      plugins: ["EmbedFolder"]
    ),
    .executableTarget(
      name: "gather-site",
      dependencies: [
        "GatherSite", "GatherSiteCore", "GatherSiteImport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      plugins: ["BuildCommit"]
    ),
    // Stamps `gather-site --version` with the commit the program is built from.
    .plugin(name: "BuildCommit", capability: .buildTool()),
    // Give templates the view models' fields without reflection, from their stored
    // properties, and embed the default theme and the starter site: written at build time.
    .plugin(name: "TemplateFields", capability: .buildTool(), dependencies: ["template-fields"]),
    .executableTarget(name: "template-fields"),
    .plugin(name: "EmbedFolder", capability: .buildTool(), dependencies: ["embed-folder"]),
    .executableTarget(name: "embed-folder"),
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "fuzz-exports", dependencies: ["FuzzSupport", "GatherSiteCore", "ExportScanning"]),
    .executableTarget(name: "fuzz-markdown", dependencies: ["FuzzSupport", "GatherSiteCore"]),
    .executableTarget(name: "fuzz-yaml", dependencies: ["FuzzSupport", "GatherSiteCore"]),
    .testTarget(name: "GatherSiteCoreTests", dependencies: ["GatherSiteCore"]),
    .testTarget(name: "YAMLEventsTests", dependencies: ["YAMLEvents"]),
    .testTarget(
      name: "GatherSiteImportTests",
      dependencies: ["GatherSiteImport", "GatherSiteCore"]
    ),
    .testTarget(name: "ExportScanningTests", dependencies: ["ExportScanning", "GatherSiteCore"]),
    .testTarget(name: "FastViewTests", dependencies: ["FastView", "GatherSite", "GatherSiteCore"]),
    .testTarget(
      name: "GatherSiteTests",
      dependencies: [
        "GatherSite", "GatherSiteCore", "GatherSiteImport", "gather-site", "template-fields",
        "Csqlite3",
        .product(name: "Crypto", package: "swift-crypto"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
