import Foundation
import Synchronization

@_implementationOnly import CDeflate

/// How the PNG encoder trades time for file size. Both give the same pixels; each gives the same bytes on
/// every run and machine (for a given libdeflate version), whatever the number of cores.
public enum PNGCompression: String, Sendable, Equatable, CaseIterable {
    /// Quick (the default): unfiltered rows coded by the encoder itself (`DeflateRows`), photo-like rows by
    /// libdeflate level 5; files about 15 % smaller than Cairo's PNG writer makes (as libdeflate level 5 alone made
    /// them, in about a third of the instructions).
    case fast
    /// Smallest files (about 15 % smaller again), for documentation and baselines: libdeflate level 12, tens of
    /// times slower (0.4–0.7 s for a 1170×2532 screenshot on two cores).
    case small
}

/// Encodes pixels as PNG bytes: a Cairo ARGB32 surface (premultiplied, native-endian) or straight RGBA bytes
/// (`RGBAImage`).
///
/// - Colour type: RGB when every pixel is opaque (screenshots), else RGBA. Cairo's pixels are un-premultiplied the
///   way Cairo does it, so decoding with Cairo gives back the same premultiplied pixels; straight RGBA is written
///   as it is.
/// - Row filters: flat UI rows stay unfiltered (deflate then finds repeated glyphs and backgrounds verbatim,
///   which beats any PNG filter on screenshots); "busy" rows such as photos, where fewer than half the pixels
///   repeat their left or upper neighbour, get Sub, Up or Paeth, whichever has the smallest sum of absolute values.
/// - Compression: libdeflate, band by band (`bandHeight` rows each) on several cores. Each band is raw deflate;
///   all but the last are reopened (their final-block bit cleared, an empty stored block appended) so the bands
///   join into one zlib stream. Band boundaries depend only on the image, so the bytes do not depend on the cores.
/// - Unfiltered rows (`.fast` only): runs of them are not given to libdeflate but coded by the encoder itself
///   (`DeflateRows`: copies from the left, from above and through a small hash table, greedy), several times
///   faster than libdeflate and as small on chat screens; filtered (photo-like) rows still go to libdeflate.
enum PNGEncoder {
    /// Rows per independently compressed band.
    static let bandHeight = 256

    /// The libdeflate level for each mode.
    static func level(_ compression: PNGCompression) -> Int32 {
        switch compression {
        case .fast: return 5
        case .small: return 12
        }
    }

    /// Read-only view of the pixels, shared by the band workers: rows of one 32-bit word per pixel.
    struct Pixels: @unchecked Sendable {
        /// What a pixel's word holds.
        enum Layout {
            /// Cairo's ARGB32: premultiplied, alpha in the high byte of a native-endian word.
            case premultipliedARGB32
            /// The bytes R, G, B, A in memory, straight alpha.
            case straightRGBA
        }
        let base: UnsafeRawPointer
        let width: Int
        let height: Int
        let stride: Int
        var layout = Layout.premultipliedARGB32
        func row(_ y: Int) -> UnsafePointer<UInt32> {
            (base + y * stride).assumingMemoryBound(to: UInt32.self)
        }
        /// The bits of a pixel's word that hold its alpha.
        var alphaMask: UInt32 {
            switch layout {
            case .premultipliedARGB32: return 0xFF00_0000
            case .straightRGBA: return UInt32(0xFF).bigEndian  // the fourth byte in memory
            }
        }
    }

