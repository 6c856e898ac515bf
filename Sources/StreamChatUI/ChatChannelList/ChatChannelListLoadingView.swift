import UIKit

/// The channel list while it loads (the SDK's `ChatChannelListLoadingView`), shown when
/// `isChatChannelListStatesEnabled`: skeleton rows (`Components.channelListLoadingContentViewCell`) with a 1-pt
/// borderCoreDefault separator below each, filling the list.
open class ChatChannelListLoadingView: _View {
    public let stackView = ContainerStackView(axis: .vertical, alignment: .fill, spacing: 0)
    /// The skeleton rows.
    public private(set) var rowViews: [ChatChannelListLoadingViewCellContentView] = []
    /// How many skeleton rows to lay out (enough to fill an iPad).
    open var numberOfRows: Int { 20 }

    open override class var customizableSubviewNames: [String] { ["stackView"] }
    open override func customizableSubviews() -> [String: UIView] { ["stackView": stackView] }

    open override func setUpLayout() {
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor)
        ])
        for _ in 0..<numberOfRows {
            let row = components.channelListLoadingContentViewCell.init()
            let separator = UIView()
            separator.backgroundColor = appearance.colorPalette.borderCoreDefault
            separator.heightAnchor.constraint(equalToConstant: 1).isActive = true
            stackView.addArrangedSubviews([row, separator])
            rowViews.append(row)
        }
    }

    open override func setUpAppearance() {
        backgroundColor = appearance.colorPalette.backgroundCoreApp
        layer.masksToBounds = true
    }
}
