/// Switches the SDK reads at run time. chatshot keeps them for apps that set or extend them; none changes a picture.
public enum StreamRuntimeCheck {
    /// Whether the SDK's internal assertions stop the app (off, as in release builds).
    nonisolated(unsafe) public static var assertionsEnabled = false
}
