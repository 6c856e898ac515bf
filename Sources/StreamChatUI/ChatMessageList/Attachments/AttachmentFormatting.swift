import ChatCanvas
import Foundation
import StreamChat
import UIKit

/// Small shared pieces of the attachment views: file sizes, file-type icons, names, placeholders.
public enum AttachmentFormatting {
    /// A file size as iOS's file-style byte count shows it: "120 bytes", "12 KB", "1.2 MB", "1.25 GB".
    public static func fileSize(_ bytes: Int) -> String {
        if bytes <= 0 { return "Zero KB" }
        if bytes == 1 { return "1 byte" }
        if bytes < 1000 { return "\(bytes) bytes" }
        let kb = Double(bytes) / 1000
        if kb < 999.5 { return "\(Int(kb.rounded())) KB" }
        let mb = kb / 1000
        if mb < 999.95 { return trimmed(mb, digits: 1) + " MB" }
        return trimmed(mb / 1000, digits: 2) + " GB"
    }

    private static func trimmed(_ v: Double, digits: Int) -> String {
        var s = String(format: "%.\(digits)f", v)
        while s.contains(".") && (s.hasSuffix("0") || s.hasSuffix(".")) { s.removeLast() }
        return s
    }

    /// A duration as "m:ss" (voice recordings and videos).
    public static func duration(_ seconds: TimeInterval) -> String {
        let total = max(0, Int(seconds.rounded(.down)))
        let h = total / 3600
        let m = (total % 3600) / 60
        let s = total % 60
        return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
    }

    /// The lower-case extension of an attachment's file (from its title, else its asset URL, else its MIME type).
    public static func fileExtension(of a: TranscriptAttachment) -> String {
        for candidate in [a.title, a.assetURL].compactMap({ $0 }) {
            let name = candidate.split(separator: "/").last.map(String.init) ?? candidate
            let lower = name.lowercased()
            if lower.hasSuffix(".tar.gz") { return "tar.gz" }
            if let dot = lower.lastIndex(of: "."), dot != lower.startIndex {
                let ext = String(lower[lower.index(after: dot)...])
                if !ext.isEmpty, !ext.contains("?") { return ext }
            }
        }
        if let mime = a.mimeType?.lowercased(), let sub = mime.split(separator: "/").last {
            let map: [String: String] = [
                "pdf": "pdf", "msword": "doc", "plain": "txt", "zip": "zip", "mpeg": "mp3",
                "mp4": "mp4", "quicktime": "mov", "html": "html", "json": "json", "csv": "csv"
            ]
            if let e = map[String(sub)] { return e }
        }
        return ""
    }

    /// The SDK's `fileIconPreviews`: extension → file-type icon name (§4.4).
    public static let iconNames: [String: String] = {
        var m: [String: String] = [:]
        for e in ["pdf"] { m[e] = "filePdf" }
        for e in ["doc", "docx", "txt", "rtf", "odt", "md"] { m[e] = "fileDoc" }
        for e in ["xls", "xlsx", "csv", "ods"] { m[e] = "fileXls" }
        for e in ["ppt", "pptx"] { m[e] = "filePpt" }
        for e in ["mp3", "aac", "wav", "m4a", "ogg"] { m[e] = "fileMp3" }
        for e in ["mp4", "mov", "avi", "mkv", "webm", "wmv"] { m[e] = "fileMp4" }
        for e in ["html", "shtml", "htm", "css", "js", "json", "xml", "swift"] { m[e] = "fileHtml" }
        for e in ["zip", "rar", "7z", "x7z", "tar", "gz", "xz", "tar.gz"] { m[e] = "fileZip" }
        return m
    }()

    /// The `Appearance.images` name of the icon for an extension ("fileFallback" when unmapped).
    public static func iconName(forExtension ext: String) -> String {
        iconNames[ext.lowercased()] ?? "fileFallback"
    }

    /// The name shown for a file: its title, else the last part of its URL, else "file".
    public static func displayName(of a: TranscriptAttachment) -> String {
        if let t = a.title, !t.isEmpty { return t }
        if let u = a.assetURL, let last = u.split(separator: "/").last { return String(last) }
        return "file"
    }

    /// Draws the SDK's image placeholder: a subtle tile with a photo glyph in the middle.
    public static func drawImagePlaceholder(in rect: CGRect, canvas: Canvas, background: Color, glyph: Color) {
        canvas.fill(rect, color: background)
        let s = min(28, min(rect.width, rect.height) * 0.4)
        guard s >= 8 else { return }
        let box = CGRect(x: rect.midX - s / 2, y: rect.midY - s * 0.4, width: s, height: s * 0.8)
        let line = max(1.2, s / 16)
        canvas.stroke(
            Path.roundedRect(box.insetBy(dx: line / 2, dy: line / 2), radii: CornerRadii(all: s * 0.12)),
            color: glyph, lineWidth: line)
        canvas.fillEllipse(
            in: CGRect(x: box.minX + s * 0.22, y: box.minY + s * 0.16, width: s * 0.16, height: s * 0.16), color: glyph)
        var hills = Path()
        hills.move(to: CGPoint(x: box.minX + line, y: box.maxY - line))
        hills.line(to: CGPoint(x: box.minX + s * 0.36, y: box.minY + s * 0.42))
        hills.line(to: CGPoint(x: box.minX + s * 0.56, y: box.minY + s * 0.6))
        hills.line(to: CGPoint(x: box.minX + s * 0.7, y: box.minY + s * 0.48))
        hills.line(to: CGPoint(x: box.maxX - line, y: box.maxY - line))
        hills.close()
        canvas.fill(hills, color: glyph)
    }
}
