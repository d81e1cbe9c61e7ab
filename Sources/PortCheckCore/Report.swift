import Foundation

/// One row of the per-API summary: how often an API (or an unrecognized name) is used.
public struct SummaryRow: Sendable, Equatable {
    /// The map's `api` spelling, or the unrecognized name.
    public let api: String
    /// Which library.
    public let dialect: APIMap.Dialect
    /// `same`, `renamed`, `different`, `unavailable` or `not recognized`.
    public let status: String
    /// Uses in the scanned files.
    public let count: Int

    /// A row.
    public init(api: String, dialect: APIMap.Dialect, status: String, count: Int) {
        self.api = api
        self.dialect = dialect
        self.status = status
        self.count = count
    }
}

extension SourceScanner {
    /// Per-API counts over all reports, most used first (ties by name).
    public static func summary(_ reports: [FileReport]) -> [SummaryRow] {
        struct Key: Hashable { let api: String; let dialect: APIMap.Dialect; let status: String }
        var counts: [Key: Int] = [:]
        for report in reports {
            for use in report.uses { counts[Key(api: use.entry.api, dialect: use.dialect, status: use.entry.status.rawValue), default: 0] += 1 }
            for use in report.unrecognized { counts[Key(api: use.name, dialect: use.dialect, status: "not recognized"), default: 0] += 1 }
        }
        return counts.map { SummaryRow(api: $0.key.api, dialect: $0.key.dialect, status: $0.key.status, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : ($0.api, $0.dialect.rawValue) < ($1.api, $1.dialect.rawValue) }
    }

    /// The printed report: per file a count line and, with file:line, each use a porter must
    /// act on (unsupported, renamed), review (different: with the map's note) or check (not
    /// recognized); then the total, and the per-API summary table when `summary` is set.
    public static func render(_ reports: [FileReport], scannedFiles: Int? = nil, summary: Bool = false) -> String {
        var lines: [String] = []
        var total = UseCounts()
        var review = 0
        for report in reports {
            total = total + report.counts
            lines.append("\(report.path) [\(report.dialects.map(\.rawValue).joined(separator: ", "))]: \(report.counts)")
            var items: [(line: Int, text: String)] = []
            for use in report.uses {
                switch use.entry.status {
                case .unavailable: items.append((use.line, "  \(use.file):\(use.line): unsupported \(use.entry.api) -> \(use.suggestion)"))
                case .renamed: items.append((use.line, "  \(use.file):\(use.line): renamed \(use.entry.api) -> \(use.suggestion)"))
                case .different:
                    review += 1
                    items.append((use.line, "  \(use.file):\(use.line): different \(use.entry.api): \(use.entry.note)"))
                case .same: break
                }
            }
            for use in report.unrecognized {
                items.append((use.line, "  \(use.file):\(use.line): not recognized \(use.name): \(use.reason)"))
            }
            lines += items.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element.text)
        }
        if summary {
            let rows = Self.summary(reports)
            if !rows.isEmpty {
                lines.append("")
                lines.append("per API (most used first):")
                let width = max(5, rows.map { String($0.count).count }.max() ?? 0)
                lines.append("  " + "count".padding(toLength: width, withPad: " ", startingAt: 0) + "  status          dialect       api")
                for row in rows {
                    let count = String(row.count)
                    lines.append("  " + String(repeating: " ", count: width - count.count) + count + "  "
                        + row.status.padding(toLength: 14, withPad: " ", startingAt: 0) + "  "
                        + row.dialect.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + "  " + row.api)
                }
            }
            lines.append("")
            lines.append("review list: \(review) different use\(review == 1 ? "" : "s") (listed above with the map's note)")
        }
        let files = "\(reports.count) file\(reports.count == 1 ? "" : "s")"
        let scanned = scannedFiles.map { " (of \($0) source file\($0 == 1 ? "" : "s") scanned)" } ?? ""
        lines.append("total: \(files)\(scanned), \(total)")
        return lines.joined(separator: "\n")
    }

    /// The JSON report (`--format json`; schema in Migration/README.md).
    public static func json(_ reports: [FileReport], scannedFiles: Int) throws -> String {
        struct Counts: Encodable {
            let same, different, renamed, unavailable, notRecognized, total: Int
            init(_ counts: UseCounts) {
                same = counts.same; different = counts.different; renamed = counts.renamed
                unavailable = counts.unsupported; notRecognized = counts.notRecognized; total = counts.total
            }
        }
        struct Use: Encodable { let line: Int; let dialect: String; let api: String; let status: String; let bridge: String; let note: String }
        struct File: Encodable { let path: String; let dialects: [String]; let counts: Counts; let uses: [Use] }
        struct Row: Encodable { let api: String; let dialect: String; let status: String; let count: Int }
        struct Document: Encodable {
            let version: Int; let scannedFiles: Int; let totals: Counts; let files: [File]; let summary: [Row]
        }
        var total = UseCounts()
        let files = reports.map { report -> File in
            total = total + report.counts
            var uses = report.uses.map {
                Use(line: $0.line, dialect: $0.dialect.rawValue, api: $0.entry.api, status: $0.entry.status.rawValue, bridge: $0.entry.bridge, note: $0.entry.note)
            }
            uses += report.unrecognized.map {
                Use(line: $0.line, dialect: $0.dialect.rawValue, api: $0.name, status: "notRecognized", bridge: "", note: $0.reason)
            }
            uses = uses.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            return File(path: report.path, dialects: report.dialects.map(\.rawValue), counts: Counts(report.counts), uses: uses)
        }
        let rows = summary(reports).map {
            Row(api: $0.api, dialect: $0.dialect.rawValue, status: $0.status == "not recognized" ? "notRecognized" : $0.status, count: $0.count)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Document(version: 1, scannedFiles: scannedFiles, totals: Counts(total), files: files, summary: rows))
        return String(decoding: data, as: UTF8.self)
    }
}
