import ChatCanvas
import StreamChat
import UIKit
import XCTest

@testable import StreamChatUI

final class PollAttachmentViewTests: XCTestCase {
    /// The SDK's snapshot poll: a three-line question, a three-line option voted by "Pep Guardiola".
    func pollView() throws -> (ChatMessageContentView, PollAttachmentView) {
        let pep = ChatUser(id: "pep", name: "Pep Guardiola")
        let poll = Poll(
            id: "p", name: "The Best Football Player of All Time A.K.A. The Goat",
            options: [
                PollOption(id: "messi", text: "Messi"),
                PollOption(
                    id: "ronaldo", text: "Cristiano Ronaldo dos Santos Aveiro",
                    latestVotes: [PollVote(optionId: "ronaldo", user: pep)]),
                PollOption(id: "pele", text: "Pele")
            ], createdBy: Fixture.me, voteCountsByOption: ["ronaldo": 3, "pele": 1])
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "")
        m.poll = poll
        let v = MessageViewFixture.contentView(m)
        return (v, try XCTUnwrap(v.attachmentViewInjector as? PollAttachmentViewInjector).pollAttachmentView)
    }

    /// The SDK's `PollAttachmentView_Tests/test_appearance` poll: its five options (the second, three lines long,
    /// voted by three people), two of them voted by the current user.
    func fiveOptionPoll() throws -> (ChatMessageContentView, PollAttachmentView) {
        func vote(_ option: String, _ user: ChatUser) -> PollVote { PollVote(optionId: option, user: user) }
        let poll = Poll(
            id: "p", name: "The Best Football Player of All Time A.K.A. The Goat",
            options: [
                PollOption(id: "messi", text: "Messi"),
                PollOption(
                    id: "ronaldo", text: "Cristiano Ronaldo dos Santos Aveiro",
                    latestVotes: [
                        vote("ronaldo", Fixture.me), vote("ronaldo", ChatUser(id: "pep", name: "Pep Guardiola")),
                        vote("ronaldo", ChatUser(id: "rui", name: "Rui Costa"))
                    ]),
                PollOption(id: "pele", text: "Pele", latestVotes: [vote("pele", ChatUser(id: "zico", name: "Zico"))]),
                PollOption(id: "maradona", text: "Maradona"),
                PollOption(
                    id: "eusebio", text: "Eusebio",
                    latestVotes: [vote("eusebio", Fixture.me), vote("eusebio", ChatUser(id: "dm", name: "Di Maria"))])
            ], createdBy: Fixture.me,
            voteCountsByOption: ["ronaldo": 3, "eusebio": 2, "pele": 1, "maradona": 0, "messi": 0])
        let m = Fixture.message("1", Fixture.ann, at: 0, text: "")
        m.poll = poll
        let v = MessageViewFixture.contentView(m)
        return (v, try XCTUnwrap(v.attachmentViewInjector as? PollAttachmentViewInjector).pollAttachmentView)
    }

    /// The card of the SDK's five-option poll is 472 pt tall, as in its picture (it was 464, then 475).
    func testFiveOptionCardIsAsTallAsTheSDKs() throws {
        let (view, poll) = try fiveOptionPoll()
        XCTAssertEqual(view.bubbleFrame.height, 472, accuracy: 1)
        XCTAssertEqual(poll.optionListView.itemViews.count, 5)
    }

    /// Wrapped option names are 20 pt apart (subheadline's leading), as the SDK's; they were 18. The last line
    /// ends on the font's own line height (SF Pro's 17.9 pt at 15 pt), as a UILabel's does: the SDK's three-line
    /// option has its bar 9 pt under the last baseline where a one-line option's is 11; it was 60 pt.
    func testOptionLinesAre20PointsApart() throws {
        let (_, poll) = try pollView()
        let label = poll.optionListView.itemViews[1].optionNameLabel
        XCTAssertEqual(label.frame.height, 58, "two lines of 20 pt and a last line of 17.9, rounded up")
        XCTAssertEqual(poll.optionListView.itemViews[0].optionNameLabel.frame.height, 20, "one line")
        // One-line options keep the 28-pt minimum row (24 pt apart, as in the SDK's 52-pt pitch).
        let rows = poll.optionListView.itemViews.map(\.frame)
        XCTAssertEqual(rows[0].height, 28)
        XCTAssertEqual(rows[1].minY - rows[0].maxY, 24)
    }

    /// The wrapped question is 22 pt a line (headline's leading) but the last, which takes the font's own 20.3
    /// (rounded up, 21): the SDK's card is 3 pt shorter than with full-height last lines.
    func testQuestionLinesAre22PointsApart() throws {
        let (_, poll) = try pollView()
        let title = poll.pollTitleLabel
        let lines = title.textLayout(width: title.bounds.width)?.lineCount ?? 0
        XCTAssertGreaterThanOrEqual(lines, 2)
        XCTAssertEqual(title.frame.height, CGFloat(lines - 1) * 22 + 21)
    }

    /// A voter's 20-pt avatar shows both initials: the SDK draws them into a 40-pt image and scales it down.
    func testVoterAvatarShowsTwoInitials() throws {
        let (_, poll) = try pollView()
        let avatars = poll.optionListView.itemViews[1].latestVotesAuthorsView.avatarViews
        let avatar = try XCTUnwrap(avatars.first)
        XCTAssertEqual(avatar.frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(PlaceholderInfo.letters(of: "PG", imageSide: PlaceholderInfo.imageSide), "PG")
        XCTAssertEqual(PlaceholderInfo.letters(of: "PG", imageSide: 20), "P", "an image under 28 pt has one")
        /// The width of the initials' ink in a 20-pt avatar, at 3×.
        func inkWidth(_ name: String) throws -> Int {
            let view = ChatAvatarView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let root = _View(frame: view.frame)
            root.appearance = Appearance()
            root.components = Components()
            root.setUpIfNeeded()
            root.addSubview(view)
            view.content = AvatarContent(image: nil, name: name)
            view.layoutIfNeeded()
            let canvas = try Canvas(width: 20, height: 20, scale: 3)
            view.render(in: canvas)
            let px = canvas.rgbaPixels()
            var columns = Set<Int>()
            for y in 0..<60 {
                for x in 0..<60 where px[(y * 60 + x) * 4] < 60 && px[(y * 60 + x) * 4 + 3] > 200 { columns.insert(x) }
            }
            return (columns.max() ?? 0) - (columns.min() ?? 0) + 1
        }
        let two = try inkWidth("Pep Guardiola")
        let one = try inkWidth("Pep")
        XCTAssertGreaterThan(Double(two), Double(one) * 1.7, "\"PG\" is about twice as wide as \"P\"")
        XCTAssertLessThan(Double(two) / 3, 20 * 0.7, "and stays inside the circle")
    }
}
