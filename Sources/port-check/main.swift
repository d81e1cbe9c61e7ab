// `port-check PATH... [--format text|json] [--maps DIR] [--fix [--backup] | --dry-run]` (see `--help`).
// Scans Swift and Objective-C sources for RxSwift / ReactiveObjC API uses, by the API maps
// compiled into the tool (Migration/api-map), and reports them; `--fix` ports what can be
// ported mechanically.
import Foundation
import PortCheckCore

let usage = """
usage: port-check PATH... [--format text|json] [--maps DIR] [--fix [--backup] | --dry-run] [--quiet]

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
then a per-API summary table (most used first) and the totals. Objective-C files are listed
as "to rewrite in Swift" (RACBridge cannot be called from Objective-C) and counted apart;
files importing a third-party module built on RxSwift or ReactiveObjC (RxDataSources,
RxAlamofire, Moya's Rx extensions, ReactorKit, Action, …) are named with what to do.

options:
  --format text|json  output format (default text; json is described in Migration/README.md)
  --maps DIR          read rxswift.json and reactiveobjc.json from DIR instead of the
                      maps compiled in
  --fix               rewrite Swift files in place: module names in imports and qualified
                      names (RxSwift.Observable -> RxBridge.Observable), duplicate imports,
                      renamed ReactiveObjC Swift spellings; only in a clean git tree. Prints
                      the changes (not the report) and a summary; Objective-C files and files
                      importing a third-party Rx/RAC module are left alone
  --dry-run           print what --fix would change, writing nothing
  --backup            with --fix: allow a dirty tree, keeping FILE.orig next to each change
  --quiet             no progress on standard error
  -h, --help          this text

progress goes to standard error on long runs (every 500 files; live when it is a terminal).

exit status: 0 scanned, 2 bad arguments or unreadable input, 65 --fix refused (dirty tree),
66 a PATH holds no Swift or Objective-C source file
"""

/// Prints to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("port-check: \(message)\n".utf8))
    exit(status)
}

var paths: [String] = []
var mapsDirectory: String?
var format = "text"
var fix = false, backup = false, dryRun = false
// Read by the progress callback, which the scan calls synchronously on this thread.
nonisolated(unsafe) var quiet = false
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
    case "--dry-run": dryRun = true
    case "--quiet": quiet = true
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
if dryRun && fix { fail("--dry-run and --fix: choose one (--dry-run shows what --fix would change)") }
for path in paths where !FileManager.default.fileExists(atPath: path) {
    fail("no such file or directory: \(path)")
}
var filesByPath: [(path: String, files: [String])] = []
for path in paths {
    let files = SourceScanner.sourceFiles(at: path)
    if files.isEmpty {
        fail("no Swift or Objective-C source files (.swift, .m, .mm, .h) under \(path) (skipped folders: \(SourceScanner.skippedDirectories.sorted().joined(separator: ", ")))", status: 66)
    }
    filesByPath.append((path, files))
}
// A file named by two overlapping paths is scanned once.
var seenFiles = Set<String>()
let allFiles = filesByPath.flatMap(\.files).filter { seenFiles.insert(($0 as NSString).standardizingPath).inserted }

/// Progress on standard error: live on a terminal, every 500 files otherwise, nothing for
/// small runs or with --quiet. Standard output keeps only the report.
let progressEvery = isatty(STDERR_FILENO) == 1 ? 50 : 500
func progress(_ phase: SourceScanner.ScanPhase, _ done: Int, _ total: Int) {
    guard !quiet, total >= 500, done % progressEvery == 0 || done == total else { return }
    let live = isatty(STDERR_FILENO) == 1
    let line = "port-check: \(phase.rawValue) \(done)/\(total) files"
    FileHandle.standardError.write(Data((live ? "\r" + line + (done == total && phase == .scanning ? "\n" : "") : line + "\n").utf8))
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
    // All paths are one codebase: a property declared in one is known when scanning another.
    let reports = try scanner.scan(files: allFiles, progress: progress)
    guard fix || dryRun else {
        if format == "json" {
            print(try SourceScanner.json(reports, scannedFiles: allFiles.count))
        } else {
            print(SourceScanner.render(reports, scannedFiles: allFiles.count, summary: true))
        }
        exit(0)
    }
    if fix && !backup {
        for path in paths {
            guard let clean = GitTree.isClean(path: path), clean else {
                fail("--fix: \(path) is not in a clean git tree; commit first or pass --backup", status: 65)
            }
        }
    }
    // --fix and --dry-run print the changes, not the report: run port-check again for what is left.
    var plan = FixPlan()
    for report in reports {
        if report.needsRewriteInSwift { plan.objectiveC.append(report.path); continue }
        if !report.thirdPartyModules.isEmpty { plan.thirdParty.append((report.path, report.thirdPartyModules)); continue }
        let text = try String(contentsOfFile: report.path, encoding: .utf8)
        let (fixed, changes) = Fixer.fix(path: report.path, text: text, maps: maps)
        guard fixed != text else { plan.unchanged += 1; continue }
        plan.changed.append((report.path, changes))
        if fix {
            if backup { try text.write(toFile: report.path + ".orig", atomically: true, encoding: .utf8) }
            try fixed.write(toFile: report.path, atomically: true, encoding: .utf8)
        }
    }
    if format == "json" {
        print(try plan.json(dryRun: dryRun))
    } else {
        print(plan.render(dryRun: dryRun))
    }
} catch {
    fail("\(error.localizedDescription)")
}
