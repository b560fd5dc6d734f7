// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "gather-site",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "gather-site", targets: ["gather-site"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .systemLibrary(
      name: "Ccmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    .target(
      name: "GatherSite",
      dependencies: [
        "Ccmark",
        .product(name: "Mustache", package: "swift-mustache"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    .executableTarget(
      name: "gather-site",
      dependencies: [
        "GatherSite",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "FlyingFox", package: "FlyingFox"),
      ]
    ),
    .executableTarget(name: "fuzz-exports", dependencies: ["GatherSite"]),
    .executableTarget(name: "fuzz-markdown", dependencies: ["GatherSite"]),
    .testTarget(
      name: "GatherSiteTests",
      dependencies: ["GatherSite"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
