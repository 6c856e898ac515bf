import CustomizationBuild
import XCTest

/// An app's file written against Apple's UIKit and QuartzCore (controls with `#selector`, `UIAction`, block
/// animations, content modes, a scene delegate, navigation and alerts, Core Animation) type-checks unchanged through
/// the customization build: its rewrite, and the module search path that finds `QuartzCore` beside `UIKit`.
final class AppUIKitFileTests: XCTestCase {
    static let source = """
        import UIKit
        import QuartzCore

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                       options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: InboxViewController())
                window.makeKeyAndVisible()
                self.window = window
            }
        }

        final class InboxViewController: UIViewController {
            private let composeButton = UIButton(type: .system)
            private let spinner = UIActivityIndicatorView(style: .medium)
            private let logo = UIImageView()

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self,
                                                                    action: #selector(compose))
                composeButton.addTarget(self, action: #selector(compose), for: .touchUpInside)
                composeButton.addAction(UIAction { [weak self] _ in self?.spinner.startAnimating() },
                                        for: .primaryActionTriggered)
                composeButton.setTitle("New", for: .normal)
                composeButton.setTitleColor(.gray, for: .disabled)
                composeButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
                composeButton.imageView?.contentMode = .scaleAspectFit
                composeButton.isEnabled = false
                logo.contentMode = .scaleAspectFit
                spinner.hidesWhenStopped = true
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(compose)))
                UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut]) {
                    self.logo.alpha = 1
                } completion: { _ in
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                }
                let pulse = CABasicAnimation(keyPath: "opacity")
                pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                logo.layer.add(pulse, forKey: "pulse")
            }

            @objc private func compose() {
                let alert = UIAlertController(title: "New chat", message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                present(alert, animated: true)
                navigationController?.pushViewController(UIViewController(), animated: true)
                _ = IndexPath(row: 0, section: 0).row
            }
        }
        """

