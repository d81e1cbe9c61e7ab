// A user's app code observing NSObjects through KVO, as RxCocoa and ReactiveObjC code
// does (Docs/Observation.md): every public KVO spelling of both facades, at every triple
// (the package's floor), and the overload case a port meets: a class that is both an
// NSObject and @Observable must compile unambiguously, and gets the KVO forms (the
// Observation overloads are disfavored). Compiled by Tools/apple-check/run.sh as an app
// module importing RxBridge and RACBridge.
import Foundation
import Observation
import RxBridge
import RACBridge

final class Team: NSObject {
    @objc dynamic var name = "t"
}

@objc enum Phase: Int {
    case idle, running
}

final class Player: NSObject {
    @objc dynamic var score = 0
    @objc dynamic var nickname: String?
    @objc dynamic var phase = Phase.idle
    @objc dynamic var team: Team?
    @objc dynamic weak var delegate: NSObject?
}

/// Both an NSObject and Observable: the KVO overloads must win without ambiguity. The
/// conformance is written out, as `@Observable` would add it: overload resolution sees
/// only the conformance, and this check runs the compiler without its macro plugins.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class Both: NSObject, Observation.Observable {
    @objc dynamic var score = 0
}

final class Screen: NSObject {
    let bag = DisposeBag()
    var disposables: [RACDisposable] = []

    func bindRx(_ player: Player) {
        let names: Observable<String?> = player.rx.observe(String.self, "team.name")
        let scores: Observable<Int?> = player.rx.observe(Int.self, "score", options: [.initial, .new], retainSelf: false)
        let phases: Observable<Phase?> = player.rx.observe(Phase.self, "phase")
        let delegates: Observable<NSObject?> = player.rx.observeWeakly(NSObject.self, "delegate", options: .new)
        let weakPhases: Observable<Phase?> = player.rx.observeWeakly(Phase.self, "phase")
        let typed: Observable<Int> = player.rx.observe(\.score)
        let nicknames: Observable<String?> = player.rx.observe(\.nickname, options: [.initial])
        let gone: Observable<Void> = player.rx.deallocated
        let options = KeyValueObservingOptions(rawValue: KeyValueObservingOptions.initial.rawValue)
        _ = player.rx.observe(String.self, "nickname", options: options)
        names.subscribe(onNext: { _ in }).disposed(by: bag)
        scores.subscribe(onNext: { _ in }).disposed(by: bag)
        phases.subscribe(onNext: { _ in }).disposed(by: bag)
        delegates.subscribe(onNext: { _ in }).disposed(by: bag)
        weakPhases.subscribe(onNext: { _ in }).disposed(by: bag)
        typed.subscribe(onNext: { _ in }).disposed(by: bag)
        nicknames.subscribe(onNext: { _ in }).disposed(by: bag)
        gone.subscribe(onNext: { _ in }).disposed(by: bag)
    }

    func bindRAC(_ player: Player, _ field: Player) {
        let scores: RACSignal<Int> = RACObserve(player, \.score)
        let names: RACSignal<Any?> = player.rac_values(forKeyPath: "team.name", observer: self)
        disposables.append(scores.subscribeNext { _ in })
        disposables.append(names.subscribeNext { _ in })
        let channel = RACKVOChannel<Player, Any?>(target: player, keyPath: "score", nilValue: 0)
        channel.followingTerminal.sendNext(3)
        let typed = RACKVOChannel(target: player, keyPath: \.nickname)
        typed.followingTerminal.sendNext("n")
        disposables.append(RACChannelTo(field, \.nickname).bind(to: RACChannelTo(player, \.nickname)))
        disposables.append(player.rac_willDeallocSignal.subscribeCompleted {})
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func bindBoth(_ both: Both) {
        // One candidate from each path: these must resolve (to KVO) without ambiguity.
        let rx: Observable<Int> = both.rx.observe(\.score)
        rx.subscribe(onNext: { _ in }).disposed(by: bag)
        let rac: RACSignal<Int> = RACObserve(both, \.score)
        disposables.append(rac.subscribeNext { _ in })
        let channel: RACKVOChannel<Both, Int> = RACKVOChannel(target: both, keyPath: \.score)
        channel.followingTerminal.sendNext(1)
        let terminal: RACChannelTerminal<Int> = RACChannelTo(both, \.score)
        terminal.sendNext(2)
    }
}
