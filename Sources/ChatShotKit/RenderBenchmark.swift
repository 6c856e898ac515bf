import Foundation

/// Renders shots repeatedly and reports the time per image by phase, and the process's peak memory.
public struct RenderBenchmark {
    public struct Result: Sendable {
        public var images: Int
        public var decode, layout, paint, encode: Double
        public var peakMemoryKiB: Int
        public var total: Double { decode + layout + paint + encode }
        public var perImageMilliseconds: Double { total / Double(max(images, 1)) * 1000 }
    }

    public static func run(_ shots: [Shot], runs: Int) throws -> Result {
        var r = Result(images: 0, decode: 0, layout: 0, paint: 0, encode: 0, peakMemoryKiB: 0)
        for _ in 0..<runs {
            for shot in shots {
                var renderer = ShotRenderer()
                renderer.timings = .init()
                let canvas = try renderer.render(shot)[0]
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try canvas.pngData()
                r.encode += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
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
