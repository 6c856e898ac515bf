/// Calls a main-actor delegate on the calling thread.
///
/// The SDK's controllers call their delegates (main-actor protocols) on the main queue; offline, chatshot calls them
/// at once, on the thread the render runs on (a batch renders on several), which owns the controller and its views.
func callDelegate(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { isolated in unsafeBitCast(isolated, to: (() -> Void).self)() }
}
