import Foundation

/// Asks git whether a path has uncommitted changes.
public enum GitTree {
    /// true when `git status --porcelain` reports nothing under `path`; nil when git
    /// cannot tell (not a repository, git missing).
    public static func isClean(path: String) -> Bool? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let directory = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
        process.currentDirectoryURL = URL(fileURLWithPath: directory.isEmpty ? "." : directory)
        process.arguments = ["git", "status", "--porcelain", "--", "."]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return output.isEmpty
    }
}
