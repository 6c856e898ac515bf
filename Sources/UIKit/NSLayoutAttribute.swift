/// The attributes a constraint relates.
public enum NSLayoutAttribute: Sendable { case leading, trailing, left, right, top, bottom, centerX, centerY, width, height }
