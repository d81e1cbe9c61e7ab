// `swift run parity`: runs the cross-facade parity matrix and prints it.
// `swift run parity --markdown` also writes Docs/Parity.md.
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

let mismatches = results.filter { if case .mismatch = $0.verdict { return true } else { return false } }
exit(mismatches.isEmpty ? 0 : 1)
