import ChatCanvas
import Foundation

/// Renders shots repeatedly and reports the time per image by phase, and the process's peak memory.
public struct RenderBenchmark {
    public struct Result: Sendable {
        public var images: Int
        /// Seconds in total; `encode` is the default (`.fast`) PNG encoding.
        public var decode, layout, paint, encode: Double
        /// Each image's `.fast` encoding time, in seconds (for the median: a busy machine inflates the mean).
        public var encodeTimes: [Double] = []
        public var medianEncode: Double { encodeTimes.isEmpty ? 0 : encodeTimes.sorted()[encodeTimes.count / 2] }
        /// PNG bytes in total, for `.fast` (every image).
        public var fastBytes = 0
        /// For `.small`, measured on the first run only (it is slow): images, seconds and bytes.
        public var smallImages = 0
        public var smallEncode = 0.0
        public var smallBytes = 0
        public var peakMemoryKiB: Int
        public var total: Double { decode + layout + paint + encode }
        public var perImageMilliseconds: Double { total / Double(max(images, 1)) * 1000 }
    }

    /// The cost of a process's first text: building the font configuration, then the first layout.
    public struct Startup: Sendable {
        public var fontSetup, firstLayout: Double
    }

    /// Call before anything else uses fonts in the process (else it measures nothing).
    public static func measureStartup() throws -> Startup {
        var start = DispatchTime.now().uptimeNanoseconds
        func lap() -> Double {
            let now = DispatchTime.now().uptimeNanoseconds
            defer { start = now }
            return Double(now - start) / 1e9
        }
        try FontSetup.prepare()
        let fontSetup = lap()
        _ =
            TextLayout("Hello 👋 how are you?", font: Font(size: 17, lineHeight: 22), color: Color(rgb: 0), width: 300)
            .size
        return Startup(fontSetup: fontSetup, firstLayout: lap())
    }

    public static func run(_ shots: [Shot], runs: Int, measureSmall: Bool = false) throws -> Result {
        var r = Result(images: 0, decode: 0, layout: 0, paint: 0, encode: 0, peakMemoryKiB: 0)
        func seconds(_ body: () throws -> Data) rethrows -> (Double, Int) {
            let start = DispatchTime.now().uptimeNanoseconds
            let count = try body().count
            return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, count)
        }
        for run in 0..<runs {
            for shot in shots {
                var renderer = ShotRenderer()
                renderer.timings = .init()
                let canvas = try renderer.render(shot)[0]
                let (time, bytes) = try seconds { try canvas.pngData() }
                r.encode += time
                r.encodeTimes.append(time)
                r.fastBytes += bytes
                if measureSmall && run == 0 {
                    let (time, bytes) = try seconds { try canvas.pngData(compression: .small) }
                    r.smallEncode += time
                    r.smallBytes += bytes
                    r.smallImages += 1
                }
                r.decode += renderer.timings.decode
                r.layout += renderer.timings.layout
                r.paint += renderer.timings.paint
                r.images += 1
            }
        }
        r.peakMemoryKiB = peakResidentKiB()
        return r
    }

    /// VmHWM from /proc/self/status (0 where unavailable).
    static func peakResidentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }
}