    /// As in the SDK, the base classes do not conform to `ThemeProvider` themselves: an app's view declares it.
    func testAnAppsStreamViewDeclaresThemeProviderItself() throws {
        let source = """
            import StreamChatUI
            import UIKit

            final class StatusView: _View, ThemeProvider {
                let label = UILabel()
                override func setUpAppearance() {
                    super.setUpAppearance()
                    label.textColor = appearance.colorPalette.textSecondary
                    _ = components.avatarView.init()
                }
            }
            final class StatusController: _ViewController, ThemeProvider {}
            """
        let result = try CustomizationBuilder.typecheck([("/app/StatusView.swift", source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    /// An app that fetches its chat token with `URLSession` imports Foundation alone, as on iOS, where Foundation
    /// holds the networking types; on Linux they are FoundationNetworking's, which the build imports for it.
    func testAnAppsURLSessionCodeCompilesWithFoundationAlone() throws {
        let source = """
            import Foundation

            final class TokenProvider {
                func fetch(from url: URL, completion: @escaping (String?) -> Void) {
                    var request = URLRequest(url: url)
                    request.httpMethod = "POST"
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                    URLSession.shared.dataTask(with: request) { data, response, _ in
                        _ = (response as? HTTPURLResponse)?.statusCode
                        completion(data.flatMap { String(data: $0, encoding: .utf8) })
                    }.resume()
                }
            }
            """
        let result = try CustomizationBuilder.typecheck([("/app/TokenProvider.swift", source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    /// Apps extend `UIColor` and `UIImage` with convenience initialisers (a hex colour, a tinted symbol); those
    /// need classes, as UIKit's are. chatshot's own spellings (`UIColor(hex:)` returning an optional) must not
    /// collide with the app's.
    func testAnAppsConvenienceInitialisersOnColourAndImageCompile() throws {
        let source = """
            import UIKit

            extension UIColor {
                convenience init(hex: UInt32, alpha: CGFloat = 1) {
                    self.init(
                        red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                        blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
                }
                convenience init(hex: String) { self.init(hex: UInt32(hex.dropFirst(), radix: 16) ?? 0) }
                static let brand = UIColor(hex: "#005FFF")
                var isDark: Bool {
                    var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                    getRed(&r, green: &g, blue: &b, alpha: &a)
                    return (r + g + b) / 3 < 0.5
                }
            }
            extension UIImage {
                convenience init?(symbol: String) { self.init(systemName: symbol) }
            }
            final class Badge: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = UIColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 1)
                    layer.borderColor = UIColor(white: 0, alpha: 0.1).cgColor
                    tintColor = .brand
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let result = try CustomizationBuilder.typecheck([("/app/Colors.swift", source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    /// The demo app's shapes: a controller with only its own designated initializer, a view with `init(frame:)` and
    /// `init?(coder:)` only, touch handling, a layer tree, an image renderer, a text view's container and the
    /// settings URL. UIKit's `UIView` / `UIViewController` do not require `init()`; the SDK's base classes do.
    func testAnAppsOwnInitializersTouchesLayersAndImageRendererTypeCheck() throws {
        let source = """
            import StreamChatUI
            import UIKit

            final class DetailViewController: UIViewController {
                let message: String
                init(message: String) {
                    self.message = message
                    super.init(nibName: nil, bundle: nil)
                }
                @available(*, unavailable)
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(OptionButton())
                    if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
                }
            }
            final class BannerView: UIView {
                private var pulse: CALayer?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let pulse = CALayer()
                    pulse.frame = bounds
                    pulse.cornerRadius = bounds.width / 2
                    pulse.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.5).cgColor
                    layer.insertSublayer(pulse, below: subviews.first?.layer)
                    layer.addSublayer(CALayer())
                    layer.insertSublayer(CALayer(), at: 0)
                    _ = layer.sublayers?.count
                    self.pulse = pulse
                }
                required init?(coder: NSCoder) { fatalError() }
                func stop() {
                    pulse?.removeFromSuperlayer()
                    pulse = nil
                }
                func snapshot(_ image: UIImage, pin: UIImage?) -> UIImage {
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = 2
                    format.opaque = true
                    return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
                        image.draw(at: .zero)
                        pin?.draw(in: CGRect(x: 10, y: 10, width: 20, height: 20))
                        UIColor.red.setFill()
                        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                        context.stroke(CGRect(x: 0, y: 0, width: context.format.scale, height: 4))
                    }
                }
            }
            final class OptionButton: UIButton {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesBegan(touches, with: event)
                    _ = touches.first?.location(in: self)
                }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesEnded(touches, with: event)
                }
                override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesCancelled(touches, with: event)
                }
                override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesMoved(touches, with: event)
                }
            }
            final class PaddedInputTextView: InputTextView {
                override func setUpAppearance() {
                    textContainer.lineFragmentPadding = 8
                    layoutManager.allowsNonContiguousLayout = false
                }
            }
            """
        let result = try CustomizationBuilder.typecheck([("/app/Detail.swift", source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    /// An app's settings screen and chat list written against UIKit's controls: a text field with its delegate and
    /// overlay views, a switch, a segmented control, a slider, a page control, a search bar with its delegate,
    /// menus on a button and a bar item, a context menu interaction, swipe actions and a refresh control.
    func testAnAppFileUsingUIKitsControlsTypeChecks() throws {
        let source = """
            import UIKit

            final class SettingsViewController: UIViewController, UITextFieldDelegate, UISearchBarDelegate,
                UIContextMenuInteractionDelegate, UITableViewDelegate {
                private let nameField = UITextField()
                private let notificationsSwitch = UISwitch()
                private let filter = UISegmentedControl(items: ["All", "Unread"])
                private let volume = UISlider()
                private let pages = UIPageControl()
                private let searchBar = UISearchBar()
                private let moreButton = UIButton(type: .system)
                private let tableView = UITableView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.placeholder = "Display name"
                    nameField.attributedPlaceholder = NSAttributedString(
                        string: "Display name", attributes: [.foregroundColor: UIColor.secondaryLabel])
                    nameField.font = .systemFont(ofSize: 15)
                    nameField.textColor = .label
                    nameField.textAlignment = .left
                    nameField.borderStyle = .roundedRect
                    nameField.clearButtonMode = .whileEditing
                    nameField.leftView = UIImageView(image: UIImage(systemName: "person"))
                    nameField.leftViewMode = .always
                    nameField.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
                    nameField.rightViewMode = .unlessEditing
                    nameField.isSecureTextEntry = false
                    nameField.keyboardType = .emailAddress
                    nameField.returnKeyType = .done
                    nameField.autocapitalizationType = .none
                    nameField.autocorrectionType = .no
                    nameField.textContentType = .emailAddress
                    nameField.adjustsFontSizeToFitWidth = true
                    nameField.minimumFontSize = 12
                    nameField.delegate = self
                    nameField.addTarget(self, action: #selector(nameChanged), for: .editingChanged)
                    nameField.becomeFirstResponder()
                    _ = NotificationCenter.default.addObserver(
                        forName: UITextField.textDidChangeNotification, object: nameField, queue: .main
                    ) { _ in }

                    notificationsSwitch.isOn = true
                    notificationsSwitch.setOn(false, animated: true)
                    notificationsSwitch.onTintColor = .systemBlue
                    notificationsSwitch.thumbTintColor = .white
                    notificationsSwitch.preferredStyle = .sliding
                    notificationsSwitch.addAction(UIAction { [weak self] action in
                        guard let toggle = action.sender as? UISwitch else { return }
                        self?.volume.isEnabled = toggle.isOn
                    }, for: .valueChanged)

                    filter.selectedSegmentIndex = 0
                    filter.insertSegment(withTitle: "Mentions", at: 2, animated: false)
                    filter.insertSegment(with: UIImage(systemName: "star"), at: 3, animated: false)
                    filter.setTitle("Everything", forSegmentAt: 0)
                    _ = filter.titleForSegment(at: 1)
                    filter.setEnabled(filter.numberOfSegments > 3, forSegmentAt: 3)
                    filter.selectedSegmentTintColor = .systemBackground
                    filter.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13, weight: .semibold)], for: .selected)
                    filter.setTitleTextAttributes([.foregroundColor: UIColor.secondaryLabel], for: .normal)
                    if filter.selectedSegmentIndex == UISegmentedControl.noSegment { filter.selectedSegmentIndex = 0 }

