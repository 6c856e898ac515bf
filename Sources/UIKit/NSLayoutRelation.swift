public enum NSLayoutRelation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
