/// Where an overlay goes among the map's layers (kept; overlays are drawn over the map, under the annotations).
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0
    case aboveLabels = 1
}
