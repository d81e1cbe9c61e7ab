import XCTest
import Foundation
import PortCheckCore
import ReactiveTesting

/// port-check's reports say only what is true: each misfire found on real code (issue 26) has a
/// fixture here that fails if it comes back; Objective-C files and third-party Rx/RAC modules
/// are reported as what they are.
final class PortCheckTruthTests: ReactiveTestCase {
    private func scanner() throws -> SourceScanner { try SourceScanner(maps: Package.maps()) }

    private func scan(_ path: String, _ text: String) throws -> FileReport { try scanner().scan(path: path, text: text) }

    /// "line api" for each mapped use.
    private func uses(_ report: FileReport) -> [String] { report.uses.map { "\($0.line) \($0.entry.api)" } }

    /// Scans several files as one codebase (declarations in one are known in the others).
    private func scanTree(_ files: [String: String]) throws -> [FileReport] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("port-check-truth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try scanner().scan(path: directory.path).map { report in
            FileReport(path: (report.path as NSString).lastPathComponent, dialects: report.dialects, uses: report.uses,
                       unrecognized: report.unrecognized, language: report.language, thirdPartyModules: report.thirdPartyModules)
        }
    }

    // MARK: - Receivers that cannot be streams

    func testJSONDecoderDecodeIsNotTheDecodeOperator() throws {
        let report = try scan("a.swift", """
        import RxSwift
        let user = try JSONDecoder().decode(User.self, from: data)
        let decoder = JSONDecoder()
        let other = try decoder.decode(User.self, from: data)
        let bytes: Observable<Data> = .never()
        let users = bytes.decode(type: User.self, decoder: decoder)
        """)
        XCTAssertEqual(uses(report).filter { $0.hasSuffix("decode") }, ["6 ObservableType.decode"])
    }

    func testThreadStartIsNotTestSchedulerStart() throws {
        let report = try scan("a.swift", """
        import RxTest
        let thread = Thread { work() }
        thread.start()
        let worker: Thread = makeThread()
        worker.start()
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Observable.just(1) }
        """)
        XCTAssertEqual(uses(report).filter { $0.hasSuffix("start") }, ["7 TestScheduler.start"])
    }

    func testAnUnrelatedErrorPropertyIsNotRACEventError() throws {
        let objc = try scan("a.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        void f(NSOperation *operation, RACEvent *event) {
            NSLog(@"%@", operation.error);
            NSLog(@"%@", event.error);
            self.button.enabled = NO;
        }
        """)
        XCTAssertEqual(uses(objc).filter { !$0.contains("RACEvent") && !$0.contains("import") }, ["4 error"])
        let swift = try scan("b.swift", """
        import ReactiveObjC
        let operation = BlockOperation()
        print(operation.name, operation.error)
        """)
        XCTAssertEqual(uses(swift).filter { $0.hasSuffix("error") || $0.hasSuffix("name") }, [])
    }

    /// Misfires found while labeling uses in real apps (Migration/README.md, "Precision"):
    /// a matcher library's `expect(stream).first`, `self.error` after `guard let self = self else
    /// { return Observable… }`, OCMock's `[OCMArg any]`, and a relay's `value` taken for `Single`'s.
    func testMisfiresFoundOnRealApps() throws {
        let swift = try scan("a.swift", """
        import RxSwift
        let isValid: Observable<Bool> = .just(true)
        expect(isValid.asObservable()).first.toEventually(equal(true))
        items.flatMapLatest { [weak self] _ in
            guard let self = self else { return Observable.just([]) }
            return request.trackError(self.error)
        }
        let relay = BehaviorRelay(value: 1)
        let now = relay.value
        let later = try await single.value
        """)
        XCTAssertEqual(uses(swift).filter { $0.hasSuffix(".first") || $0.hasSuffix(".error") || $0.hasSuffix(".value") },
                       ["9 BehaviorRelay.value", "10 PrimitiveSequence.value"])
        let objc = try scan("b.m", "#import <ReactiveObjC/ReactiveObjC.h>\nid x = [OCMArg any];\nRACSignal *s = [signal any];\n")
        XCTAssertEqual(uses(objc).filter { $0.hasSuffix("any") }, ["3 -any"])
        let message = try scan("c.m", "#import <ReactiveObjC/ReactiveObjC.h>\nid s = [self.viewModel loginCommand].executionSignals;\n")
        XCTAssertEqual(uses(message).filter { $0.hasSuffix("executionSignals") }, ["2 executionSignals"],
                       "in Objective-C a leading [ is a message whose result may be a command, not a Swift array literal")
    }

    /// A name means what the file itself declares it as (`artwork` is a model elsewhere and a
    /// stream here), `self.title` is the property whatever a parameter is called, a call's
    /// result is unknown whatever a variable of that name is, and a `Variable` (RxSwift 4/5) is
    /// a stream. An app's own `cell.bind(to:)` is not RxSwift's.
    func testTheFilesOwnDeclarationsComeFirst() throws {
        let reports = try scanTree([
            "Models.swift": "import RxSwift\nstruct Sale { let artwork: Artwork; let bid: Bid; let title: String; let cell: Cell }\n",
            "Relays.swift": "import RxSwift\nclass Base { let title = BehaviorRelay<String>(value: \"\") }\n",
            "View.swift": """
            import RxSwift
            final class View: Base {
                let digits = Variable("")
                init(title: String, details: Observable<Sale>) {
                    super.init()
                    self.title.accept(title)
                    let artwork = details.map { $0.artwork }
                    artwork.subscribe(onNext: { _ in })
                    subject.bid(network).subscribe(onNext: { _ in })
                    digits.asObservable()
                    cell.bind(to: model)
                }
            }
            """,
        ])
        let view = try XCTUnwrap(reports.first { $0.path == "View.swift" })
        XCTAssertEqual(uses(view).filter { !$0.hasSuffix("import RxSwift") && !$0.hasSuffix(" Observable") },
                       ["6 Relay.accept", "7 ObservableType.map", "8 ObservableType.subscribe", "9 ObservableType.subscribe",
                        "10 ObservableType.asObservable"])
    }

    /// An app's own type named like a library type (SwiftHub's `struct Event`) is not a use;
    /// the library's, spelled with its module, still is.
    func testTypesTheCodeDeclaresItselfAreNotTheLibrarys() throws {
        let reports = try scanTree([
            "Event.swift": "struct Event { let id: Int }\n",
            "Api.swift": "import RxSwift\nfunc events() -> Single<[Event]> { .just([]) }\nlet e: RxSwift.Event<Int> = .completed\n",
        ])
        let api = try XCTUnwrap(reports.first { $0.path == "Api.swift" })
        XCTAssertEqual(uses(api).filter { $0.hasSuffix(" Event") }, ["3 Event"])
    }

    /// A property declared with a RAC type in a header counts in the implementation that uses
    /// it; a UIKit property of the same name does not.
    func testReceiverTypesComeFromTheWholeCodebase() throws {
        let reports = try scanTree([
            "LoginViewModel.h": "#import <ReactiveObjC/ReactiveObjC.h>\n@interface LoginViewModel : NSObject\n@property (nonatomic, readonly) RACCommand *loginCommand;\n@end\n",
            "LoginViewController.m": """
            #import "LoginViewModel.h"
            @implementation LoginViewController
            - (void)viewDidLoad {
                RACSignal *busy = self.viewModel.loginCommand.executing;
                self.loginButton.enabled = NO;
            }
            @end
            """,
            "Buttons.h": "@interface Buttons : NSObject\n@property (nonatomic) UIButton *loginButton;\n@end\n",
        ])
        let controller = try XCTUnwrap(reports.first { $0.path == "LoginViewController.m" })
        XCTAssertEqual(uses(controller), ["4 RACSignal", "4 executing"])
    }

    // MARK: - Names the maps and the facade declare

    func testNamesTheMapsAndTheFacadeDeclareAreRecognized() throws {
        let objc = try scan("a.m", """
        #import <ReactiveObjC/ReactiveObjC.h>
        RACSignal *values = numbers.rac_sequence.signal;
        if (event.eventType == RACEventTypeNext) {}
        RACReplaySubject *all = [RACReplaySubject replaySubjectWithCapacity:RACReplaySubjectUnlimitedCapacity];
        """)
        // rac_sequence.signal is one use: the sequence-to-signal entry (rac_signal(with:)).
        XCTAssertTrue(uses(objc).contains("2 -signalWithScheduler:"), "\(uses(objc))")
        XCTAssertTrue(uses(objc).contains("3 RACEventTypeNext"), "\(uses(objc))")
        XCTAssertTrue(uses(objc).contains("4 RACReplaySubjectUnlimitedCapacity"), "\(uses(objc))")
        XCTAssertEqual(objc.unrecognized.map(\.name), [])
        let swift = try scan("b.swift", "import RACBridge\nlet lifetime = RACLifetime()\nlet all = RACReplaySubject<Int>(capacity: RACReplaySubjectUnlimitedCapacity)\n")
        XCTAssertEqual(swift.unrecognized.map(\.name), [], "RACBridge's own names are not unknown ReactiveObjC symbols")
    }

    func testTheBridgesRACCommandInitializerIsNotFlaggedAsRenamed() throws {
        let report = try scan("a.swift", """
        import RACBridge
        let good = RACCommand(enabled: valid, signalBlock: { input in RACSignal.return(input) })
        let old = RACCommand(enabled: valid, signal: { input in RACSignal.return(input) })
        """)
        XCTAssertEqual(report.uses.filter { $0.entry.status == .renamed }.map { "\($0.line) \($0.entry.api)" },
                       ["3 -initWithEnabled:signalBlock:"])
    }

    // MARK: - Objective-C files

    func testObjectiveCFilesAreToRewriteInSwiftAndCountedApart() throws {
        let objc = try scan("Search.m", "#import <ReactiveObjC/ReactiveObjC.h>\nRACSignal *s = [RACSignal empty];\n")
        let swift = try scan("Login.swift", "import RxSwift\nlet o = Observable.just(1)\n")
        XCTAssertTrue(objc.needsRewriteInSwift)
        XCTAssertFalse(swift.needsRewriteInSwift)
        let text = SourceScanner.render([objc, swift], scannedFiles: 2, summary: true)
        XCTAssertTrue(text.contains("Search.m [reactiveobjc]: to rewrite in Swift, 4 ReactiveObjC uses to port (\(SourceScanner.objectiveCGuide))"), text)
        XCTAssertFalse(text.split(separator: "\n").contains { $0.hasPrefix("Search.m") && $0.contains("supported") }, text)
        XCTAssertTrue(text.contains("objective-c: 1 file to rewrite in Swift"), text)
        XCTAssertTrue(text.hasSuffix("total: 1 Swift file (of 2 source files scanned), 3 uses: supported 2 (same 2, different 0), renamed 1, unsupported 0"), text)
        XCTAssertTrue(SourceScanner.objectiveCGuide.hasSuffix("#objective-c-code-must-be-rewritten-in-swift-how-to-do-it-file-by-file"))

        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SourceScanner.json([objc, swift], scannedFiles: 2).utf8)) as? [String: Any])
        XCTAssertEqual((json["totals"] as? [String: Int])?["total"], 3, "the totals are the Swift files'")
        XCTAssertEqual((json["objectiveC"] as? [String: Any])?["files"] as? Int, 1)
        XCTAssertEqual((json["objectiveC"] as? [String: Any])?["uses"] as? Int, 4)
        let actions = (json["files"] as? [[String: Any]])?.map { "\($0["path"] ?? "") \($0["action"] ?? "")" }
        XCTAssertEqual(actions, ["Search.m rewriteInSwift", "Login.swift port"])
    }

    // MARK: - Third-party modules built on RxSwift / ReactiveObjC

    func testThirdPartyModulesAreNamedWithWhatToDo() throws {
        let dataSources = try scan("List.swift", "import RxSwift\nimport RxDataSources\nimport Moya\nlet o = Observable.just(1)\n")
        XCTAssertEqual(dataSources.thirdPartyModules, ["Moya", "RxDataSources"])
        let plainMoya = try scan("Net.swift", "import Moya\nlet provider = MoyaProvider<API>()\n")
        XCTAssertEqual(plainMoya.thirdPartyModules, [], "Moya without RxSwift is not built on it")
        let onlyThirdParty = try scan("Keyboard.swift", "import RxKeyboard\n")
        XCTAssertEqual(onlyThirdParty.thirdPartyModules, ["RxKeyboard"], "reported even without an RxSwift import")
        let viewModel = try scan("VM.m", "#import <ReactiveViewModel/ReactiveViewModel.h>\n#import <ReactiveObjC/ReactiveObjC.h>\n")
        XCTAssertEqual(viewModel.thirdPartyModules, ["ReactiveViewModel"])
        let libraries = try scan("Own.swift", "import RxSwift\nimport RxCocoa\nimport RxRelay\nimport RxTest\nimport RxBlocking\nimport RxBridge\nimport ReactiveObjC\n")
        XCTAssertEqual(libraries.thirdPartyModules, [], "the libraries themselves are ported, not third-party")
        XCTAssertNil(ThirdPartyModules.classify("Rxtreme", importsRx: true), "Rx must start a word")
        XCTAssertEqual(ThirdPartyModules.classify("RxFlow", importsRx: false), .rxswift)

        let text = SourceScanner.render([dataSources, onlyThirdParty, viewModel], summary: true)
        XCTAssertTrue(text.contains("List.swift: imports Moya, RxDataSources, built on RxSwift/ReactiveObjC: --fix leaves this file alone"), text)
        XCTAssertTrue(text.contains("  RxDataSources [rxswift], 1 file: \(ThirdPartyModules.advice("RxDataSources", dialect: .rxswift))"), text)
        XCTAssertTrue(text.contains("  RxKeyboard [rxswift], 1 file: built on RxSwift: keep RxSwift"), text)
        XCTAssertTrue(text.contains("  ReactiveViewModel [reactiveobjc], 1 file:"), text)
    }

    // MARK: - --fix changes

    func testFixReportsTheLinesItChanges() throws {
        let text = "import RxSwift\nimport RxCocoa\nlet o: RxSwift.Observable<Int> = .just(1)\nlet x = 1"
        let (fixed, changes) = Fixer.fix(path: "a.swift", text: text, maps: try Package.maps())
        XCTAssertEqual(fixed, "import RxBridge\nlet o: RxBridge.Observable<Int> = .just(1)\nlet x = 1")
        XCTAssertEqual(changes, [
            LineChange(line: 1, before: "import RxSwift", after: "import RxBridge"),
            LineChange(line: 2, before: "import RxCocoa", after: nil),
            LineChange(line: 3, before: "let o: RxSwift.Observable<Int> = .just(1)", after: "let o: RxBridge.Observable<Int> = .just(1)"),
        ])
    }

    // MARK: - Linear by construction

    /// Brackets are paired once per file, so walking back over a call or a block is one step;
    /// a stray closer (an unbalanced `#if` branch) pairs with nothing instead of sending
    /// every later walk to the start of the file.
    func testBracketsArePairedOnceWithStrayClosersLeftUnpaired() {
        let text = CodeUnits("a(b[c]{d}) } e(f)")
        XCTAssertEqual(text.opening(of: 9), 1)
        XCTAssertEqual(text.closing(of: 1), 9)
        XCTAssertEqual(text.opening(of: 5), 3)
        XCTAssertEqual(text.closing(of: 6), 8)
        XCTAssertNil(text.opening(of: 11), "the stray } pairs with nothing")
        XCTAssertEqual(text.opening(of: 16), 14)
    }
}
