import Foundation

@_implementationOnly import CCairo
@_implementationOnly import CGdkPixbuf
@_implementationOnly import CRsvg

/// Reads image files and decodes PNG / JPEG (gdk-pixbuf) and SVG (librsvg), choosing by content.
enum ImageDecoder {
    enum Format { case png, jpeg, svg }

    /// The largest side accepted (cairo's limit) and the most pixels in one image, 50 megapixels (a 12-megapixel
    /// photo needs 48 MiB decoded; a small file claiming 40000×40000 pixels would need 6 GiB). Checked from the
    /// file's header (PNG IHDR, JPEG SOF) before decoding, and from an SVG's intrinsic size.
    static let maxSide = 32767
    static let maxPixels = 50_000_000
    /// The largest image file read: 256 MiB.
    static let maxFileBytes = 256 << 20

    static func readFile(_ path: String) throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageError(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw ImageError(path: path, reason: "is a folder, not an image file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ImageError(path: path, reason: "cannot read the file (permission denied)")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maxFileBytes {
            throw ImageError(
                path: path, reason: "file too large (\(size) bytes); the limit for images is \(maxFileBytes >> 20) MiB")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImageError(path: path, reason: "cannot read the file (\(error.localizedDescription))")
        }
        if data.isEmpty { throw ImageError(path: path, reason: "empty file (0 bytes), not a PNG, JPEG or SVG image") }
        return data
    }

    static func decode(_ data: Data, path: String) throws -> Image {
        if data.isEmpty { throw ImageError(path: path, reason: "empty data (0 bytes), not a PNG, JPEG or SVG image") }
        switch try sniff(data, path: path) {
        case .png: return try decodeRaster(data, format: .png, path: path)
        case .jpeg: return try decodeRaster(data, format: .jpeg, path: path)
        case .svg: return try decodeSVG(data, path: path)
        }
    }

