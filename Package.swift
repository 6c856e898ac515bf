// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "chatshot",
    platforms: [.macOS(.v15)],   // Synchronization.Mutex
    products: [
        .executable(name: "chatshot", targets: ["chatshot"]),
        .executable(name: "chatshot-guides", targets: ["chatshot-guides"]),
        // The live preview (`chatshot-serve`): a local web page that re-renders shots as their files change.
        .executable(name: "chatshot-serve", targets: ["chatshot-serve"]),
        .library(name: "ChatShotCLI", targets: ["ChatShotCLI"]),
        .library(name: "ChatShotKit", targets: ["ChatShotKit"]),
        .library(name: "ChatUI", targets: ["ChatUI"]),
        // One-line snapshot assertions of a shot against a reference PNG (XCTest and Swift Testing).
        .library(name: "ChatShotTesting", targets: ["ChatShotTesting"]),
        // `assertSnapshot(of: shot, as: .chatshot)` for pointfreeco/swift-snapshot-testing users.
        .library(name: "ChatShotSnapshotTesting", targets: ["ChatShotSnapshotTesting"]),
    ],
    // Pinned exactly: byte-identical output depends on them (Package.resolved stays out of git).
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        // Only for the ChatShotSnapshotTesting library (its SnapshotTesting target needs nothing else to build);
        // the chatshot executable never links it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // Only for the live preview (ChatShotServe, chatshot-serve); the chatshot executable never links it.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
    ],
    targets: [
        // System libraries (headers + pkg-config; installed by Scripts/setup.sh).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate",
                       providers: [.apt(["libdeflate-dev"])]),

        // Geometry, colours, text, images, surfaces, PNG. Knows nothing about chat.
        .target(name: "ChatCanvas", dependencies: ["CCairo", "CPangoCairo", "CRsvg", "CDeflate"]),
        // The component model: views, ContainerStackView, Appearance, Components, screens.
        .target(name: "ChatUI", dependencies: ["ChatCanvas"]),
        // Transcripts and manifests: decoding, validation, applying.
        .target(name: "ChatManifest", dependencies: ["ChatUI", .product(name: "Yams", package: "Yams")]),
        // The pipeline: scenario → image, compositing, diff, batch, baselines, reports.
        .target(name: "ChatShotKit", dependencies: ["ChatManifest", "ChatUI", "ChatCanvas", "CCairo", "CPangoCairo",
                                                    .product(name: "Yams", package: "Yams")]),
        // The command line as a library, so a user's own renderer executable (with Swift customizations) gets all of it.
        .target(name: "ChatShotCLI", dependencies: [
            "ChatShotKit", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "chatshot", dependencies: ["ChatShotCLI"]),
        // The live preview: an HTTP server (Hummingbird) on loopback, file watching, the page. Its own target and
        // executable, so that `chatshot` and the renderer build without Hummingbird and SwiftNIO.
        .target(name: "ChatShotServe", dependencies: [
            "ChatShotKit", "ChatManifest", "ChatCanvas", "ChatUI", .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
        ]),
        .executableTarget(name: "chatshot-serve", dependencies: [
            "ChatShotCLI", "ChatShotServe", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Snapshot assertions for test suites (imports XCTest, and Swift Testing where it exists).
        .target(name: "ChatShotTesting", dependencies: ["ChatShotKit", "ChatCanvas"]),
        // A `Snapshotting<Shot, Data>` strategy for swift-snapshot-testing, in a target of its own.
        .target(name: "ChatShotSnapshotTesting", dependencies: [
            "ChatShotTesting", "ChatCanvas", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),

        // The guides' Swift customizations (subclasses registered in Components), for renderer executables.
        .target(name: "GuideCustomizations", dependencies: ["ChatUI", "ChatShotKit"], path: "Examples/GuideCustomizations"),
        .executableTarget(name: "chatshot-guides", dependencies: ["ChatShotCLI", "GuideCustomizations"], path: "Examples/GuideRenderer"),

        .testTarget(name: "ChatCanvasTests", dependencies: ["ChatCanvas", "CCairo"]),
        .testTarget(name: "ChatUITests", dependencies: ["ChatUI"]),
        .testTarget(name: "ChatManifestTests", dependencies: ["ChatManifest"]),
        .testTarget(name: "ChatShotKitTests", dependencies: ["ChatShotKit"]),
        .testTarget(name: "ChatShotTestingTests", dependencies: ["ChatShotTesting"]),
        .testTarget(name: "GuideCustomizationsTests", dependencies: ["GuideCustomizations", "ChatShotKit"]),
        // Runs the built `chatshot` executable (depending on it makes `swift build --build-tests` build it).
        .testTarget(name: "CommandLineTests", dependencies: ["chatshot"]),
        // Starts the preview server in-process and talks to it over loopback (HTTP, SSE, headless Chromium).
        .testTarget(name: "ChatShotServeTests", dependencies: ["ChatShotServe", "ChatShotKit"]),
    ]
)
