/// The kind of file an attachment is (the SDK's `AttachmentFileType`).
public enum AttachmentFileType: String, Codable, Equatable, CaseIterable, Sendable {
    case generic, doc, docx, pdf, ppt, pptx, tar, xls, zip, x7z, xz, ods, odt, xlsx
    case csv, rtf, txt
    case mp3, wav, ogg, m4a, aac, mp4
    case mov, avi, wmv, webm
    case jpeg, png, gif, bmp, webp, heic, heif, svg
    case unknown

    private static let byMimeType: [String: AttachmentFileType] = [
        "application/msword": .doc,
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": .docx,
        "application/pdf": .pdf,
        "application/vnd.ms-powerpoint": .ppt,
        "application/vnd.openxmlformats-officedocument.presentationml.presentation": .pptx,
        "application/x-tar": .tar,
        "application/vnd.ms-excel": .xls,
        "application/zip": .zip,
        "application/x-7z-compressed": .x7z,
        "application/x-xz": .xz,
        "application/vnd.oasis.opendocument.spreadsheet": .ods,
        "application/vnd.oasis.opendocument.text": .odt,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": .xlsx,
        "text/csv": .csv, "application/rtf": .rtf, "text/rtf": .rtf, "text/plain": .txt,
        "audio/mp3": .mp3, "audio/mpeg": .mp3, "audio/wav": .wav, "audio/x-wav": .wav, "audio/ogg": .ogg,
        "audio/m4a": .m4a, "audio/x-m4a": .m4a, "audio/mp4": .m4a, "audio/aac": .aac,
        "video/mp4": .mp4, "video/quicktime": .mov, "video/x-msvideo": .avi, "video/x-ms-wmv": .wmv,
        "video/webm": .webm,
        "image/jpeg": .jpeg, "image/jpg": .jpeg, "image/png": .png, "image/gif": .gif, "image/bmp": .bmp,
        "image/webp": .webp, "image/heic": .heic, "image/heif": .heif, "image/svg+xml": .svg
    ]

    /// The type of a MIME type; `generic` for one not listed.
    public init(mimeType: String) {
        self = Self.byMimeType[mimeType.lowercased()] ?? .generic
    }

    /// The type of a file extension; `generic` for one not listed.
    public init(ext: String) {
        let ext = ext.lowercased()
        switch ext {
        case "jpg": self = .jpeg
        case "7z": self = .x7z
        default: self = AttachmentFileType(rawValue: ext) ?? .generic
        }
    }

    /// The type's MIME type.
    public var mimeType: String {
        Self.byMimeType.first { $0.value == self }?.key ?? "application/octet-stream"
    }

    public var isAudio: Bool { [.mp3, .wav, .ogg, .m4a, .aac].contains(self) }
    public var isImage: Bool { [.jpeg, .png, .webp, .gif, .bmp].contains(self) }
    public var isUnknown: Bool { self == .unknown }
}
