import ArgumentParser
import ChatShotKit

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Render transcripts repeatedly; print time per image by phase and peak memory.")

    @Argument(help: "Transcripts to render.")
    var transcripts: [String]
    @Option(help: "How many times to render each transcript (light and dark each time).")
    var runs = 10
    @Option(help: "Pixels per point.")
    var scale: Int = 2

    func run() throws {
        try exitingOnBadInput {
            let requests = transcripts.flatMap { t in
                Shot.Style.allCases.map { Shot(transcript: t, canvas: Shot.Canvas(scale: scale, style: $0)) }
            }
            // One warm-up pass loads fonts and icons, as a long-running batch would have them.
            _ = try RenderBenchmark.run(requests, runs: 1)
            let r = try RenderBenchmark.run(requests, runs: runs)
            func ms(_ s: Double) -> String { String(format: "%.2f ms", s / Double(r.images) * 1000) }
            print("images: \(r.images) at \(scale)x")
            print("per image: \(String(format: "%.2f ms", r.perImageMilliseconds))  (decode \(ms(r.decode)), layout \(ms(r.layout)), paint \(ms(r.paint)), PNG encode \(ms(r.encode)))")
            print("peak memory: \(r.peakMemoryKiB / 1024) MiB")
        }
    }
}
