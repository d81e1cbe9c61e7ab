import Foundation

/// Third-party modules built on RxSwift or ReactiveObjC (`RxDataSources`, `Moya`'s Rx
/// extensions, `ReactiveViewModel`): their types and extensions exist only for the original
/// library, so a file using one cannot simply switch its imports. port-check names them with
/// what to do, and `--fix` leaves their files alone.
///
/// The rule: an imported module whose name is `Rx…` or `RAC…` followed by a capital letter,
/// or one listed in `known`, other than the libraries themselves (RxSwift, RxCocoa, RxRelay,
/// RxTest, RxBlocking, ReactiveObjC, ReactiveCocoa) and ReactiveBridge's own modules. `Moya`
/// counts only in a file that also imports RxSwift or RxCocoa (its Rx extensions ship in the
/// same module when installed as a pod subspec; without Rx it is a plain networking library).
public enum ThirdPartyModules {
    /// Modules built on RxSwift or ReactiveObjC whose names do not say so, with the advice for each.
    public static let known: [String: (dialect: APIMap.Dialect, advice: String)] = [
        "ReactorKit": (.rxswift, "its Reactor protocol is built on RxSwift's Observable: keep RxSwift for the reactors, or port the library"),
        "Action": (.rxswift, "Action wraps an RxSwift Observable: keep RxSwift for its users, or port it (a small library)"),
        "NSObject_Rx": (.rxswift, "rx.disposeBag on NSObject: keep RxSwift, or replace it with a DisposeBag property"),
        "Moya": (.rxswift, "its Rx extensions (provider.rx.request) need RxSwift: keep RxSwift for these files, or wrap the provider's completion API in Observable.create"),
        "RxMoya": (.rxswift, "provider.rx.request needs RxSwift: keep RxSwift for these files, or wrap the provider's completion API in Observable.create"),
        "RxOptional": (.rxswift, "a few operators (filterNil, replaceNilWith, …): keep RxSwift for these files, or write them with compactMap/map on RxBridge"),
        "RxSwiftExt": (.rxswift, "extra operators: keep RxSwift for these files, or write the few used on RxBridge"),
        "RxDataSources": (.rxswift, "table/collection view binding on RxCocoa's UIKit extensions, which ReactiveBridge does not provide: keep RxSwift for these files"),
        "ReactiveViewModel": (.reactiveobjc, "RVMViewModel's active signals are ReactiveObjC signals: port the view models to Swift with a Bool property and RACSignal"),
    ]

    /// The libraries themselves and ReactiveBridge's modules: never third-party.
    static let libraries: Set<String> = SourceScanner.rxModules.union(SourceScanner.racModules).union(["ReactiveCocoa", "ReactiveTesting"])

    /// The third-party Rx/RAC module a module name is, with its dialect, or nil.
    public static func classify(_ module: String, importsRx: Bool) -> APIMap.Dialect? {
        if libraries.contains(module) { return nil }
        if module == "Moya" { return importsRx ? .rxswift : nil }
        if let entry = known[module] { return entry.dialect }
        let characters = Array(module)
        if module.hasPrefix("Rx"), characters.count > 2, characters[2].isUppercase { return .rxswift }
        if module.hasPrefix("RAC"), characters.count > 3, characters[3].isUppercase { return .reactiveobjc }
        return nil
    }

    /// What to do about a module's files.
    public static func advice(_ module: String, dialect: APIMap.Dialect) -> String {
        if let entry = known[module] { return entry.advice }
        return dialect == .rxswift
            ? "built on RxSwift: keep RxSwift (and this module) for the files that use it, or port the library to RxBridge"
            : "built on ReactiveObjC: keep ReactiveObjC for the code that uses it, or port the library to RACBridge in Swift"
    }

    /// Objective-C module imports: `#import <M/…>`, `@import M` (group 1: the module).
    static let objcImport = try! NSRegularExpression(
        pattern: "^[ \\t]*(?:#\\s*(?:import|include)\\s*<(\\w+)/|@import\\s+(\\w+))", options: [.anchorsMatchLines])

    /// The third-party Rx/RAC modules a file imports, sorted.
    static func imported(_ source: SourceText) -> [String] {
        let code = source.code
        let ns = code as NSString
        let modules: [String]
        switch source.language {
        case .swift:
            modules = SourceScanner.importedModules(code: code)
        case .objectiveC:
            modules = objcImport.matches(in: code, range: NSRange(location: 0, length: ns.length)).compactMap { match in
                (1...2).lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }.map(ns.substring(with:))
            }
        }
        let importsRx = modules.contains { $0 == "RxSwift" || $0 == "RxCocoa" }
        return Set(modules.filter { classify($0, importsRx: importsRx) != nil }).sorted()
    }
}
