import ChatManifest
import Foundation
import UIKit

/// An app's asset catalogs for its renders: `UIImage(named:)` and `UIColor(named:)` in the app's code find the
/// image and colour sets of the `*.xcassets` folders in its customization folder. `--app DIR` loads them (the
/// renderer it runs gets the folder in `CHATSHOT_APP_DIR`); Swift callers call `load(appFolder:)`.
public enum AppAssets {
    /// The environment variable naming the app folder whose catalogs a renderer loads at start.
    public static let environmentKey = "CHATSHOT_APP_DIR"

    /// Reads the catalogs under `folder`; a malformed `Contents.json` throws its file, line and column.
    public static func load(appFolder folder: String) throws {
        AssetCatalog.current = try AssetCatalogReader.read(appFolder: folder)
    }

    /// `load(appFolder:)` for the folder in `CHATSHOT_APP_DIR`, if set.
    public static func loadFromEnvironment() throws {
        guard let folder = ProcessInfo.processInfo.environment[environmentKey], !folder.isEmpty else { return }
        try load(appFolder: folder)
    }
}