    /// PNG bytes for the pixels. `concurrency` is how many bands are compressed at once (1 = on this thread; the
    /// bytes are the same whatever it is).
    static func encode(
        _ pixels: Pixels, compression: PNGCompression,
        concurrency: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws -> Data {
        let opaque = isOpaque(pixels)
        let bandCount = (pixels.height + bandHeight - 1) / bandHeight
        let bands = BandResults(count: bandCount)
        let workers = max(1, min(concurrency, bandCount))
        let level = level(compression)
        if workers == 1 {
            compressBands(pixels, opaque: opaque, level: level, into: bands)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                compressBands(pixels, opaque: opaque, level: level, into: bands)
            }
        }
        if let failure = bands.failure { throw failure }

        var zlib = Data()
        // CMF 0x78: deflate with a 32 KiB window. FLG: the level hint, chosen so that CMF·256+FLG is a multiple of 31.
        zlib.append(contentsOf: [0x78, compression == .small ? 0xDA : 0x9C])
        var adler: UInt32 = 1
        for band in bands.items {
            zlib.append(contentsOf: band.deflated)
            adler = combineAdler32(adler, band.adler32, secondLength: band.rawLength)
        }
        zlib.append(contentsOf: bigEndian(adler))

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = bigEndian(UInt32(pixels.width)) + bigEndian(UInt32(pixels.height))
        // Bit depth, colour type (RGB / RGBA), deflate, no filter set, no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        // Chunks are limited to 2^31-1 bytes; 1 GiB pieces keep even the largest canvas valid.
        let pieceSize = 1 << 30
        var offset = 0
        while offset < zlib.count {
            let end = min(offset + pieceSize, zlib.count)
            appendChunk("IDAT", zlib[offset..<end], to: &png)
            offset = end
        }
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Whether every pixel has alpha 255.
    static func isOpaque(_ pixels: Pixels) -> Bool {
        let mask = pixels.alphaMask
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            var all = mask
            for x in 0..<pixels.width { all &= row[x] }
            if all != mask { return false }
        }
        return true
    }

    // MARK: Bands

    struct Band {
        var deflated: [UInt8] = []
        var adler32: UInt32 = 1
        var rawLength = 0
    }

    /// The compressed bands, filled in by the workers, each band claimed by exactly one worker.
    final class BandResults: @unchecked Sendable {
        private struct State {
            var next = 0
            var items: [Band]
            var failure: Error?
        }
        private let state: Mutex<State>
        init(count: Int) { state = Mutex(State(items: Array(repeating: Band(), count: count))) }

        var items: [Band] { state.withLock { $0.items } }
        var failure: Error? { state.withLock { $0.failure } }

        func claim() -> Int? {
            state.withLock { s in
                guard s.failure == nil, s.next < s.items.count else { return nil }
                s.next += 1
                return s.next - 1
            }
        }
        func store(_ band: Band, at index: Int) { state.withLock { $0.items[index] = band } }
        func fail(_ error: Error) { state.withLock { if $0.failure == nil { $0.failure = error } } }
    }

    /// A band worker's compressor and buffers. They are kept between images (`Workspaces`): making them anew for
    /// every image cost a fresh compressor and about 2 MB of new pages (page faults, zeroing by the kernel) per
    /// worker per image.
    final class Workspace: @unchecked Sendable {
        let level: Int32
        let compressor: OpaquePointer
        /// `DeflateRows`'s hash table.
        let table = DeflateRows.HashTable()
        private(set) var filtered: UnsafeMutablePointer<UInt8>
        private(set) var filteredCapacity = 0
        private(set) var output: UnsafeMutablePointer<UInt8>
        private(set) var outputCapacity = 0

        init?(level: Int32) {
            guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
            self.level = level
            self.compressor = compressor
            filtered = .allocate(capacity: 0)
            output = .allocate(capacity: 0)
        }

        deinit {
            libdeflate_free_compressor(compressor)
            filtered.deallocate()
            output.deallocate()
        }

        /// Makes the buffers hold at least `filteredCapacity` filtered bytes and `outputCapacity` compressed ones.
        /// Both are written before they are read, so they are left uninitialized (zeroing would touch every page).
        func reserve(filtered filteredCapacity: Int, output outputCapacity: Int) {
            if filteredCapacity > self.filteredCapacity {
                filtered.deallocate()
                filtered = .allocate(capacity: filteredCapacity)
                self.filteredCapacity = filteredCapacity
            }
            if outputCapacity > self.outputCapacity {
                output.deallocate()
                output = .allocate(capacity: outputCapacity)
                self.outputCapacity = outputCapacity
            }
        }
    }

    /// The workspaces not in use, shared by every encode of the process. At most `limit` are kept (one per core
    /// and two for callers encoding on their own threads); the buffers grow to the widest image encoded.
    enum Workspaces {
        private static let idle = Mutex<[Workspace]>([])
        static let limit = ProcessInfo.processInfo.activeProcessorCount + 2

        static func take(level: Int32) -> Workspace? {
            if let kept = idle.withLock({ list in list.firstIndex { $0.level == level }.map { list.remove(at: $0) } }) {
                return kept
            }
            return Workspace(level: level)
        }

