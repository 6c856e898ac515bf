import ChatShotKit
import Foundation

/// What a picture is drawn from, hashed (`InputHashes`).
extension DocsRunner {
    /// What identifies the renderer: chatshot's version and the executable (and, for Swift, the library the blocks
    /// are compiled against) by size and time.
    func rendererIdentity(usesSwift: Bool) throws -> String {
        var parts = [ChatShotVersion.current, Self.fileIdentity(executable)]
        if usesSwift {
            let folder = (executable as NSString).deletingLastPathComponent
            parts.append(Self.fileIdentity((folder as NSString).appendingPathComponent("libChatShotApp.a")))
        }
        return parts.joined(separator: " ")
    }

    static func fileIdentity(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? 0
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(date)"
    }

    /// Everything one picture file is drawn from.
    func inputHash(
        _ picture: DocumentPlan.Picture, output: DocumentPlan.Output, plan: DocumentPlan, swift: SwiftBlocks,
        identity: String
    ) throws -> String {
        var h = DocsHash()
        h.add("chatshot docs 1")
        h.add(identity)
        let d = picture.directive
        h.add(
            [
                d.kind.rawValue, output.appearance, String(d.scale), d.device ?? "", d.width.map { "\($0)" } ?? "",
                d.height.map { "\($0)" } ?? "", d.screen ?? "", d.chrome ?? "", String(d.scrolling),
                d.beforeCaption ?? "",
                d.afterCaption ?? ""
            ].joined(separator: "\u{1}"))
        func add(_ source: DocumentPlan.ManifestSource) {
            switch source {
            case .block(let n): h.add(plan.document.blocks.first { $0.number == n }?.text ?? "")
            case .file(let file): h.add(FileManager.default.contents(atPath: file) ?? Data())
            }
        }
        add(picture.transcript)
        for look in [picture.before, picture.after] {
            h.add("look")
            look.manifests.forEach(add)
            h.add(look.swiftBlocks.map(String.init).joined(separator: ","))
        }
        // The Swift blocks compiled for the picture: its own and those they use.
        let unit = Set(swift.unit(of: picture.before.swiftBlocks + picture.after.swiftBlocks))
        for block in swift.blocks where unit.contains(block.number) { h.add(block.source) }
        return h.hex
    }
}
