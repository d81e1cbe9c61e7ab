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
            let dialects = "[\(report.dialects.map(\.rawValue).joined(separator: ", "))]"
            if report.needsRewriteInSwift {
                // RACBridge is Swift-only: every use in an Objective-C file is a checklist item of
                // its rewrite, never "supported".
                lines.append("\(report.path) \(dialects): to rewrite in Swift, \(report.uses.count) ReactiveObjC use\(report.uses.count == 1 ? "" : "s") to port"
                    + (report.unrecognized.isEmpty ? "" : " and \(report.unrecognized.count) not recognized") + " (\(objectiveCGuide))")
            } else {
                total = total + report.counts
                lines.append("\(report.path) \(dialects): \(report.counts)")
            }
            if !report.thirdPartyModules.isEmpty {
                lines.append("  \(report.path): imports \(report.thirdPartyModules.joined(separator: ", ")), built on RxSwift/ReactiveObjC: --fix leaves this file alone (see below)")
            }
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
        let modules = thirdPartyModules(reports)
        if !modules.isEmpty {
            lines.append("")
            lines.append("third-party modules built on RxSwift or ReactiveObjC (--fix leaves their files alone):")
            for module in modules {
                lines.append("  \(module.name) [\(module.dialect.rawValue)], \(module.files.count) file\(module.files.count == 1 ? "" : "s"): \(module.advice)")
            }
            lines.append("  while they stay, their files keep importing the original library next to the bridge: \(gradualGuide)")
        }
        let objectiveC = reports.filter(\.needsRewriteInSwift)
        if !objectiveC.isEmpty {
            let uses = objectiveC.reduce(0) { $0 + $1.uses.count }
            lines.append("objective-c: \(objectiveC.count) file\(objectiveC.count == 1 ? "" : "s") to rewrite in Swift (RACBridge cannot be called from Objective-C), \(uses) ReactiveObjC use\(uses == 1 ? "" : "s") listed above; how: \(objectiveCGuide)")
        }
        let swiftCount = reports.count - objectiveC.count
        let files = "\(swiftCount) \(objectiveC.isEmpty ? "" : "Swift ")file\(swiftCount == 1 ? "" : "s")"
        let scanned = scannedFiles.map { " (of \($0) source file\($0 == 1 ? "" : "s") scanned)" } ?? ""
        lines.append("total: \(files)\(scanned), \(total)")
        return lines.joined(separator: "\n")
    }

    /// Where the guide says how to rewrite an Objective-C file in Swift.
    public static let objectiveCGuide = "Migration/FromReactiveObjC.md#objective-c-code-must-be-rewritten-in-swift-how-to-do-it-file-by-file"
    /// Where the guides say how to migrate while other code still links RxSwift or ReactiveObjC.
    public static let gradualGuide = "Migration/FromRxSwift.md and Migration/FromReactiveObjC.md (migrating gradually)"

    /// A third-party module built on RxSwift or ReactiveObjC, with the files importing it.
    public struct ThirdPartyModuleUse: Sendable, Equatable {
        /// The module name (`RxDataSources`).
        public let name: String
        /// The library it is built on.
        public let dialect: APIMap.Dialect
        /// The files that import it, sorted.
        public let files: [String]
        /// What to do.
        public let advice: String
    }

    /// The third-party Rx/RAC modules the reports import, by name.
    public static func thirdPartyModules(_ reports: [FileReport]) -> [ThirdPartyModuleUse] {
        var files: [String: [String]] = [:]
        for report in reports { for module in report.thirdPartyModules { files[module, default: []].append(report.path) } }
        return files.keys.sorted().map { name in
            let rx = reports.contains { $0.thirdPartyModules.contains(name) && $0.dialects.contains(.rxswift) }
            let dialect = ThirdPartyModules.classify(name, importsRx: true) ?? (rx ? .rxswift : .reactiveobjc)
            return ThirdPartyModuleUse(name: name, dialect: dialect, files: files[name, default: []].sorted(),
                                       advice: ThirdPartyModules.advice(name, dialect: dialect))
        }
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
        struct File: Encodable {
            let path: String; let language: String; let action: String; let dialects: [String]; let thirdPartyModules: [String]
            let counts: Counts; let uses: [Use]
        }
        struct Module: Encodable { let module: String; let dialect: String; let files: [String]; let advice: String }
        struct ObjectiveC: Encodable { let files: Int; let uses: Int; let guide: String }
        struct Row: Encodable { let api: String; let dialect: String; let status: String; let count: Int }
        struct Document: Encodable {
            let version: Int; let scannedFiles: Int; let totals: Counts; let objectiveC: ObjectiveC
            let thirdPartyModules: [Module]; let files: [File]; let summary: [Row]
        }
        var total = UseCounts()
        let files = reports.map { report -> File in
            if !report.needsRewriteInSwift { total = total + report.counts }
            var uses = report.uses.map {
                Use(line: $0.line, dialect: $0.dialect.rawValue, api: $0.entry.api, status: $0.entry.status.rawValue, bridge: $0.entry.bridge, note: $0.entry.note)
            }
            uses += report.unrecognized.map {
                Use(line: $0.line, dialect: $0.dialect.rawValue, api: $0.name, status: "notRecognized", bridge: "", note: $0.reason)
            }
            uses = uses.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            return File(path: report.path, language: report.language.rawValue, action: report.needsRewriteInSwift ? "rewriteInSwift" : "port",
                        dialects: report.dialects.map(\.rawValue), thirdPartyModules: report.thirdPartyModules, counts: Counts(report.counts), uses: uses)
        }
        let rows = summary(reports).map {
            Row(api: $0.api, dialect: $0.dialect.rawValue, status: $0.status == "not recognized" ? "notRecognized" : $0.status, count: $0.count)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let objectiveC = reports.filter(\.needsRewriteInSwift)
        let modules = thirdPartyModules(reports).map { Module(module: $0.name, dialect: $0.dialect.rawValue, files: $0.files, advice: $0.advice) }
        let data = try encoder.encode(Document(
            version: 2, scannedFiles: scannedFiles, totals: Counts(total),
            objectiveC: ObjectiveC(files: objectiveC.count, uses: objectiveC.reduce(0) { $0 + $1.uses.count }, guide: objectiveCGuide),
            thirdPartyModules: modules, files: files, summary: rows))
        return String(decoding: data, as: UTF8.self)
    }
}