        static func giveBack(_ workspace: Workspace) {
            idle.withLock { list in
                guard list.count < limit else { return }
                list.append(workspace)
            }
        }
    }

    /// One worker: claims bands until none are left, with a workspace of its own.
    static func compressBands(_ pixels: Pixels, opaque: Bool, level: Int32, into bands: BandResults) {
        guard let workspace = Workspaces.take(level: level) else {
            bands.fail(CanvasError("cannot encode PNG: libdeflate cannot allocate a compressor"))
            return
        }
        defer { Workspaces.giveBack(workspace) }
        let bytesPerPixel = opaque ? 3 : 4
        let rowLength = 1 + pixels.width * bytesPerPixel
        let filteredCapacity = rowLength * min(bandHeight, pixels.height)
        let bound = libdeflate_deflate_compress_bound(workspace.compressor, filteredCapacity)
        workspace.reserve(filtered: filteredCapacity, output: bound + 8)
        // The quick mode codes unfiltered rows itself (`DeflateRows`); the smallest-file mode leaves every row to
        // libdeflate.
        let codesRowsDirectly = level == Self.level(.fast) && rowLength <= 32768
        while let index = bands.claim() {
            do {
                let band = try compressBand(
                    index, pixels, bytesPerPixel: bytesPerPixel, workspace: workspace, outputCapacity: bound + 8,
                    codesRowsDirectly: codesRowsDirectly)
                bands.store(band, at: index)
            } catch {
                bands.fail(error)
                return
            }
        }
    }

    /// One band as raw DEFLATE, joinable unless it is the image's last band. With `codesRowsDirectly`, runs of
    /// unfiltered rows are coded by `DeflateRows` and runs of filtered (photo-like) rows by libdeflate; each piece
    /// ends on a byte boundary (libdeflate's reopened by `DeflateJoin`, the others with an empty stored block), so
    /// they join by appending bytes. Otherwise the whole band goes to libdeflate.
    static func compressBand(
        _ index: Int, _ pixels: Pixels, bytesPerPixel: Int, workspace: Workspace, outputCapacity: Int,
        codesRowsDirectly: Bool
    ) throws -> Band {
        let firstRow = index * bandHeight
        let rows = min(bandHeight, pixels.height - firstRow)
        let rowLength = 1 + pixels.width * bytesPerPixel
        let lastBand = firstRow + rows == pixels.height
        let filtered = workspace.filtered
        let output = workspace.output
        filterRows(pixels, from: firstRow, count: rows, bytesPerPixel: bytesPerPixel, into: filtered)
        var band = Band()
        band.rawLength = rows * rowLength
        band.adler32 = libdeflate_adler32(1, filtered, band.rawLength)
        if codesRowsDirectly { workspace.table.reset() }
        var r = 0
        while r < rows {
            // Rows r..<end: all filtered or all unfiltered (every row, when libdeflate takes the whole band).
            let unfiltered = filtered[r * rowLength] == Filter.none.rawValue
            var end = r + 1
            while codesRowsDirectly && end < rows && (filtered[end * rowLength] == Filter.none.rawValue) == unfiltered {
                end += 1
            }
            if !codesRowsDirectly { end = rows }
            let final = lastBand && end == rows
            if codesRowsDirectly && unfiltered {
                let tokens = DeflateRows.parse(
                    filtered, from: r * rowLength, to: end * rowLength, floor: 0, rowLength: rowLength,
                    bytesPerPixel: bytesPerPixel, table: workspace.table)
                var writer = DeflateBits.Writer(reservingCapacity: 1024 + tokens.count * 2)
                DeflateRows.writeBlock(tokens, to: &writer)
                writer.emptyStoredBlock(final: final)
                band.deflated.append(contentsOf: writer.bytes)
            } else {
                let size = libdeflate_deflate_compress(
                    workspace.compressor, filtered + r * rowLength, (end - r) * rowLength, output, outputCapacity - 8)
                guard size > 0 else {
                    throw CanvasError("cannot encode PNG: libdeflate failed on rows \(firstRow + r)…")
                }
                let count = try final ? size : DeflateJoin.reopen(output, count: size, capacity: outputCapacity)
                band.deflated.append(contentsOf: UnsafeBufferPointer(start: output, count: count))
            }
            r = end
        }
        return band
    }

