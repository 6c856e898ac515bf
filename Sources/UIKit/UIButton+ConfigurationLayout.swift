import ChatCanvas

/// How a button with a configuration places its image (or activity indicator), title and subtitle, and draws its
/// background.
extension UIButton {
    /// The frames of a configured button's parts and the size it wants.
    struct ConfiguredLayout {
        var size: CGSize
        var image: CGRect
        var title: CGRect
        var subtitle: CGRect
    }

    /// The size the image (or activity indicator) is drawn at: a symbol (a template image) scales with the title
    /// font, as SF Symbols do (its longer side as tall as the font's point size); other images keep their size.
    private func configuredImageSize(_ configuration: Configuration) -> CGSize {
        if let activityIndicator, !activityIndicator.isHidden { return activityIndicator.intrinsicContentSize }
        guard let image = buttonImageView.image else { return .zero }
        let size = image.size
        guard image.isTemplate, size.width > 0, size.height > 0 else { return size }
        let k = configuration.titleFont.pointSize / max(size.width, size.height)
        return CGSize(width: (size.width * k).rounded(), height: (size.height * k).rounded())
    }

    /// The parts' frames in `bounds` (or at the natural size when nil), centred inside the content insets.
    func configuredLayout(_ configuration: Configuration, in bounds: CGRect?) -> ConfiguredLayout {
        let image = configuredImageSize(configuration)
        let title = buttonTitleLabel.hasText ? buttonTitleLabel.intrinsicContentSize : .zero
        let subtitle = (subtitleLabel?.hasText ?? false) ? subtitleLabel!.intrinsicContentSize : .zero
        let textGap = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
        var text = CGSize(width: max(title.width, subtitle.width), height: title.height + textGap + subtitle.height)
        let hasImage = image.width > 0
        let hasText = text.height > 0
        let gap = hasImage && hasText ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let d = configuration.contentInsets
        let insets =
            isRightToLeft
            ? UIEdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
            : UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        func contentSize() -> CGSize {
            vertical
                ? CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
                : CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        }
        var content = contentSize()
        let natural = CGSize(width: content.width + insets.horizontal, height: content.height + insets.vertical)
        let box = bounds ?? CGRect(origin: .zero, size: natural)
        let inner = box.inset(by: insets)
        // Text gives way when the button is narrower than its content.
        let room = vertical ? inner.width : inner.width - image.width - gap
        if text.width > room {
            text.width = max(0, room)
            content = contentSize()
        }
        let origin = CGPoint(
            x: inner.minX + (inner.width - content.width) / 2, y: inner.minY + (inner.height - content.height) / 2)
        var imageFrame = CGRect(origin: origin, size: image)
        var textFrame = CGRect(origin: origin, size: text)
        switch configuration.imagePlacement {
        case .top:
            imageFrame.origin.x = origin.x + (content.width - image.width) / 2
            textFrame.origin = CGPoint(x: origin.x + (content.width - text.width) / 2, y: origin.y + image.height + gap)
        case .bottom:
            textFrame.origin.x = origin.x + (content.width - text.width) / 2
            imageFrame.origin = CGPoint(
                x: origin.x + (content.width - image.width) / 2, y: origin.y + text.height + gap)
        case .trailing:
            textFrame.origin.y = origin.y + (content.height - text.height) / 2
            imageFrame.origin = CGPoint(
                x: origin.x + text.width + gap, y: origin.y + (content.height - image.height) / 2)
        default:
            imageFrame.origin.y = origin.y + (content.height - image.height) / 2
            textFrame.origin = CGPoint(
                x: origin.x + image.width + gap, y: origin.y + (content.height - text.height) / 2)
        }
        if isRightToLeft && !vertical {
            imageFrame.origin.x = box.minX + box.maxX - imageFrame.maxX
            textFrame.origin.x = box.minX + box.maxX - textFrame.maxX
        }
        let titleFrame = CGRect(x: textFrame.minX, y: textFrame.minY, width: text.width, height: title.height)
        let subtitleFrame = CGRect(
            x: textFrame.minX, y: textFrame.minY + title.height + textGap, width: text.width, height: subtitle.height)
        return ConfiguredLayout(size: natural, image: imageFrame, title: titleFrame, subtitle: subtitleFrame)
    }

    /// Places the parts of a configured button in its bounds.
    func layOut(_ configuration: Configuration) {
        let layout = configuredLayout(configuration, in: bounds)
        buttonImageView.frame = layout.image
        activityIndicator?.frame = layout.image
        buttonTitleLabel.frame = layout.title
        subtitleLabel?.frame = layout.subtitle
    }

    /// Fills (and strokes) the configuration's background: inset by `backgroundInsets`, with the corner style's
    /// radius.
    func drawBackground(of configuration: Configuration, in canvas: Canvas) {
        let background = configuration.background
        let d = background.backgroundInsets
        let rect = bounds.inset(
            by: isRightToLeft
                ? UIEdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
                : UIEdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing))
        guard rect.width > 0, rect.height > 0 else { return }
        let radius = min(configuration.cornerRadius(height: rect.height), min(rect.width, rect.height) / 2)
        if let fill = configuration.backgroundFill(tint: tintColor, enabled: isEnabled) {
            canvas.fill(rect, radii: CornerRadii(all: radius), color: resolve(fill))
        }
        if let stroke = background.strokeColor, background.strokeWidth > 0 {
            let color = background.strokeColorTransformer.map { $0(stroke) } ?? stroke
            let outer = rect.insetBy(dx: -background.strokeOutset, dy: -background.strokeOutset)
            canvas.strokeBorder(
                outer, radii: CornerRadii(all: radius + background.strokeOutset), color: resolve(color),
                lineWidth: background.strokeWidth)
        }
    }
}
