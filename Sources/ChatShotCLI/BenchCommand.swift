import ArgumentParser
import ChatShotKit
import UIKit

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Render transcripts repeatedly; print time per image by phase and peak memory.")

    @Argument(help: "Transcripts to render.")
    var transcripts: [String]
    @Option(help: "How many times to render each transcript (light and dark each time).")
    var runs = 10
    @Option(help: "Pixels per point.")
    var scale: Int = 2
    @Option(help: "Canvas width in points.")
    var width: Double = 360
    @Option(help: "Canvas height in points.")
    var height: Double = 700
    @Flag(
        name: .customLong("small"),
        help: "Also encode each image once with --compression small (slow) and report its time and size.")
    var measureSmall = false
    @OptionGroup var appOptions: AppOptions

    func run() throws {
        let requests = transcripts.flatMap { t in
            UIUserInterfaceStyle.allCases.map {
                Shot(transcript: t, display: Shot.Display(width: width, height: height, scale: scale, style: $0))
            }
        }
        // The process's first text (font configuration, first layout), then one warm-up pass that loads fonts
        // and icons, as a long-running batch would have them.
        let startup = try RenderBenchmark.measureStartup()
        _ = try RenderBenchmark.run(requests, runs: 1)
        let r = try RenderBenchmark.run(requests, runs: runs, measureSmall: measureSmall)
        func ms(_ s: Double) -> String { String(format: "%.2f ms", s / Double(r.images) * 1000) }
        func kb(_ bytes: Int, _ images: Int) -> String {
            String(format: "%.1f KB", Double(bytes) / Double(max(images, 1)) / 1000)
        }
        func seconds(_ s: Double) -> String { String(format: "%.1f ms", s * 1000) }
        print("start-up: font setup \(seconds(startup.fontSetup)), first text layout \(seconds(startup.firstLayout))")
        let pixels = "\(Int((width * Double(scale)).rounded()))×\(Int((height * Double(scale)).rounded())) px"
        print("images: \(r.images) at \(scale)x (\(pixels))")
        print(
            "per image: \(String(format: "%.2f ms", r.perImageMilliseconds))  (decode \(ms(r.decode)), "
                + "layout \(ms(r.layout)), paint \(ms(r.paint)), PNG encode \(ms(r.encode)))")
        print("PNG encode median: \(String(format: "%.2f ms", r.medianEncode * 1000))")
        print(
            "PNG size per image: fast \(kb(r.fastBytes, r.images))"
                + (r.smallImages > 0
                    ? String(
                        format: ", small %@ (encode %.1f ms)", kb(r.smallBytes, r.smallImages),
                        r.smallEncode / Double(r.smallImages) * 1000) : ""))
        print("peak memory: \(r.peakMemoryKiB / 1024) MiB")
    }
}