    // MARK: Rows and filters

    /// Writes `count` filtered rows (filter byte + pixel bytes each) starting at image row `firstRow`.
    static func filterRows(
        _ pixels: Pixels, from firstRow: Int, count: Int, bytesPerPixel bpp: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        let width = pixels.width
        let length = width * bpp
        let rowLength = length + 1
        // Unfiltered rows are converted straight into `out`; a busy row's unfiltered bytes move to one of two
        // spare buffers (the filters read the unfiltered row above, which must survive until the next row).
        let spares = [UnsafeMutablePointer<UInt8>.allocate(capacity: length), .allocate(capacity: length)]
        let candidate = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        defer {
            spares.forEach { $0.deallocate() }
            candidate.deallocate()
        }
        var nextSpare = 0
        var previous = UnsafePointer(spares[1])  // the unfiltered row above: zeros above the image
        var previousRow: UInt32Row? = nil
        if firstRow > 0 {
            previousRow = pixels.row(firstRow - 1)
            convert(previousRow!, width: width, bytesPerPixel: bpp, layout: pixels.layout, into: spares[1])
        } else {
            spares[1].initialize(repeating: 0, count: length)
        }
        for r in 0..<count {
            let source = pixels.row(firstRow + r)
            let dest = out + r * rowLength
            convert(source, width: width, bytesPerPixel: bpp, layout: pixels.layout, into: dest + 1)
            dest[0] = Filter.none.rawValue
            if isBusy(source, above: previousRow, width: width) {
                let current = spares[nextSpare]
                nextSpare = 1 - nextSpare
                current.update(from: dest + 1, count: length)
                var best = Int.max
                for filter in [Filter.sub, .up, .paeth] {
                    apply(filter, current, previous, length: length, bpp: bpp, into: candidate)
                    let cost = absoluteSum(candidate, length)
                    if cost < best {
                        best = cost
                        dest[0] = filter.rawValue
                        (dest + 1).update(from: candidate, count: length)
                    }
                }
                previous = UnsafePointer(current)
            } else {
                previous = UnsafePointer(dest + 1)
            }
            previousRow = source
        }
    }

    typealias UInt32Row = UnsafePointer<UInt32>

    enum Filter: UInt8 {
        case none = 0
        case sub = 1
        case up = 2
        case paeth = 4
    }

    /// A row is busy (photo-like) when fewer than half its pixels equal their left or upper neighbour. The count
    /// stops as soon as the answer is known: a UI row usually repeats from its first pixel on, so half of it is read.
    static func isBusy(_ row: UInt32Row, above: UInt32Row?, width: Int) -> Bool {
        let needed = (width + 1) / 2  // repeats * 2 < width  ⟺  repeats < needed
        var repeats = 0
        if let above {
            if row[0] == above[0] { repeats += 1 }
            var x = 1
            while x < width {
                if row[x] == row[x &- 1] || row[x] == above[x] {
                    repeats &+= 1
                    if repeats >= needed { return false }
                } else if repeats &+ (width &- x &- 1) < needed {
                    return true
                }
                x &+= 1
            }
        } else {
            var x = 1
            while x < width {
                if row[x] == row[x &- 1] {
                    repeats &+= 1
                    if repeats >= needed { return false }
                } else if repeats &+ (width &- x &- 1) < needed {
                    return true
                }
                x &+= 1
            }
        }
        return repeats < needed
    }