    /// The format from the first bytes; other well-known formats are named in the error.
    static func sniff(_ data: Data, path: String) throws -> Format {
        let head = [UInt8](data.prefix(16))
        func starts(_ magic: [UInt8]) -> Bool { head.count >= magic.count && Array(head.prefix(magic.count)) == magic }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if looksLikeSVG(data) { return .svg }
        let other: String?
        if starts(Array("GIF8".utf8)) {
            other = "a GIF image"
        } else if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) {
            other = "a WebP image"
        } else if head.count >= 12, Array(head[4..<8]) == Array("ftyp".utf8) {
            other = "a HEIC/MP4 file"
        } else if starts(Array("BM".utf8)) {
            other = "a BMP image"
        } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            other = "a TIFF image"
        } else if starts(Array("%PDF".utf8)) {
            other = "a PDF document"
        } else {
            other = nil
        }
        if let other { throw ImageError(path: path, reason: "\(other); only PNG, JPEG and SVG images are supported") }
        throw ImageError(path: path, reason: "not a PNG, JPEG or SVG image")
    }

    /// XML text (optionally after a BOM, whitespace, an XML declaration, comments or a doctype) with an <svg> element.
    static func looksLikeSVG(_ data: Data) -> Bool {
        let prefix = data.prefix(4096)
        var bytes = [UInt8](prefix)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let first = bytes.firstIndex(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }),
            bytes[first] == UInt8(ascii: "<")
        else { return false }
        guard
            let text = String(bytes: bytes, encoding: .utf8)
                ?? String(bytes: bytes.prefix(bytes.count - 3), encoding: .utf8)
        else { return false }
        return text.contains("<svg")
    }

    // MARK: Raster

    static func decodeRaster(_ data: Data, format: Format, path: String) throws -> Image {
        let name = format == .png ? "PNG" : "JPEG"
        // The size from the header, checked before anything is decoded.
        var reserved = 0
        if let (w, h) = format == .png ? PNGHeader(data).map({ ($0.width, $0.height) }) : jpegDimensions(data) {
            guard w > 0, h > 0 else { throw ImageError(path: path, reason: "corrupt \(name): zero width or height") }
            try checkDimensions(w, h, name: name, path: path)
            reserved = w * h * 4
            try ImageMemory.reserve(reserved, path: path, what: "\(name) of \(w)×\(h) pixels")
        }
        var kept = false
        defer { if !kept { ImageMemory.release(reserved) } }
        guard let loader = gdk_pixbuf_loader_new_with_type(format == .png ? "png" : "jpeg", nil) else {
            throw ImageError(path: path, reason: "cannot decode \(name) images (gdk-pixbuf has no \(name) loader)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>? = nil
        let written = data.withUnsafeBytes { raw -> gboolean in
            gdk_pixbuf_loader_write(loader, raw.bindMemory(to: guchar.self).baseAddress, gsize(raw.count), &error)
        }
        var closeError: UnsafeMutablePointer<GError>? = nil
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if written == 0 || closed == 0 {
            let message = takeMessage(&error) ?? takeMessage(&closeError) ?? "decoding failed"
            _ = takeMessage(&closeError)
            throw ImageError(path: path, reason: "corrupt or truncated \(name) (\(message))")
        }
        _ = takeMessage(&closeError)
        // gdk-pixbuf accepts a cut-off file and returns a partial picture; insist on the end markers.
        if format == .png, let problem = pngStructureProblem(data) {
            throw ImageError(path: path, reason: "corrupt or truncated PNG (\(problem))")
        }
        if format == .jpeg, let problem = jpegStructureProblem(data) {
            throw ImageError(path: path, reason: "corrupt or truncated JPEG (\(problem))")
        }
        guard let decoded = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw ImageError(path: path, reason: "corrupt or truncated \(name) (no image data)")
        }
        // JPEG photos carry their orientation in EXIF; apply it like UIImage does.
        let pixbuf = gdk_pixbuf_apply_embedded_orientation(decoded) ?? decoded
        defer { if pixbuf != decoded { g_object_unref(UnsafeMutableRawPointer(pixbuf)) } }
        let w = Int(gdk_pixbuf_get_width(pixbuf))
        let h = Int(gdk_pixbuf_get_height(pixbuf))
        guard w > 0, h > 0 else { throw ImageError(path: path, reason: "corrupt \(name): zero width or height") }
        try checkDimensions(w, h, name: name, path: path)
        if w * h * 4 != reserved {
            ImageMemory.release(reserved)
            reserved = 0
            try ImageMemory.reserve(w * h * 4, path: path, what: "\(name) of \(w)×\(h) pixels")
            reserved = w * h * 4
        }
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, gdk_pixbuf_get_colorspace(pixbuf) == GDK_COLORSPACE_RGB
        else {
            throw ImageError(path: path, reason: "unsupported \(name) pixel format")
        }
        guard let surface = surface(from: pixbuf, width: w, height: h) else {
            throw ImageError(path: path, reason: "\(name) of \(w)×\(h) pixels is too large to hold in memory")
        }
        kept = true
        return Image(backing: .raster(surface: surface, width: w, height: h), reservedBytes: reserved)
    }

    static func checkDimensions(_ w: Int, _ h: Int, name: String, path: String) throws {
        try checkDimensions(Double(w), Double(h), name: name, path: path)
    }

    static func checkDimensions(_ w: Double, _ h: Double, name: String, path: String) throws {
        guard w > Double(maxSide) || h > Double(maxSide) || w * h > Double(maxPixels) else { return }
        func text(_ v: Double) -> String { v == v.rounded() && v < 1e15 ? String(Int(v)) : String(format: "%g", v) }
        throw ImageError(
            path: path,
            reason: "\(name) of \(text(w))×\(text(h)) pixels is too large (the limit is "
                + "\(maxPixels / 1_000_000) megapixels and \(maxSide) pixels a side)")
    }

    /// Width and height from a JPEG's start-of-frame segment, read before decoding (before any EXIF rotation).
    static func jpegDimensions(_ data: Data) -> (Int, Int)? {
        data.withUnsafeBytes { raw -> (Int, Int)? in
            let b = raw.bindMemory(to: UInt8.self)
            var i = 2
            while i + 9 < b.count, b[i] == 0xFF {
                let marker = b[i + 1]
                if marker == 0xFF {
                    i += 1
                    continue
                }
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                    i += 2
                    continue
                }
                // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (Int(b[i + 7]) << 8 | Int(b[i + 8]), Int(b[i + 5]) << 8 | Int(b[i + 6]))
                }
                if marker == 0xDA || marker == 0xD9 { return nil }
                i += 2 + (Int(b[i + 2]) << 8 | Int(b[i + 3]))
            }
            return nil
        }
    }

    /// Walks the PNG chunk list: nil when it is complete up to IEND, else what is wrong.
    static func pngStructureProblem(_ data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var offset = 8
            func u32(_ i: Int) -> Int {
                Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            }
            while offset + 8 <= bytes.count {
                let length = u32(offset)
                let type = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)]), as: UTF8.self)
                let end = offset + 12 + length
                guard length <= 0x7FFF_FFFF, end <= bytes.count else {
                    return "the data ends inside the \(type) chunk"
                }
                if type == "IEND" { return nil }
                offset = end
            }
            return "the data ends before the IEND chunk"
        }
    }

    /// Walks the JPEG marker segments (skipping entropy-coded scan data) up to the end-of-image marker: nil when
    /// the stream is complete, else what is wrong. Data after the end marker (e.g. a motion photo's video) is fine.
    static func jpegStructureProblem(_ data: Data) -> String? {
        data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let count = bytes.count
            var i = 2
            while i + 1 < count {
                guard bytes[i] == 0xFF else { return "unexpected byte where a marker should be (offset \(i))" }
                let marker = bytes[i + 1]
                if marker == 0xFF {
                    i += 1
                    continue
                }  // fill byte
                if marker == 0xD9 { return nil }
                if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                    i += 2
                    continue
                }
                guard i + 3 < count else { break }
                let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
                guard length >= 2, i + 2 + length <= count else { return "the data ends inside a segment" }
                i += 2 + length
                if marker == 0xDA {
                    // Entropy-coded data: a marker is 0xFF followed by anything but 0x00 (stuffing) or a restart.
                    while i + 1 < count {
                        if bytes[i] == 0xFF {
                            let next = bytes[i + 1]
                            if next != 0x00 && !(0xD0...0xD7).contains(next) { break }
                        }
                        i += 1
                    }
                    if i + 1 >= count { return "the data ends inside the image data" }
                }
            }
            return "the data ends before the end-of-image marker"
        }
    }

    /// Converts a pixbuf (RGB or RGBA, straight alpha) into a premultiplied ARGB32 cairo surface.
    static func surface(from pixbuf: OpaquePointer, width w: Int, height h: Int) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let dst = cairo_image_surface_get_data(surface),
            let src = gdk_pixbuf_read_pixels(pixbuf)
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0 && channels >= 4
        let srcStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let dstStride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h {
            let s = src + y * srcStride
            let d = UnsafeMutableRawPointer(dst + y * dstStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let p = s + x * channels
                d[x] = PixelFormat.premultiplied(r: p[0], g: p[1], b: p[2], a: hasAlpha ? p[3] : 255)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    // MARK: SVG

    static func decodeSVG(_ data: Data, path: String) throws -> Image {
        SVGLibrary.require()
        // SVG <text> is laid out by librsvg through Pango: make the pinned font configuration current first.
        _ = try? FontSetup.prepare()
        var message = [CChar](repeating: 0, count: 1024)
        let handle = data.withUnsafeBytes { raw -> OpaquePointer? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return crsvg_handle_new_from_data(base, raw.count, &message, message.count)
        }
        guard let handle else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let reason = folded(text)
            throw ImageError(path: path, reason: "invalid SVG (\(reason ?? "cannot parse the document"))")
        }
        crsvg_handle_set_dpi(handle, 96)
        var width = 0.0
        var height = 0.0
        if crsvg_handle_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No absolute width/height: use the viewBox.
            var w = 0.0
            var h = 0.0
            if crsvg_handle_viewbox_size(handle, &w, &h) != 0 {
                width = w
                height = h
            }
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            crsvg_handle_free(handle)
            throw ImageError(path: path, reason: "SVG has no size (needs width and height or a viewBox)")
        }
        do { try checkDimensions(width, height, name: "SVG", path: path) } catch {
            crsvg_handle_free(handle)
            throw error
        }
        return Image(backing: .vector(handle: handle, size: CGSize(width: width, height: height)))
    }

    /// The GError's message folded onto one line, and frees it.
    static func takeMessage(_ error: inout UnsafeMutablePointer<GError>?) -> String? {
        guard let e = error else { return nil }
        let message = e.pointee.message.map { folded(String(cString: $0)) } ?? nil
        g_error_free(e)
        error = nil
        return message
    }

    /// A library's message on one line (librsvg's end in a newline, some span several); nil when it is empty.
    static func folded(_ message: String) -> String? {
        let line = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        return line.isEmpty ? nil : line
    }
}

