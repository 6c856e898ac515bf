import ChatCanvas
import Foundation
import TestSupport
import XCTest

@testable import ChatShotKit
@testable import StreamChatUI

/// The locale axis: the SDK's own strings in Spanish from its `es.lproj` (untranslated ones stay English, as in the
/// SDK), English unchanged by default, a render in Spanish, and `locale` as a gallery axis.
final class LocaleTests: XCTestCase {
    func testSpanishStringsFromTheSDKsLocalizationFile() {
        ChatLocale.es.performAsCurrent {
            XCTAssertEqual(L10n.text("Only visible to you"), "Sólo visible para ti")
            XCTAssertEqual(L10n.text("Message deleted"), "Mensaje eliminado")
            XCTAssertEqual(L10n.text("Delete Message"), "Eliminar mensaje")
            XCTAssertEqual(
                L10n.text("You can't send messages in this channel"), "No puedes enviar mensajes en este canal")
            XCTAssertEqual(L10n.format("%d members, %d online", 12, 3), "12 miembros, 3 conectados")
            XCTAssertEqual(L10n.format("with %@", "general"), "con general")
            let now = Date(timeIntervalSince1970: 1_700_000_000)
            XCTAssertEqual(
                LastSeenFormatter.string(since: now.addingTimeInterval(-300), now: now),
                "visto por última vez hace 5 minutos")
            XCTAssertEqual(
                LastSeenFormatter.string(since: now.addingTimeInterval(-3600), now: now),
                "visto por última vez hace una hora")
            // The SDK's Spanish file leaves these in English.
            XCTAssertEqual(L10n.text("Mark as unread"), "Mark as unread")
            XCTAssertEqual(L10n.text("Send a message"), "Send a message")
            XCTAssertEqual(ChatLocale.current, .es)
        }
        XCTAssertEqual(ChatLocale.current, .en, "restored after the render")
    }

    func testEnglishIsTheDefaultAndDrawsTheSameStrings() {
        XCTAssertEqual(ChatLocale.current, .en)
        XCTAssertEqual(L10n.text("Only visible to you"), "Only visible to you")
        XCTAssertEqual(L10n.format("%d members, %d online", 1200, 3), "1200 members, 3 online")
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        XCTAssertEqual(
            LastSeenFormatter.string(since: now.addingTimeInterval(-120), now: now), "last seen 2 minutes ago")
        XCTAssertEqual(
            LastSeenFormatter.string(since: now.addingTimeInterval(-86400), now: now), "last seen one day ago")
        for (english, _) in L10n.spanish {
            XCTAssertEqual(ChatLocale.en.performAsCurrent { L10n.text(english) }, english)
        }
    }

    func testTheLongPressMenuInSpanish() throws {
        let transcript = PackageRoot.examples.appendingPathComponent("transcripts/message-actions.json").path
        var shot = Shot(transcript: transcript, screen: .messageActions, message: "a3")
        let english = try renderPNG(shot)
        shot.display.locale = .en
        XCTAssertEqual(try renderPNG(shot), english, "English is what a render without a locale draws")
        shot.display.locale = .es
        let spanish = try renderPNG(shot)
        XCTAssertNotEqual(spanish, english)
        XCTAssertEqual(try renderPNG(shot), spanish, "deterministic")

        let control = ChatMessageActionControl()
        control.content = DeleteActionItem(action: { _ in })
        ChatLocale.es.performAsCurrent { control.updateContent() }
        XCTAssertEqual(control.titleLabel.text, "Eliminar mensaje")
        control.updateContent()
        XCTAssertEqual(control.titleLabel.text, "Delete Message")
    }

    func testLocaleIsAGalleryAxis() throws {
        let scratch = try TemporaryFolder("locale")
        try FileManager.default.copyItem(
            atPath: PackageRoot.examples.appendingPathComponent("transcripts/group-chat.json").path,
            toPath: scratch.path("chat.json"))
        try Data(
            """
            shots:
              - {name: chat, transcript: chat.json, appearance: [light, dark], locale: [en, es]}
              - {name: spanish, transcript: chat.json, locale: es}
            """.utf8
        ).write(to: scratch.url("gallery.yaml"))
        let jobs = try Gallery.load(path: scratch.path("gallery.yaml")).jobs()
        XCTAssertEqual(
            jobs.map(\.name), ["chat--light--en", "chat--light--es", "chat--dark--en", "chat--dark--es", "spanish"])
        XCTAssertEqual(jobs.map { $0.shot.display.locale }, [.en, .es, .en, .es, .es])
        try Data("shots:\n  - {name: chat, transcript: chat.json, locale: fr}\n".utf8).write(
            to: scratch.url("bad.yaml"))
        XCTAssertThrowsError(try Gallery.load(path: scratch.path("bad.yaml"))) {
            XCTAssertTrue("\($0)".contains("bad.yaml:2:"), "\($0)")
        }
    }
}