    /// Pixel bytes of one row: RGB, or RGBA (Cairo's pixels un-premultiplied exactly like Cairo's PNG writer).
    static func convert(
        _ row: UInt32Row, width: Int, bytesPerPixel: Int, layout: Pixels.Layout,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        if layout == .straightRGBA {
            if bytesPerPixel == 4 {
                out.update(from: UnsafeRawPointer(row).assumingMemoryBound(to: UInt8.self), count: width * 4)
                return
            }
            // RGB: each pixel's first three bytes.
            let bytes = UnsafeRawPointer(row).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let i = 4 &* x
                let o = 3 &* x
                out[o] = bytes[i]
                out[o &+ 1] = bytes[i &+ 1]
                out[o &+ 2] = bytes[i &+ 2]
            }
            return
        }
        if bytesPerPixel == 3 {
            // Four pixels (0xAARRGGBB) become three little-endian words of R G B bytes: byte-swapping a pixel and
            // dropping its alpha gives 0x00BBGGRR, whose low three bytes are R, G, B in order.
            let raw = UnsafeMutableRawPointer(out)
            var x = 0
            while x + 4 <= width {
                let t0 = row[x].byteSwapped >> 8
                let t1 = row[x &+ 1].byteSwapped >> 8
                let t2 = row[x &+ 2].byteSwapped >> 8
                let t3 = row[x &+ 3].byteSwapped >> 8
                let o = raw + 3 &* x
                o.storeBytes(of: (t0 | t1 << 24).littleEndian, as: UInt32.self)
                (o + 4).storeBytes(of: (t1 >> 8 | t2 << 16).littleEndian, as: UInt32.self)
                (o + 8).storeBytes(of: (t2 >> 16 | t3 << 8).littleEndian, as: UInt32.self)
                x &+= 4
            }
            while x < width {
                let p = row[x]
                let o = out + 3 &* x
                o[0] = UInt8(truncatingIfNeeded: p >> 16)
                o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p)
                x &+= 1
            }
            return
        }
        for x in 0..<width {
            let p = row[x]
            let o = out + 4 * x
            let a = p >> 24
            if a == 255 {
                o[0] = UInt8(truncatingIfNeeded: p >> 16)
                o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p)
                o[3] = 255
            } else if a == 0 {
                o[0] = 0
                o[1] = 0
                o[2] = 0
                o[3] = 0
            } else {
                // (c·255 + a/2) / a, capped at 255 in case a colour exceeds its alpha.
                func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, ((c & 0xFF) * 255 + a / 2) / a)) }
                o[0] = straight(p >> 16)
                o[1] = straight(p >> 8)
                o[2] = straight(p)
                o[3] = UInt8(a)
            }
        }
    }

    /// The PNG filter of one row (`previous` is the unfiltered row above, zeros for the first row).
    static func apply(
        _ filter: Filter, _ row: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, length: Int,
        bpp: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        switch filter {
        case .none:
            out.update(from: row, count: length)
        case .sub:
            for i in 0..<min(bpp, length) { out[i] = row[i] }
            for i in min(bpp, length)..<length { out[i] = row[i] &- row[i - bpp] }
        case .up:
            for i in 0..<length { out[i] = row[i] &- previous[i] }
        case .paeth:
            // Left and upper-left are 0 here, so Paeth picks up.
            for i in 0..<min(bpp, length) { out[i] = row[i] &- previous[i] }
            for i in min(bpp, length)..<length {
                let a = Int(row[i - bpp])
                let b = Int(previous[i])
                let c = Int(previous[i - bpp])
                let pa = abs(b - c)
                let pb = abs(a - c)
                let pc = abs(a + b - 2 * c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                out[i] = row[i] &- UInt8(predictor)
            }
        }
    }

    /// Sum of the bytes read as signed values, in absolute value (the usual filter heuristic).
    static func absoluteSum(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Int {
        var sum = 0
        for i in 0..<length { sum += abs(Int(Int8(bitPattern: bytes[i]))) }
        return sum
    }

    // MARK: Checksums and chunks

    /// The Adler-32 of two pieces of data joined, from the checksum of each and the second one's length.
    static func combineAdler32(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let base: UInt64 = 65521
        let a1 = UInt64(first & 0xFFFF)
        let b1 = UInt64(first >> 16)
        let a2 = UInt64(second & 0xFFFF)
        let b2 = UInt64(second >> 16)
        let n = UInt64(secondLength) % base
        // Each byte of the second piece adds (a1 - 1) more to the running sum than it did on its own.
        let a = (a1 + a2 + base - 1) % base
        let b = (b1 + b2 + n * ((a1 + base - 1) % base)) % base
        return UInt32(b << 16 | a)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value)
        ]
    }

    static func appendChunk<Bytes: Collection>(_ type: String, _ body: Bytes, to png: inout Data)
    where Bytes.Element == UInt8 {
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: bigEndian(UInt32(body.count)))
        var chunk = Data(typeBytes)
        chunk.append(contentsOf: body)
        let crc = chunk.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png.append(chunk)
        png.append(contentsOf: bigEndian(crc))
    }
}
