// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "chatshot",
    platforms: [.macOS(.v15)],  // Synchronization.Mutex
    products: [
        .executable(name: "chatshot", targets: ["chatshot"]),
        // `build-customization`, `--app DIR`'s build and `docs`: the commands that need swift-syntax, run by `chatshot`
        // from its own folder, so that a render's process does not carry swift-syntax.
        .executable(name: "chatshot-build", targets: ["chatshot-build"]),
        .executable(name: "chatshot-guides", targets: ["chatshot-guides"]),
        // The live preview (`chatshot-serve`): a local web page that re-renders shots as their files change.
        .executable(name: "chatshot-serve", targets: ["chatshot-serve"]),
        .library(name: "ChatShotCLI", targets: ["ChatShotCLI"]),
        // Everything an app's customization executable links (`chatshot build-customization`): one static library.
        .library(
            name: "ChatShotApp", type: .static,
            targets: [
                "ChatShotCLI", "UIKit", "StreamChat", "StreamChatUI", "StreamChatCommonUI", "CoreGraphics",
                "QuartzCore", "CoreLocation", "MapKit", "AVFoundation", "AVKit",
                "CombineSupport"
            ]),
        // The same with the live preview's command line (`chatshot-serve --app DIR`), Hummingbird included.
        .library(
            name: "ChatShotServeApp", type: .static,
            targets: [
                "ChatShotServeCLI", "ChatShotCLI", "UIKit", "StreamChat", "StreamChatUI", "StreamChatCommonUI",
                "CoreGraphics", "QuartzCore", "CoreLocation", "MapKit", "AVFoundation", "AVKit", "CombineSupport"
            ]),
        .library(name: "ChatShotKit", targets: ["ChatShotKit"]),
        // The modules an iOS engineer knows: UIKit (views drawn through ChatCanvas), StreamChat (the models) and
        // StreamChatUI (the SDK's components, appearance and views).
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "StreamChat", targets: ["StreamChat"]),
        .library(name: "StreamChatUI", targets: ["StreamChatUI"]),
        // Apple's module name for Foundation's CG types on Linux (plus CGAffineTransform), so an app's files import it
        // unchanged. (`Combine` is made by the customization build: see CombineSupport.)
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        // Apple's module name for Core Animation: re-exports the CA types of chatshot's UIKit (CALayer, CABasicAnimation,
        // CATransaction, …), so an app's files that `import QuartzCore` compile unchanged.
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        // Apple's Core Location (coordinates, locations, an inert location manager) and MapKit (a map drawn offline,
        // annotation views, snapshots), so an app's location-sharing files compile unchanged.
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        // Apple's AVFoundation (players, assets, the player layer drawn as a black video area, the audio session) and
        // AVKit (the player view controller), so an app's video screens compile unchanged.
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        // One-line snapshot assertions of a shot against a reference PNG (XCTest and Swift Testing).
        .library(name: "ChatShotTesting", targets: ["ChatShotTesting"]),
        // `assertSnapshot(of: shot, as: .chatshot)` for pointfreeco/swift-snapshot-testing users.
        .library(name: "ChatShotSnapshotTesting", targets: ["ChatShotSnapshotTesting"])
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
        // Only for apps' customization files that `import Combine` (CombineSupport, in libChatShotApp.a).
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // The one source rewrite of an app's customization files (`chatshot build-customization`); swift-snapshot-testing
        // resolves the same package.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
    ],
    targets: [
        // System libraries (headers + pkg-config; installed by Scripts/setup.sh).
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"])]),
        .systemLibrary(
            name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),

        // libcurl for the HTTP render cache (`--cache http(s)://…`), opened with dlopen on first use and never linked:
        // commands without an HTTP cache load neither libcurl nor Foundation's networking. Its header comes from
        // libcurl4-openssl-dev, the library at run time from libcurl4 (both installed by Scripts/setup.sh).
        .target(name: "CCurl"),
        // librsvg for SVG icons and images, opened with dlopen when the first SVG is parsed and never linked: a process
        // that draws nothing does not load it (or libxml2 and ICU, which it brings). The library at run time is
        // librsvg2-2 (installed with librsvg2-dev by Scripts/setup.sh).
        .target(name: "CRsvg"),

        // Geometry, colours, text, images, surfaces, PNG. Knows nothing about chat.
        .target(name: "ChatCanvas", dependencies: ["CCairo", "CPangoCairo", "CGdkPixbuf", "CRsvg", "CDeflate"]),
        // UIKit's views, layers, layout, fonts, images, colours and traits, drawn through ChatCanvas. Knows nothing
        // of Stream or manifests.
        .target(name: "UIKit", dependencies: ["ChatCanvas", "CoreGraphics"]),
        .target(name: "CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["UIKit", "CoreGraphics"]),
        // Core Location's value types and an inert location manager (no GPS in a still picture). Foundation only.
        .target(name: "CoreLocation"),
        // MapKit: MKMapView drawn as an offline map through ChatCanvas, annotations, snapshots. Knows nothing of
        // Stream or manifests.
        .target(name: "MapKit", dependencies: ["UIKit", "CoreLocation", "ChatCanvas"]),
        // AVFoundation: players and assets that keep their state (nothing plays in a still picture), `AVPlayerLayer`
        // drawn as a black video area, the audio session. AVKit: `AVPlayerViewController` on top of it.
        .target(name: "AVFoundation", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"]),
        .target(name: "AVKit", dependencies: ["AVFoundation", "UIKit"]),
        .target(
            name: "CombineSupport",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine")
            ]),
        // StreamChat's models (channels, messages, users, threads, polls) and its client layer, offline. Foundation,
        // and OpenCombine for the state layer's published properties (`LivestreamChat.state.$messages`), which an
        // app's `import Combine` (OpenCombine under Apple's name) subscribes to.
        .target(name: "StreamChat", dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]),
        // StreamChatUI: Components, Appearance, the SDK's base classes and lifecycle, its views and screens.
        .target(name: "StreamChatUI", dependencies: ["UIKit", "StreamChat", "ChatCanvas"]),
        // The SDK's newer module name for Appearance and its shared pieces: StreamChatUI re-exported.
        .target(name: "StreamChatCommonUI", dependencies: ["StreamChatUI"]),
        // Transcripts and manifests: decoding, validation, applying.
        .target(name: "ChatManifest", dependencies: ["StreamChatUI", "UIKit", .product(name: "Yams", package: "Yams")]),
        // A render's wall clock: the shot's moment, for the render's thread (an app's `Date()` included).
        .target(name: "CFrozenClock", linkerSettings: [.linkedLibrary("dl")]),
        // The pipeline: scenario → image, compositing, diff, batch, baselines, reports.
        .target(
            name: "ChatShotKit",
            dependencies: [
                "ChatManifest", "StreamChatUI", "UIKit", "StreamChat", "ChatCanvas", "CCairo", "CPangoCairo", "CCurl",
                "CFrozenClock", .product(name: "Yams", package: "Yams")
            ]),
        // The command line as a library, so a user's own renderer executable (with Swift customizations) gets all of it.
        // Without swift-syntax: `build-customization`, `--app`'s build and `docs` run `chatshot-build` (`BuildTool`).
        .target(
            name: "ChatShotCLI",
            dependencies: ["ChatShotKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // `chatshot docs`: Markdown documents (and DocC catalogs) whose pictures are drawn from their own Swift,
        // manifest and transcript blocks — the reader, the directives, each document's plan and its run.
        .target(
            name: "ChatDocs",
            dependencies: [
                "ChatShotKit", "ChatManifest", "ChatCanvas", "CustomizationBuild",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        .executableTarget(name: "chatshot", dependencies: ["ChatShotCLI"]),
        // The helper beside `chatshot` that runs its commands needing swift-syntax (the customization build, docs).
        .executableTarget(
            name: "chatshot-build",
            dependencies: [
                "ChatShotCLI", "ChatShotKit", "CustomizationBuild", "ChatDocs",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        // Compiling an app's own customization sources into a renderer: the source rewrite (swift-syntax), the set-up
        // function, the compiler run against chatshot's prebuilt modules, and its cache.
        .target(
            name: "CustomizationBuild",
            dependencies: [
                "ChatShotKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        // The live preview: an HTTP server (Hummingbird) on loopback, file watching, the page. Its own target and
        // executable, so that `chatshot` and the renderer build without Hummingbird and SwiftNIO.
        .target(
            name: "ChatShotServe",
            dependencies: [
                "ChatShotKit", "ChatManifest", "ChatCanvas", "StreamChatUI", "UIKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird")
            ]),
        // `chatshot-serve`'s command line as a library, so an app's customization build can run it (`--app DIR`).
        .target(
            name: "ChatShotServeCLI",
            dependencies: [
                "ChatShotCLI", "ChatShotServe", "CustomizationBuild",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        .executableTarget(name: "chatshot-serve", dependencies: ["ChatShotServeCLI"]),
        // Snapshot assertions for test suites (imports XCTest, and Swift Testing where it exists).
        .target(name: "ChatShotTesting", dependencies: ["ChatShotKit", "ChatCanvas"]),
        // A `Snapshotting<Shot, Data>` strategy for swift-snapshot-testing, in a target of its own.
        .target(
            name: "ChatShotSnapshotTesting",
            dependencies: [
                "ChatShotTesting", "ChatCanvas", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),

        // The guides' Swift customizations (subclasses registered in Components), for renderer executables.
        .target(
            name: "GuideCustomizations", dependencies: ["UIKit", "StreamChat", "StreamChatUI", "ChatShotKit"],
            path: "Examples/GuideCustomizations"),
        .executableTarget(
            name: "chatshot-guides", dependencies: ["ChatShotCLI", "GuideCustomizations"],
            path: "Examples/GuideRenderer"),
        // Scripts/bench-cassowary.sh: times the UIKit module's Cassowary engine against kiwisolver. Not in any product.
        .executableTarget(name: "cassowary-bench", dependencies: ["UIKit"], path: "Benchmarks/CassowaryBench"),

        // What several test targets share: temporary folders and the package's own folder.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ChatCanvasTests", dependencies: ["ChatCanvas", "CCairo", "TestSupport"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "TestSupport"]),
        .testTarget(name: "AppleModulesTests", dependencies: ["CoreGraphics", "UIKit", "QuartzCore"]),
        .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"]),
        // Also type-checks an app's MapKit file through the customization build.
        .testTarget(name: "MapKitTests", dependencies: ["MapKit", "ChatCanvas", "CustomizationBuild"]),
        // Draws a player layer and a player view controller, checks the players' and audio session's state, and
        // type-checks an app's video screen through the customization build.
        .testTarget(name: "AVKitTests", dependencies: ["AVKit", "AVFoundation", "ChatCanvas", "CustomizationBuild"]),
        // Also type-checks every Swift block of the SDK's guides (../shared/guides), split into units by swift-syntax.
        .testTarget(
            name: "CustomizationBuildTests",
            dependencies: [
                "CustomizationBuild", "TestSupport", .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        .testTarget(
            name: "StreamChatTests",
            dependencies: ["StreamChat", .product(name: "OpenCombine", package: "OpenCombine")]),
        .testTarget(
            name: "StreamChatUITests",
            dependencies: [
                "StreamChatUI", "StreamChatCommonUI", "UIKit", "StreamChat"
            ]),
        .testTarget(name: "ChatManifestTests", dependencies: ["ChatManifest", "TestSupport"]),
        .testTarget(name: "ChatShotKitTests", dependencies: ["ChatShotKit", "TestSupport"]),
        .testTarget(name: "ChatDocsTests", dependencies: ["ChatDocs", "ChatShotKit", "TestSupport"]),
        .testTarget(name: "ChatShotTestingTests", dependencies: ["ChatShotTesting", "TestSupport"]),
        .testTarget(name: "GuideCustomizationsTests", dependencies: ["GuideCustomizations", "ChatShotKit"]),
        // Runs the built `chatshot`, `chatshot-build` and `chatshot-serve` executables (depending on them makes
        // `swift build --build-tests` build them).
        .testTarget(
            name: "CommandLineTests", dependencies: ["chatshot", "chatshot-build", "chatshot-serve", "TestSupport"]),
        // The one exit-status mapping of the command line (`ExitStatus`), without running a process.
        .testTarget(name: "ChatShotCLITests", dependencies: ["ChatShotCLI"]),
        // Starts the preview server in-process and talks to it over loopback (HTTP, SSE, headless Chromium).
        .testTarget(name: "ChatShotServeTests", dependencies: ["ChatShotServe", "ChatShotKit", "TestSupport"])
    ]
)

// UIKit, StreamChat and StreamChatUI are main-actor isolated, as Apple's and Stream's are, so an app's view code
// type-checks as it does on iOS. A render, though, runs on a thread of its own (a batch renders on several at once),
// and that thread owns all of the render's views: the runtime's main-thread checks of isolated code are left out.
// The tests use UIKit's views as an app's code does: in the Swift 5 language mode, where the isolation of
// `@preconcurrency @MainActor` declarations is not enforced on synchronous test methods.
for target in package.targets where target.type != .system {
    var settings = target.swiftSettings ?? []
    settings.append(.unsafeFlags(["-Xfrontend", "-disable-dynamic-actor-isolation"]))
    if target.type == .test {
        settings += [.swiftLanguageMode(.v5), .enableUpcomingFeature("IsolatedDefaultValues")]
    }
    target.swiftSettings = settings
}
