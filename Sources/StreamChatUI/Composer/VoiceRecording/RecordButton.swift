import UIKit

/// The mic button that starts a recording (the SDK's `RecordButton`), tinted inputTextIcon; the tint colour while held.
open class RecordButton: _Button {
    public var isRecording = false { didSet { updateContentIfNeeded() } }

    open override func setUpAppearance() {
        setImage(appearance.images["mic"], for: .normal)
    }
    open override func updateContent() {
        tintColor = isRecording ? nil : appearance.colorPalette.inputTextIcon
    }
}
