import Foundation

/// The package's executables (`parity`, `port-check`, `crash-probe`) as tests run them:
/// found in the build folder next to the test bundle, run as child processes.
package enum BuiltExecutable {
    /// What a run printed and how it ended.
    package struct Run {
        package let status: Int32
        package let reason: Process.TerminationReason
        package let stdout: String
        package let stderr: String
    }

    /// The folders searched: those holding the test bundles, the test runner's and
    /// XCTest's own executable folder (they differ between Linux and Apple platforms).
    package static var searchedFolders: [URL] {
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return folders
    }

    /// The built executable `name`, or nil when it is not built (`swift build` builds it).
    package static func find(_ name: String) -> URL? {
        searchedFolders.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `executable` with `arguments` (in `directory`, with `environment`, when
    /// given) and waits for it to end.
    package static func run(_ executable: URL, _ arguments: [String],
                            environment: [String: String]? = nil, in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, reason: process.terminationReason,
                   stdout: String(decoding: outputData, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self))
    }
}
