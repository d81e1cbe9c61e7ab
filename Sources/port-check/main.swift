// `swift run port-check PATH [--maps DIR] [--fix [--backup]]`
// Scans Swift, Objective-C sources for RxSwift / ReactiveObjC API uses (by the maps in
// Migration/api-map) and prints per-file and total counts. `--fix` rewrites import lines
// and renamed Swift RAC spellings in place: only on a clean git tree, or with `--backup`
// (writes FILE.orig next to each changed file).
import Foundation
import PortCheckCore

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...index + 1)
    return value
}
@MainActor func flag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
}

let mapsDirectory = option("--maps") ?? "Migration/api-map"
let fix = flag("--fix")
let backup = flag("--backup")
guard let path = arguments.first, arguments.count == 1 else {
    print("usage: port-check PATH [--maps DIR] [--fix [--backup]]")
    exit(64)
}

do {
    let maps = try APIMap.loadAll(directory: URL(fileURLWithPath: mapsDirectory))
    let scanner = try SourceScanner(maps: maps)
    let reports = try scanner.scan(path: path)
    print(SourceScanner.render(reports))
    if fix {
        if !backup {
            guard let clean = GitTree.isClean(path: path), clean else {
                print("port-check --fix: \(path) is not in a clean git tree; commit first or pass --backup")
                exit(65)
            }
        }
        for report in reports {
            let text = try String(contentsOfFile: report.path, encoding: .utf8)
            let fixed = Fixer.fixedText(path: report.path, text: text, maps: maps)
            guard fixed != text else { continue }
            if backup { try text.write(toFile: report.path + ".orig", atomically: true, encoding: .utf8) }
            try fixed.write(toFile: report.path, atomically: true, encoding: .utf8)
            print("fixed \(report.path)")
        }
    }
} catch {
    print("port-check: \(error)")
    exit(2)
}
