import Foundation

/// The command line of `swift run parity`: its options, their parsing, the rows they
/// select and the report they print. The executable only does the I/O.
public enum ParityCommand {
    /// What a command line asks for.
    public struct Options: Equatable, Sendable {
        /// The report's format.
        public enum Format: String, CaseIterable, Sendable {
            /// The terminal report (`ParityTable.text`).
            case text
            /// The Markdown document, the text of `Docs/Parity.md` (`ParityTable.markdown`).
            case markdown
            /// JSON for tools (`ParityTable.json`).
            case json
        }

        /// `--format`.
        public var format: Format = .text
        /// `-v`, `--verbose`: both spellings and every subscription window.
        public var verbose = false
        /// `--differs`: only rows whose dialects do not record the same thing.
        public var differsOnly = false
        /// The positional filters: a row number, or text found in a row's name or spellings.
        public var filters: [String] = []
        /// `--width N`: the text report's width.
        public var width = 100
        /// `--no-legend` clears it.
        public var legend = true
        /// `--markdown`: also write `Docs/Parity.md`.
        public var writeMarkdown = false
        /// `--racToRx`: also refresh the generated table of `Migration/RACtoRx.md`.
        public var writeRACtoRx = false
        /// `-h`, `--help`.
        public var help = false
        /// `--generate N`: check N generated cases instead of the matrix's rows.
        public var generate: Int?
        /// `--seed S`: the seed of the generated cases (a random one, printed, when absent).
        public var seed: UInt64?

        /// The defaults: every row, as text, 100 columns wide, with the legend.
        public init() {}
    }

    /// A command line that cannot be run; `description` says why (the tool exits with status 2).
    public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
        /// The message, one line.
        public let description: String
    }

    /// The narrowest `--width` accepted.
    public static let minimumWidth = 60

    /// `parity --help`.
    public static let usage = """
        USAGE: swift run parity [OPTIONS] [FILTER ...]

        Runs the cross-facade parity matrix: each row sends its input marbles through the RAC
        spelling and the Rx spelling on one virtual clock and compares the events, their ticks
        and the inputs' subscriptions. Exit status: 0 when every row run passes, 1 on any
        mismatch, 2 on a usage error (including filters that match no row).

        FILTER               a row number, or text found (in any case) in a row's name or in
                             either spelling; rows matching any filter are run
        OPTIONS
          --differs          only rows whose dialects differ: deliberate differences (each
                             with its why) and mismatches
          -v, --verbose      also both spellings and every subscription window
          --format FORMAT    text (the default), markdown (the text of Docs/Parity.md) or json
          --width N          wrap the text report at N columns (default 100, at least 60)
          --no-legend        leave out the legend above the text report
          --markdown         also write Docs/Parity.md (from the package root; no filters)
          --racToRx          also refresh the generated table of Migration/RACtoRx.md (the same)
          --generate N       check N generated cases (random pipelines over the shared
                             operators, Docs/GeneratedParity.md) instead of the rows; a
                             difference no rule explains is shrunk and printed as a row
          --seed S           the seed of the generated cases (default: a random one,
                             printed so the run can be repeated)
          -h, --help         show this help

        EXAMPLES
          swift run parity throttle          the rows about throttle
          swift run parity --differs         every deliberate difference and why
          swift run parity 72 --verbose      row 72 in full
          swift run parity --format json > parity.json
          swift run parity --generate 20000 --seed 42
        """

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        var onlyPositional = false
        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                options.filters.append(argument)
                index += 1
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func optionValue() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try value(for: name)
            }
            if inlineValue != nil, !["--format", "--width", "--generate", "--seed"].contains(name) {
                throw UsageError(description: "\(name) takes no value")
            }
            switch name {
            case "--": onlyPositional = true
            case "-h", "--help": options.help = true
            case "-v", "--verbose": options.verbose = true
            case "--differs": options.differsOnly = true
            case "--no-legend": options.legend = false
            case "--markdown": options.writeMarkdown = true
            case "--racToRx": options.writeRACtoRx = true
            case "--format":
                let text = try optionValue()
                guard let format = Options.Format(rawValue: text) else {
                    throw UsageError(description: "unknown format \"\(text)\" (use text, markdown or json)")
                }
                options.format = format
            case "--width":
                let text = try optionValue()
                guard let width = Int(text), width >= minimumWidth else {
                    throw UsageError(description: "--width needs a number of columns, at least \(minimumWidth) (got \"\(text)\")")
                }
                options.width = width
            case "--generate":
                let text = try optionValue()
                guard let count = Int(text), count > 0 else {
                    throw UsageError(description: "--generate needs a number of cases, at least 1 (got \"\(text)\")")
                }
                options.generate = count
            case "--seed":
                let text = try optionValue()
                guard let seed = UInt64(text) else {
                    throw UsageError(description: "--seed needs a whole number from 0 to \(UInt64.max) (got \"\(text)\")")
                }
                options.seed = seed
            default:
                throw UsageError(description: "unknown option \(argument)")
            }
            index += 1
        }
        if options.seed != nil, options.generate == nil {
            throw UsageError(description: "--seed needs --generate N")
        }
        if options.generate != nil, !options.filters.isEmpty || options.differsOnly || options.writeMarkdown || options.writeRACtoRx || options.format != .text {
            throw UsageError(description: "--generate checks generated cases, not rows: drop the filters, --differs, --markdown, --racToRx and --format")
        }
        if (options.writeMarkdown || options.writeRACtoRx) && (!options.filters.isEmpty || options.differsOnly) {
            throw UsageError(description: "--markdown and --racToRx write the whole matrix: drop the filters")
        }
        return options
    }

    /// Whether `row`, the `number`th, matches the filters (every row when there are none).
    public static func matches(_ row: ParityRow, number: Int, filters: [String]) -> Bool {
        if filters.isEmpty { return true }
        return filters.contains { filter in
            if let wanted = Int(filter) { return wanted == number }
            return [row.name, row.rac, row.rx].contains { $0.range(of: filter, options: .caseInsensitive) != nil }
        }
    }

    /// Runs the rows `options` select.
    public static func run(_ options: Options) -> [ParityResult] {
        let results = ParityMatrix.run { number, row in matches(row, number: number, filters: options.filters) }
        return options.differsOnly ? results.filter { $0.verdict != .same } : results
    }

    /// The report of `results` in the format `options` ask for.
    public static func report(_ results: [ParityResult], _ options: Options) -> String {
        switch options.format {
        case .text: return ParityTable.text(results, verbose: options.verbose, legend: options.legend, width: options.width)
        case .markdown: return ParityTable.markdown(results)
        case .json: return ParityTable.json(results)
        }
    }

    /// The filters that match no row: a typo to report (exit status 2), not an empty report.
    public static func unmatchedFilters(_ options: Options) -> [String] {
        let rows = ParityMatrix.rows
        return options.filters.filter { filter in
            !rows.enumerated().contains { matches($1, number: $0 + 1, filters: [filter]) }
        }
    }
}
