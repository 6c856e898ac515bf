import CustomizationBuild
import XCTest

/// `ScreenClassFinder` finds the folder's classes that inherit from the SDK's channel list, directly, through
/// another class of the folder or a module-qualified name, nested in a type; private and generic ones are left out.
final class ScreenClassFinderTests: XCTestCase {
    func testFindsDirectAndIndirectSubclassesOnly() {
        let sources = [
            """
            class InboxVC: ChatChannelListVC {}
            final class ArchiveVC: InboxVC, UICollectionViewDelegateFlowLayout {}
            enum Screens { final class PinnedVC: StreamChatUI.ChatChannelListVC {} }
            private final class HiddenVC: ChatChannelListVC {}
            final class GenericVC<T>: ChatChannelListVC {}
            final class ChannelVC: ChatChannelVC {}
            """,
            "final class SearchVC: ArchiveVC { func make() { class Local: ChatChannelListVC {} } }"
        ]
        XCTAssertEqual(
            ScreenClassFinder.subclasses(of: "ChatChannelListVC", in: sources),
            ["ArchiveVC", "InboxVC", "Screens.PinnedVC", "SearchVC"])
    }

    func testAClassIsMadeWithItsOwnInitOrAnInheritedOne() {
        let sources = [
            """
            final class PlainVC: ChatChannelListVC {}
            final class OwnInitVC: ChatChannelListVC {
                init() { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ArgumentsVC: ChatChannelListVC {
                init(filter: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class ConvenienceVC: ChatChannelListVC { convenience init(title: String) { self.init() } }
            final class BelowArgumentsVC: ArgumentsVC {}
            """
        ]
        XCTAssertEqual(
            ScreenClassFinder.constructibleSubclasses(of: "ChatChannelListVC", in: sources),
            ["PlainVC", "OwnInitVC", "ConvenienceVC"])
    }
}
