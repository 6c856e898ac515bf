import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Zeroed memory for a canvas's pixels, mapped straight from the kernel and aligned to 2 MiB, with transparent
/// huge pages asked for. A 1170×2532 screenshot (11.3 MiB) then costs six page faults instead of about 2,900,
/// and writing its first pixels does not make the kernel interrupt the other cores to flush their TLBs (which
/// a page first read as the shared zero page and then written does, in a process with several threads).
public struct PixelBuffer {
    /// The first pixel byte (2 MiB aligned).
    let base: UnsafeMutableRawPointer
    /// The mapping as made (`base` lies inside it), for `release()`.
    private let mapping: UnsafeMutableRawPointer
    private let mappingSize: Int

    static let hugePage = 2 << 20

    /// `size` zero bytes, or nil when the kernel refuses the mapping.
    init?(size: Int) {
        guard size > 0 else { return nil }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let padding = size >= PixelBuffer.hugePage ? PixelBuffer.hugePage : 0
        let mappingSize = (size + padding + page - 1) / page * page
        let mapped = mmap(nil, mappingSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { return nil }
        mapping = mapped
        self.mappingSize = mappingSize
        let aligned =
            padding == 0
            ? Int(bitPattern: mapped)
            : (Int(bitPattern: mapped) + PixelBuffer.hugePage - 1) & ~(PixelBuffer.hugePage - 1)
        base = UnsafeMutableRawPointer(bitPattern: aligned)!
        PixelBuffer.adviseHugePages(base, size)
    }

    /// Gives the memory back; nothing may use it afterwards.
    func release() {
        munmap(mapping, mappingSize)
    }

    /// Asks for transparent huge pages on the whole 2 MiB pages inside `p ..< p + size` (buffers under 4 MiB are
    /// left alone: a huge page there would mostly be padding).
    public static func adviseHugePages(_ p: UnsafeMutableRawPointer, _ size: Int) {
        guard size >= 2 * hugePage else { return }
        let start = (Int(bitPattern: p) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: p) + size) & ~(hugePage - 1)
        #if os(Linux)
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
        #endif
    }
}
