extension UIButton {
    /// The button's kind; chatshot draws every kind as `.custom` draws it.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// UIKit's name for `.system` in older code.
        public static let roundedRect = ButtonType.system
    }
}
