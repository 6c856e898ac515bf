/// Layout direction of a screen (`--layout-direction`).
public enum LayoutDirection: Sendable { case leftToRight, rightToLeft }
