// Generated from Migration/Examples/ReactiveObjC/SearchViewModel.swift by port-check's fixer; do not edit.
// Refresh: REGENERATE=1 swift test --filter MigrationTests
// The Swift port of RACSearchViewModel.m on RACBridge, compiled and run by
// Tests/MigrationTests. What changed from the Objective-C:
// - RACObserve(self, query) -> a RACSubject the view sends queries into (RACObserve works
//   too: through KVO on an NSObject on Apple platforms, through Observation for @Observable
//   models);
// - @weakify/@strongify -> [weak self];
// - takeUntil:self.rac_willDeallocSignal -> a RACCompoundDisposable the model disposes in deinit;
// - signal blocks -> Swift closures; NSNumber/NSArray -> Bool/[String].
import Foundation
import RACBridge

/// Trims queries, drops short ones, searches, and publishes the results.
final class SearchViewModel {
    /// Send each edit of the search field here.
    let queries = RACSubject<String>()
    /// The latest results, `[]` until the first search answers.
    private(set) var results: [String] = []
    /// Lines for a status label.
    let status = RACSubject<String>()

    private let disposables = RACCompoundDisposable()

    /// `search` answers a query with a signal of results.
    init(search: @escaping (String) -> RACSignal<[String]>) {
        let accepted = queries
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count >= 2 }
        // flattenMap, spelled with RAC's primitive bind.
        let answers: RACSignal<[String]> = accepted.bind {
            { query, _ in search(query) }
        }
        disposables.add(answers.subscribeNext { [weak self] results in
            guard let self else { return }
            self.results = results
            self.status.sendNext("\(results.count) results")
        })
    }

    deinit { disposables.dispose() }
}
