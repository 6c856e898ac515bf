/// The title of the keyboard's return key (UIKit's `UIReturnKeyType`). Kept; a still picture shows no keyboard.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
