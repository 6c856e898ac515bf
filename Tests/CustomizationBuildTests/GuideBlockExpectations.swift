import Foundation

/// `Tests/GuideBlocks/expectations.txt`: for every ```swift block of the guides, by guide file name and ordinal,
/// whether it compiles, does not compile yet, or is a deliberate fragment (with the reason). Lines are
/// `GUIDE ORDINAL compiles|fails|fragment [REASON…]`; `#` starts a comment.
struct GuideBlockExpectations {
    enum Expectation: String {
        case compiles, fails, fragment
    }

    struct Entry {
        let expectation: Expectation
        let reason: String
    }

    /// By guide file name, then ordinal.
    let entries: [String: [Int: Entry]]

    init(contentsOf url: URL) throws {
        var entries: [String: [Int: Entry]] = [:]
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
            guard fields.count >= 3, let ordinal = Int(fields[1]),
                let expectation = Expectation(rawValue: fields[2])
            else {
                throw ExpectationError(
                    message: "\(url.path):\(index + 1): expected GUIDE ORDINAL compiles|fails|fragment [REASON]")
            }
            let reason = fields.count > 3 ? fields[3] : ""
            if expectation == .fragment && reason.isEmpty {
                throw ExpectationError(message: "\(url.path):\(index + 1): a fragment needs a reason")
            }
            entries[fields[0], default: [:]][ordinal] = Entry(expectation: expectation, reason: reason)
        }
        self.entries = entries
    }

    struct ExpectationError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
