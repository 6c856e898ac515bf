import Foundation
import XCTest

@testable import StreamChat

/// The SDK's `log` (`log.error("…")` in an app's code) writes one line to standard error at or above
/// `LogConfig.level`; `CooldownTracker` reports a cooldown once, as a still picture is one moment.
final class LoggerTests: XCTestCase {
    /// What `body` writes to standard error.
    private func standardError(_ body: () -> Void) throws -> String {
        let pipe = Pipe()
        let saved = dup(STDERR_FILENO)
        XCTAssertGreaterThanOrEqual(saved, 0)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        try pipe.fileHandleForWriting.close()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    func testErrorsAreWrittenAndDebugMessagesAreNotByDefault() throws {
        XCTAssertEqual(LogConfig.level, .error)
        let written = try standardError {
            log.debug("not shown")
            log.warning("not shown either")
            log.error("Error when pinning message: offline")
        }
        XCTAssertEqual(written.split(separator: "\n").count, 1)
        XCTAssertTrue(
            written.hasPrefix("chatshot: log: error: Error when pinning message: offline (LoggerTests.swift:"))
    }

    func testTheLevelAndSubsystemsFilter() throws {
        LogConfig.level = .debug
        LogConfig.subsystems = [.database]
        defer {
            LogConfig.level = .error
            LogConfig.subsystems = .all
        }
        let written = try standardError {
            log.info("other subsystem")
            log.info("stored", subsystems: .database)
            log.assert(true, "holds")
            log.assert(false, "broken", subsystems: .database)
        }
        let lines = written.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasPrefix("chatshot: log: info: stored"))
        XCTAssertTrue(lines[1].hasPrefix("chatshot: log: error: broken"))
        XCTAssertLessThan(LogLevel.debug, LogLevel.error)
    }

    func testTheCooldownTrackerReportsOnceAndStops() {
        let timer = ScheduledStreamTimer(interval: 1)
        let tracker = CooldownTracker(timer: timer)
        var reported: [Int] = []
        tracker.onChange = { reported.append($0) }
        tracker.start(with: 0)
        XCTAssertFalse(timer.isRunning)
        tracker.start(with: 12)
        XCTAssertEqual(reported, [12])
        XCTAssertTrue(timer.isRunning)
        tracker.stop()
        XCTAssertFalse(timer.isRunning)
    }
}
