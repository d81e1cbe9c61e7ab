// `swift run parity`: runs the cross-facade parity matrix and prints it.
// `swift run parity --markdown` also writes Docs/Parity.md;
// `swift run parity --racToRx` refreshes the generated table in Migration/RACtoRx.md.
import Foundation
import ParityMatrix

let results = ParityMatrix.run()
print(ParityTable.text(results))

if CommandLine.arguments.contains("--markdown") {
    let path = "Docs/Parity.md"
    do {
        try ParityTable.markdown(results).write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    } catch {
        print("could not write \(path): \(error)")
        exit(2)
    }
}

if CommandLine.arguments.contains("--racToRx") {
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

let mismatches = results.filter { if case .mismatch = $0.verdict { return true } else { return false } }
exit(mismatches.isEmpty ? 0 : 1)
