/// What the app uses the location for (kept by the location manager; it changes nothing in a still render).
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}
