// `port-check PATH... [--format text|json] [--maps DIR] [--fix [--backup]]` (see `--help`).
// Scans Swift and Objective-C sources for RxSwift / ReactiveObjC API uses, by the API maps
// compiled into the tool (Migration/api-map), and reports them; `--fix` ports what can be
// ported mechanically.
import Foundation
import PortCheckCore

let usage = """
usage: port-check PATH... [--format text|json] [--maps DIR] [--fix [--backup]]

Scans the Swift (.swift) and Objective-C (.m, .mm, .h) files under each PATH for RxSwift
(RxSwift, RxCocoa, RxRelay, RxBlocking, RxTest) and ReactiveObjC API uses and says how each
carries over to ReactiveBridge. Files that use neither library are skipped, as are .build,
.git, .swiftpm, Pods, Carthage, DerivedData and node_modules directories.

The text report lists, per file, the counts and every use to act on, with file:line:
  unsupported     no ReactiveBridge counterpart (the map's note says what to do)
  renamed         write the spelling shown (--fix does it in Swift files)
  different       same spelling, different shape or behavior: the review list (with the note)
  not recognized  looks like library API but the maps do not list it (or the receiver is
                  not known to be a stream): check it by hand
then a per-API summary table (most used first) and the totals.

options:
  --format text|json  output format (default text; json is described in Migration/README.md)
  --maps DIR          read rxswift.json and reactiveobjc.json from DIR instead of the
                      maps compiled in
  --fix               rewrite Swift files in place: module names in imports and qualified
                      names (RxSwift.Observable -> RxBridge.Observable), duplicate imports,
                      renamed ReactiveObjC Swift spellings; only in a clean git tree
  --backup            with --fix: allow a dirty tree, keeping FILE.orig next to each change
  -h, --help          this text

exit status: 0 scanned, 2 bad arguments or unreadable input, 65 --fix refused (dirty tree)
"""

/// Prints to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("port-check: \(message)\n".utf8))
    exit(status)
}

var paths: [String] = []
var mapsDirectory: String?
var format = "text"
var fix = false, backup = false
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--maps", "--format":
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value (see --help)") }
        if argument == "--maps" { mapsDirectory = value } else { format = value }
    case "--fix": fix = true
    case "--backup": backup = true
    case "--":
        paths += arguments
        arguments = []
    default:
        if argument.hasPrefix("-") && argument.count > 1 { fail("unknown option \(argument) (see --help)") }
        paths.append(argument)
    }
}
guard ["text", "json"].contains(format) else { fail("unknown format \(format): use text or json") }
guard !paths.isEmpty else { fail("no PATH given\n\(usage)") }
if backup && !fix { fail("--backup only goes with --fix") }
for path in paths where !FileManager.default.fileExists(atPath: path) {
    fail("no such file or directory: \(path)")
}

do {
    let maps: [APIMap.Dialect: APIMap]
    if let mapsDirectory {
        do { maps = try APIMap.loadAll(directory: URL(fileURLWithPath: mapsDirectory)) } catch {
            fail("cannot read the maps in \(mapsDirectory) (rxswift.json, reactiveobjc.json): \(error.localizedDescription)")
        }
    } else {
        maps = try APIMap.embedded()
    }
    let scanner = try SourceScanner(maps: maps)
    var reports: [FileReport] = []
    var scanned = 0
    for path in paths {
        scanned += SourceScanner.sourceFiles(at: path).count
        reports += try scanner.scan(path: path)
    }
    if format == "json" {
        print(try SourceScanner.json(reports, scannedFiles: scanned))
    } else {
        print(SourceScanner.render(reports, scannedFiles: scanned, summary: true))
    }
    if fix {
        if !backup {
            for path in paths {
                guard let clean = GitTree.isClean(path: path), clean else {
                    fail("--fix: \(path) is not in a clean git tree; commit first or pass --backup", status: 65)
                }
            }
        }
        for report in reports {
            let text = try String(contentsOfFile: report.path, encoding: .utf8)
            let fixed = Fixer.fixedText(path: report.path, text: text, maps: maps)
            guard fixed != text else { continue }
            if backup { try text.write(toFile: report.path + ".orig", atomically: true, encoding: .utf8) }
            try fixed.write(toFile: report.path, atomically: true, encoding: .utf8)
            // Progress goes to standard error so `--format json` output stays one document.
            FileHandle.standardError.write(Data("fixed \(report.path)\n".utf8))
        }
    }
} catch {
    fail("\(error.localizedDescription)")
}
