import UIKit

/// A video's preview in the composer (`Components.videoAttachmentComposerPreview`): the preview image with the
/// camera icon. chatshot's composer draws videos as image tiles (`ImageAttachmentComposerPreview`); this class is
/// made and set up for apps that subclass it, not yet placed by the composer.
open class VideoAttachmentComposerPreview: _View, ThemeProvider {
    /// The video's preview image.
    public let previewImageView = UIImageView()
    /// The camera icon.
    public let cameraIconView = UIImageView()

    open override func setUpAppearance() {
        super.setUpAppearance()
        previewImageView.contentMode = .scaleAspectFill
        previewImageView.clipsToBounds = true
        cameraIconView.image = appearance.images.camera
        cameraIconView.tintColor = appearance.colorPalette.textOnAccent
    }

    open override func setUpLayout() {
        super.setUpLayout()
        embed(previewImageView)
        addSubview(cameraIconView)
        cameraIconView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            cameraIconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            cameraIconView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8)
        ])
    }
}

/// A voice recording's preview in the composer (`Components.voiceRecordingAttachmentComposerPreview`): the play
/// image, the recording's name and its duration. Made and set up for apps that subclass it; chatshot's composer
/// draws recordings in its own rows.
open class VoiceRecordingAttachmentComposerPreview: _View, AppearanceProvider, ComponentsProvider {
    /// The play button.
    public let playPauseButton = UIButton()
    /// The recording's name.
    public let titleLabel = UILabel()
    /// The recording's duration.
    public let durationLabel = UILabel()

    open override func setUpAppearance() {
        super.setUpAppearance()
        playPauseButton.setImage(appearance.images.play, for: .normal)
        titleLabel.font = appearance.fonts.bodyBold
        titleLabel.textColor = appearance.colorPalette.textPrimary
        durationLabel.font = appearance.fonts.footnote
        durationLabel.textColor = appearance.colorPalette.textSecondary
    }

    open override func setUpLayout() {
        super.setUpLayout()
        let texts = ContainerStackView(axis: .vertical, alignment: .leading, spacing: 3)
        texts.addArrangedSubviews([titleLabel, durationLabel])
        let row = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 8)
        embed(row, insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        row.addArrangedSubviews([playPauseButton, texts])
    }
}

/// A voice recording quoted in a reply (`Components.voiceRecordingAttachmentQuotedPreview`): the microphone and the
/// recording's name. Made and set up for apps that subclass it; chatshot's quoted message draws its own line.
open class VoiceRecordingAttachmentQuotedPreview: _View, ComponentsProvider {
    /// The microphone.
    public let iconView = UIImageView()
    /// The recording's name.
    public let titleLabel = UILabel()

    open override func setUpAppearance() {
        super.setUpAppearance()
        iconView.image = appearance.images.mic
        iconView.tintColor = appearance.colorPalette.textSecondary
        titleLabel.font = appearance.fonts.subheadline
        titleLabel.textColor = appearance.colorPalette.textPrimary
    }

    open override func setUpLayout() {
        super.setUpLayout()
        let row = ContainerStackView(axis: .horizontal, alignment: .center, spacing: 4)
        embed(row)
        row.addArrangedSubviews([iconView, titleLabel])
    }
}