                    volume.minimumValue = 0
                    volume.maximumValue = 100
                    volume.setValue(40, animated: false)
                    volume.minimumTrackTintColor = .systemPink
                    volume.maximumTrackTintColor = .systemGray5
                    volume.thumbTintColor = .white
                    volume.isContinuous = false
                    let level: CGFloat = CGFloat(volume.value / volume.maximumValue)
                    _ = level

                    pages.numberOfPages = 3
                    pages.currentPage = 1
                    pages.pageIndicatorTintColor = .systemGray4
                    pages.currentPageIndicatorTintColor = .label
                    pages.hidesForSinglePage = true

                    searchBar.placeholder = "Search"
                    searchBar.searchBarStyle = .minimal
                    searchBar.barTintColor = .systemBackground
                    searchBar.searchTextField.font = .systemFont(ofSize: 15)
                    searchBar.showsCancelButton = false
                    searchBar.delegate = self

                    let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"),
                                          attributes: .destructive) { _ in }
                    moreButton.menu = UIMenu(title: "", options: .displayInline, children: [
                        UIAction(title: "Mute") { _ in },
                        UIMenu(title: "More", image: UIImage(systemName: "ellipsis"), children: [delete]),
                        UIDeferredMenuElement { completion in completion([]) }
                    ])
                    moreButton.showsMenuAsPrimaryAction = true
                    navigationItem.rightBarButtonItem = UIBarButtonItem(
                        title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil,
                        menu: UIMenu(children: [delete]))
                    view.addInteraction(UIContextMenuInteraction(delegate: self))

                    let refresh = UIRefreshControl()
                    refresh.tintColor = .systemGray
                    refresh.attributedTitle = NSAttributedString(string: "Loading")
                    refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
                    tableView.refreshControl = refresh
                    tableView.delegate = self
                    refresh.beginRefreshing()
                    if refresh.isRefreshing { refresh.endRefreshing() }

                    let stack = UIStackView(arrangedSubviews: [nameField, notificationsSwitch, filter, volume, pages])
                    stack.axis = .vertical
                    view.addSubview(searchBar)
                    view.addSubview(stack)
                }

                @objc private func nameChanged() {}
                @objc private func reload() {}

                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }
                func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                               replacementString string: String) -> Bool {
                    (textField.text?.count ?? 0) + string.count <= 30
                }
                func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
                func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { searchBar.text = nil }

                func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                            configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
                        UIMenu(title: "", children: suggested + [UIAction(title: "Copy") { _ in }])
                    }
                }

                func tableView(_ tableView: UITableView,
                               trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                        completion(true)
                    }
                    delete.image = UIImage(systemName: "trash")
                    delete.backgroundColor = .systemRed
                    let configuration = UISwipeActionsConfiguration(actions: [delete])
                    configuration.performsFirstActionWithFullSwipe = false
                    return configuration
                }
            }

            final class PaddedTextField: UITextField {
                override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
                override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
                override func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
                override func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
            }
            """
        let result = try CustomizationBuilder.typecheck([("/app/Settings.swift", source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }

    func testAnAppFileUsingUIKitAndQuartzCoreTypeChecks() throws {
        let result = try CustomizationBuilder.typecheck([("/app/Inbox.swift", Self.source)], topLevelCode: false)
        XCTAssertTrue(result.compiles, result.firstError ?? "")
    }
}
