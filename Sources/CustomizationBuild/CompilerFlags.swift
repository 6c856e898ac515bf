import ChatManifest
import ChatShotKit
import Foundation

/// The flags that compile and link against a chatshot build folder: its Swift modules, the module maps of the C
/// modules they import (chatshot's system libraries, and C targets of its dependencies), and the system libraries'
/// `pkg-config` flags.
struct CompilerFlags {
    var compile: [String]
    var link: [String]

    /// The system libraries chatshot links (the `systemLibrary` targets of Package.swift). librsvg is not among them:
    /// chatshot opens it when the first SVG is drawn (`Sources/CRsvg`).
    static let systemPackages = ["cairo", "pangocairo", "gdk-pixbuf-2.0", "libpng", "libdeflate", "fontconfig"]

    static func forBuild(_ folder: String) throws -> CompilerFlags {
        let fm = FileManager.default
        // <package>/.build/<triple>/<configuration>
        let package = URL(fileURLWithPath: folder).appendingPathComponent("../../..").standardizedFileURL.path
        var moduleMaps: [String] = []
        var includes: [String] = []
        func add(map: String) {
            moduleMaps.append(map)
            includes.append((map as NSString).deletingLastPathComponent)
        }
        for entry in (try? fm.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where entry.hasSuffix(".build") {
            let map = "\(folder)/\(entry)/module.modulemap"
            if fm.fileExists(atPath: map) { add(map: map) }
        }
        for entry in (try? fm.contentsOfDirectory(atPath: "\(package)/Sources"))?.sorted() ?? [] {
            let map = "\(package)/Sources/\(entry)/module.modulemap"
            if fm.fileExists(atPath: map) { moduleMaps.append(map) }
        }
        let checkouts = "\(package)/.build/checkouts"
        for checkout in (try? fm.contentsOfDirectory(atPath: checkouts))?.sorted() ?? [] {
            for target in (try? fm.contentsOfDirectory(atPath: "\(checkouts)/\(checkout)/Sources"))?.sorted() ?? [] {
                let map = "\(checkouts)/\(checkout)/Sources/\(target)/include/module.modulemap"
                if fm.fileExists(atPath: map) { add(map: map) }
            }
        }
        let cflags = try pkgConfig(["--cflags"] + systemPackages)
        let libs = try pkgConfig(["--libs"] + systemPackages)
        var compile = ["-I", "\(folder)/Modules"]
        for map in moduleMaps { compile += ["-Xcc", "-fmodule-map-file=\(map)"] }
        for include in includes { compile += ["-Xcc", "-I\(include)"] }
        for flag in cflags where flag.hasPrefix("-I") { compile += ["-Xcc", flag] }
        // OpenCombine's helpers are C++.
        return CompilerFlags(
            compile: compile, link: libs.filter { $0.hasPrefix("-l") || $0.hasPrefix("-L") } + ["-lstdc++"])
    }

    static func pkgConfig(_ arguments: [String]) throws -> [String] {
        let run = try ProcessRunner.run("/usr/bin/pkg-config", arguments)
        guard run.status == 0 else {
            throw ChatShotError.build(
                SourceLocation(file: "pkg-config \(arguments.joined(separator: " "))"),
                problem: "\(run.output) (run Scripts/setup.sh)")
        }
        return run.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }
}
