// `swift run parity`: runs the cross-facade parity matrix and prints it (`--help` for the
// options). The command line is parsed and the report rendered by `ParityCommand` in the
// ParityMatrix library, so tests cover them; this file only does the I/O.
// `--generate N [--seed S]` checks generated cases instead (GeneratedParityRun).
// Exit status: 0 all rows shown (or cases) pass, 1 a mismatch, 2 a usage error.
import Foundation
import ParityMatrix

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("parity: \(message)\nRun `swift run parity --help` for the options.\n".utf8))
    exit(2)
}

let options: ParityCommand.Options
do {
    options = try ParityCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.description)
}
if options.help {
    print(ParityCommand.usage)
    exit(0)
}
if let count = options.generate {
    let seed = options.seed ?? UInt64.random(in: 0...UInt64(UInt32.max))
    print("generated parity: seed \(seed) (repeat with --generate \(count) --seed \(seed))")
    let run = GeneratedParityRun(count: count, seed: seed)
    print(run.report(shown: Int(ProcessInfo.processInfo.environment["PARITY_SHOW"] ?? "") ?? 3))
    exit(run.failed ? 1 : 0)
}

let unmatched = ParityCommand.unmatchedFilters(options)
if !unmatched.isEmpty {
    fail("no row matches " + unmatched.map { "\"\($0)\"" }.joined(separator: ", "))
}

let results = ParityCommand.run(options)
let report = ParityCommand.report(results, options)
print(report, terminator: report.hasSuffix("\n") ? "" : "\n")

if options.writeMarkdown {
    let path = "Docs/Parity.md"
    do {
        try ParityTable.markdown(results).write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    } catch {
        print("could not write \(path): \(error)")
        exit(2)
    }
}

if options.writeRACtoRx {
    let path = "Migration/RACtoRx.md"
    do {
        let document = try String(contentsOfFile: path, encoding: .utf8)
        guard let updated = RACtoRxTable.updating(document, rows: ParityMatrix.rows) else {
            print("\(path) lacks the parity markers")
            exit(2)
        }
        try updated.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    } catch {
        print("could not update \(path): \(error)")
        exit(2)
    }
}

exit(results.contains(where: \.isMismatch) ? 1 : 0)
