import XCTest
import Foundation
import PortCheckCore
import ReactiveTesting

/// port-check recognizes the ReactiveObjC selectors reactiveobjc.json gained for the
/// core-header list, in Objective-C and in Swift, each as its own entry (not as the
/// shorter selector it starts with).
final class PortCheckRACSelectorTests: ReactiveTestCase {
    private func uses(_ path: String, _ text: String) throws -> [(line: Int, api: String)] {
        try SourceScanner(maps: Package.maps()).scan(path: path, text: text).uses.map { ($0.line, $0.entry.api) }
    }

    /// Checks that line `n` of the fixture (1-based) has a use of `expected[n]` and none of
    /// the entries in `shadowed[n]`.
    private func check(_ path: String, _ lines: [(code: String, api: String, notAlso: [String])]) throws {
        let found = try uses(path, lines.map(\.code).joined(separator: "\n"))
        for (index, line) in lines.enumerated() where !line.api.isEmpty {
            let onLine = found.filter { $0.line == index + 1 }.map(\.api)
            XCTAssertTrue(onLine.contains(line.api), "\(path):\(index + 1) `\(line.code)`: expected \(line.api), found \(onLine)")
            for other in line.notAlso {
                XCTAssertFalse(onLine.contains(other), "\(path):\(index + 1) `\(line.code)`: \(other) should give way to \(line.api)")
            }
        }
    }

    func testObjectiveCUsesAreRecognized() throws {
        try check("Fixture.m", [
            ("#import <ReactiveObjC/ReactiveObjC.h>", "import ReactiveObjC", []),
            ("RACSubject *subject = [RACSubject subject];", "+subject", []),
            ("RACReplaySubject *replay = [RACReplaySubject replaySubjectWithCapacity:1];", "+replaySubjectWithCapacity:", []),
            ("RACDisposable *d = [RACDisposable disposableWithBlock:^{ [task cancel]; }];", "+disposableWithBlock:", []),
            ("RACCompoundDisposable *c = [RACCompoundDisposable compoundDisposableWithDisposables:@[ d ]];", "+compoundDisposableWithDisposables:", []),
            ("RACSignal *all = [signalOfSignals concat];", "-concat", ["-concat:"]),
            ("RACSignal *joined = [RACSignal concat:@[ a, b ]];", "+concat:", ["-concat:"]),
            ("RACSignal *timer = [RACSignal interval:1 onScheduler:scheduler withLeeway:0.1];", "+interval:onScheduler:withLeeway:", ["+interval:onScheduler:"]),
            ("[nameSignal setKeyPath:@\"text\" onObject:label nilValue:@\"\"];", "-setKeyPath:onObject:nilValue:", ["-setKeyPath:onObject:"]),
            ("RACEvent *event = [RACEvent eventWithValue:@1];", "+eventWithValue:", []),
            ("RACScheduler *s = [[RACTargetQueueScheduler alloc] initWithName:@\"x\" targetQueue:q];", "-initWithName:targetQueue:", ["-initWithName:queue:"]),
            ("[signal subscribeNext:^(id x) { NSLog(@\"%@\", x); } error:^(NSError *e) {} completed:^{}];", "-subscribeNext:error:completed:",
             ["-subscribeNext:", "-subscribeNext:error:", "-subscribeNext:completed:"]),
            ("[signal subscribeNext:^(id x) {} completed:^{}];", "-subscribeNext:completed:", ["-subscribeNext:", "-subscribeNext:error:completed:"]),
            ("RACSignal *parsed = [RACSignal try:^id (NSError **error) { return @1; }];", "+try:", ["-try:"]),
            ("RACTestScheduler *testScheduler = [[RACTestScheduler alloc] init];", "-init", []),
        ])
    }

    func testSwiftUsesAreRecognized() throws {
        try check("Fixture.swift", [
            ("import ReactiveObjC", "", []), // selects the ReactiveObjC map for the file
            ("let subject = RACSubject<Int>()", "+subject", []),
            ("let timer = RACSignal.interval(1, on: scheduler, withLeeway: 0.1)", "+interval:onScheduler:withLeeway:", ["+interval:onScheduler:"]),
            ("nameSignal.setKeyPath(\\.text, on: label, nilValue: \"\")", "-setKeyPath:onObject:nilValue:", ["-setKeyPath:onObject:"]),
            ("let parsed = RACSignal<Int>.try { try parse() }", "+try:", ["-try:"]),
            ("for value in signal.sequence { print(value) }", "sequence", []),
            ("let event = RACEvent(value: 1)", "+eventWithValue:", []),
            ("signal.subscribeNext({ _ in }, error: { _ in }, completed: {})", "-subscribeNext:error:completed:", ["-subscribeNext:"]),
            ("let serial = RACSerialDisposable(disposable: inner)", "+serialDisposableWithDisposable:", []),
            ("if event.isFinished { return }", "finished", []),
        ])
    }
}