/// Conversions between straight RGBA bytes and cairo's premultiplied native-endian ARGB32.
enum PixelFormat {
    @inline(__always)
    static func premultiplied(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        let a32 = UInt32(a)
        if a32 == 255 { return 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }
        if a32 == 0 { return 0 }
        func m(_ c: UInt8) -> UInt32 {
            let t = UInt32(c) * a32 + 128
            return (t + (t >> 8)) >> 8
        }
        return a32 << 24 | m(r) << 16 | m(g) << 8 | m(b)
    }

    /// Straight-alpha RGBA bytes of an ARGB32 surface: colours un-premultiplied (rounded, at most 255), a transparent
    /// pixel all zeros — the bytes `PNGEncoder` writes for the surface.
    static func straightRGBA(surface: OpaquePointer, width w: Int, height h: Int) -> [UInt8] {
        cairo_surface_flush(surface)
        guard w > 0, h > 0, let base = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            for y in 0..<h {
                let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                let line = out + y * w * 4
                for x in 0..<w {
                    let p = row[x]
                    let a = p >> 24
                    var r = (p >> 16) & 0xFF
                    var g = (p >> 8) & 0xFF
                    var b = p & 0xFF
                    if a < 255 && a > 0 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    } else if a == 0 {
                        r = 0
                        g = 0
                        b = 0
                    }
                    // The word whose bytes in memory are R, G, B, A.
                    (line + x &* 4).storeBytes(of: (r | g << 8 | b << 16 | a << 24).littleEndian, as: UInt32.self)
                }
            }
            count = w * h * 4
        }
    }
}
