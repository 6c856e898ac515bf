import UIKit

/// The play/pause button, time labels and slider under a playing video (`Components.videoPlaybackControlView`):
/// in a still picture it shows the start of the video (the play image, 0:00).
open class VideoPlaybackControlView: _View, ThemeProvider {
    /// Play or pause (shows the play image).
    public let playPauseButton = UIButton()
    /// The time played.
    public let timestampLabel = UILabel()
    /// The video's length.
    public let durationLabel = UILabel()

    open override func setUpAppearance() {
        super.setUpAppearance()
        playPauseButton.setImage(appearance.images.play, for: .normal)
        for label in [timestampLabel, durationLabel] {
            label.font = appearance.fonts.footnote
            label.textColor = appearance.colorPalette.textPrimary
        }
        timestampLabel.text = "0:00"
    }

    open override func setUpLayout() {
        super.setUpLayout()
        let row = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
        embed(row, insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        row.addArrangedSubviews([playPauseButton, timestampLabel, durationLabel])
    }
}

/// A video's tile in a message's gallery (`Components.videoAttachmentGalleryPreview`): the preview image with the
/// play image over it. chatshot's gallery draws videos in its own tiles (`ChatMessageGalleryItemView`); this class
/// is made and set up for apps that subclass it, not yet placed by the gallery.
open class VideoAttachmentGalleryPreview: _View, ThemeProvider {
    /// The preview image.
    public let imageView = UIImageView()
    /// The play image.
    public let playButton = UIButton()

    open override func setUpAppearance() {
        super.setUpAppearance()
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        playButton.setImage(appearance.images.bigPlay, for: .normal)
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(imageView)
        addSubview(playButton)
        playButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            playButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            playButton.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }
}
