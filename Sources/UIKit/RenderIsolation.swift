/// Runs main-actor code on the calling thread without the actor check.
///
/// chatshot's UIKit is main-actor isolated, as Apple's is, so an app's view code type-checks as it does on iOS (its
/// view controllers are `@MainActor`, and so is what they call). A render, though, runs on one thread with views and
/// state of its own (`RenderThread`), and a batch renders on several threads at once: the renderer enters its
/// views' isolation through this function. Nothing else may call it.
package func assumeRenderIsolation<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { isolated in
        try unsafeBitCast(isolated, to: (() throws -> T).self)()
    }
}
