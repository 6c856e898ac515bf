import Foundation

/// The chatshot build an app's renderer was compiled against (`chatshot build-customization`): the renderer runs
/// `chatshot-build` from there for `docs`, `build-customization` and `--app` when none is beside it, which is the
/// case for a renderer in the build cache.
public enum AppBuildFolder {
    /// The environment variable that names the folder.
    public static let environmentKey = "CHATSHOT_APP_CHATSHOT_BUILD"

    /// Called first by a renderer's generated entry point: records `folder` unless the environment names one
    /// already (`--app` sets it for the renderer it runs).
    public static func record(_ folder: String) {
        setenv(environmentKey, folder, 0)
    }
}
