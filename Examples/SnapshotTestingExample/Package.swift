// swift-tools-version:6.0
// An app's test suite that guards its chat screens with chatshot: `assertShot` (ChatShotTesting) and
// `assertSnapshot(of:as: .chatshot)` (swift-snapshot-testing), in XCTest and in Swift Testing.
// Depends on chatshot by path, as a package of your own would by URL.
import PackageDescription

let package = Package(
    name: "SnapshotTestingExample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "chatshot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7")
    ],
    targets: [
        // The shots the tests render: transcripts and manifests written in code.
        .target(
            name: "ChatFixtures",
            dependencies: [
                .product(name: "ChatShotKit", package: "chatshot"),
                .product(name: "ChatShotTesting", package: "chatshot")
            ]),
        .testTarget(
            name: "ChatScreenXCTests",
            dependencies: [
                "ChatFixtures",
                .product(name: "ChatShotTesting", package: "chatshot"),
                .product(name: "ChatShotSnapshotTesting", package: "chatshot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),
        .testTarget(
            name: "ChatScreenSwiftTests",
            dependencies: [
                "ChatFixtures",
                .product(name: "ChatShotTesting", package: "chatshot"),
                .product(name: "ChatShotSnapshotTesting", package: "chatshot"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ])
    ]
)
