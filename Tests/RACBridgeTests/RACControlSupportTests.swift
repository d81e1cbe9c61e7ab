import XCTest
import Foundation
import Dispatch
import RACBridge
import ReactiveTesting

/// A control as ReactiveObjC's UI categories see it, without UIKit: listeners per event
/// mask (target–action), a text and an enabled state, an installed action, and a
/// lifetime that ends when it is deallocated (UIKit's controls get theirs from an
/// associated object).
private final class FakeControl {
    struct Events: OptionSet {
        let rawValue: Int
        static let editing = Events(rawValue: 1)
        static let valueChanged = Events(rawValue: 2)
    }

    var text: String? = ""
    var isEnabled = true
    var writes: [String] = []
    var refreshesEnded = 0
    let lifetime = RACLifetime()
    private var listeners: [(id: Int, events: Events, handler: (FakeControl) -> Void)] = []
    private var nextID = 0
    /// The handlers `rac_command` installed, and how many times it did.
    var actions: [(FakeControl) -> Void] = []

    var listenerCount: Int { listeners.count }

    /// The user changes the text (an editing event).
    func edit(_ text: String?) {
        self.text = text
        fire(.editing)
    }

    func fire(_ events: Events) {
        for listener in listeners where !listener.events.isDisjoint(with: events) { listener.handler(self) }
    }

    /// The user activates the control (a tap, a refresh).
    func activate() {
        for action in actions { action(self) }
    }

    func listen(_ events: Events, _ handler: @escaping (FakeControl) -> Void) -> RACDisposable {
        nextID += 1
        let id = nextID
        listeners.append((id, events, handler))
        return RACDisposable { [weak self] in self?.listeners.removeAll { $0.id == id } }
    }
}

/// UI work run at once, or queued until `drain()` (UI work asked for off the main thread).
private final class FakeUIThread {
    var deferred = false
    private var queue: [() -> Void] = []

    func perform(_ work: @escaping () -> Void) {
        if deferred { queue.append(work) } else { work() }
    }

    func drain() {
        while !queue.isEmpty { queue.removeFirst()() }
    }
}

final class RACControlSupportTests: ReactiveTestCase {
    private let ui = FakeUIThread()
    /// Subscriptions are made with this scheduler current, so they are synchronous on any
    /// thread, as on the main thread where UI code subscribes.
    private let scheduler = RACTestScheduler()

    private var hooks: RACControlHooks<FakeControl, FakeControl.Events> {
        RACControlHooks(perform: ui.perform, listen: { control, events, send in control.listen(events, send) },
                        lifetime: { $0.lifetime })
    }

    private func commandHooks(executionEnded: ((FakeControl) -> Void)? = nil,
                              enablesWhenUnbound: Bool = false) -> RACCommandHooks<FakeControl> {
        RACCommandHooks(perform: ui.perform, updateEnabled: { control, enabled in control.isEnabled = enabled },
                        installAction: { control, activated in
                            control.actions.append(activated)
                            return NSObject()
                        }, executionEnded: executionEnded, enablesWhenUnbound: enablesWhenUnbound)
    }

    private func current(_ body: () -> Void) { scheduler.performAsCurrentScheduler(body) }

    // MARK: the UI thread

    /// UI work asked for on the main thread runs at once; from another thread it runs
    /// later, on the main thread.
    func testUIWorkRunsOnTheMainThread() throws {
        guard Thread.isMainThread else { throw XCTSkip("needs a test running on the main thread") }
        var ranAtOnce = false
        RACUIThread.perform { ranAtOnce = true }
        XCTAssertTrue(ranAtOnce)
        let ran = expectation(description: "scheduled on the main thread")
        let onMain = Locked<Bool?>(nil)
        DispatchQueue.global().async {
            RACUIThread.perform {
                onMain.withLock { $0 = Thread.isMainThread }
                ran.fulfill()
            }
        }
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(onMain.withLock { $0 }, true)
    }

    // MARK: rac_signalForControlEvents:

    func testEventSignalSendsTheControlOnItsEventsOnly() {
        var control: FakeControl? = FakeControl()
        var sent: [ObjectIdentifier] = []
        var completed = false
        current {
            RACControlSupport.events(of: control!, .valueChanged, hooks: hooks)
                .subscribeNext({ sent.append(ObjectIdentifier($0)) }, completed: { completed = true })
        }
        control!.fire(.editing)
        XCTAssertEqual(sent.count, 0)
        control!.fire([.valueChanged, .editing])
        control!.fire(.valueChanged)
        XCTAssertEqual(sent, [ObjectIdentifier(control!), ObjectIdentifier(control!)])
        XCTAssertFalse(completed)
        control = nil
        XCTAssertTrue(completed, "the signal completes when the control is deallocated")
    }

    func testDisposingRemovesTheTargetAndTheDeallocationHook() {
        let control = FakeControl()
        var sent = 0
        var completed = false
        var subscription: RACDisposable?
        current {
            subscription = RACControlSupport.events(of: control, .valueChanged, hooks: hooks)
                .subscribeNext({ _ in sent += 1 }, completed: { completed = true })
        }
        XCTAssertEqual(control.listenerCount, 1)
        subscription?.dispose()
        XCTAssertEqual(control.listenerCount, 0)
        control.fire(.valueChanged)
        XCTAssertEqual(sent, 0)
        XCTAssertFalse(completed)
    }

    func testSubscribingAfterTheControlIsGoneCompletesAtOnce() {
        var control: FakeControl? = FakeControl()
        let signal = RACControlSupport.events(of: control!, .valueChanged, hooks: hooks)
        control = nil
        var completed = false
        current { signal.subscribeCompleted { completed = true } }
        XCTAssertTrue(completed)
    }

    func testEachSubscriptionListensOnItsOwn() {
        let control = FakeControl()
        let signal = RACControlSupport.events(of: control, .valueChanged, hooks: hooks)
        var first = 0, second = 0
        var subscription: RACDisposable?
        current {
            subscription = signal.subscribeNext { _ in first += 1 }
            _ = signal.subscribeNext { _ in second += 1 }
        }
        control.fire(.valueChanged)
        subscription?.dispose()
        control.fire(.valueChanged)
        XCTAssertEqual([first, second], [1, 2])
    }

    /// Subscribed off the main thread, the listening waits for the main thread; a
    /// subscription disposed before then never listens.
    func testListeningWaitsForTheUIThreadAndIsSkippedWhenDisposedFirst() {
        let control = FakeControl()
        ui.deferred = true
        var sent = 0
        var kept: RACDisposable?, dropped: RACDisposable?
        current {
            kept = RACControlSupport.events(of: control, .valueChanged, hooks: hooks).subscribeNext { _ in sent += 1 }
            dropped = RACControlSupport.events(of: control, .valueChanged, hooks: hooks).subscribeNext { _ in sent += 100 }
        }
        XCTAssertEqual(control.listenerCount, 0)
        dropped?.dispose()
        ui.drain()
        XCTAssertEqual(control.listenerCount, 1)
        control.fire(.valueChanged)
        XCTAssertEqual(sent, 1)
        kept?.dispose()
        XCTAssertEqual(control.listenerCount, 1, "the removal is UI work too")
        ui.drain()
        XCTAssertEqual(control.listenerCount, 0)
    }

    // MARK: rac_textSignal

    func testTextSignalSendsTheCurrentTextThenEachEdit() {
        var control: FakeControl? = FakeControl()
        control!.text = "a"
        var texts: [String?] = []
        var completed = false
        current {
            RACControlSupport.values(of: control!, .editing, hooks: hooks) { $0.text }
                .subscribeNext({ texts.append($0) }, completed: { completed = true })
        }
        XCTAssertEqual(texts, ["a"])
        control!.text = "unseen"   // set by code: no editing event
        control!.edit("ab")
        control!.edit(nil)
        XCTAssertEqual(texts, ["a", "ab", nil])
        control = nil
        XCTAssertTrue(completed)
    }

    func testTextSignalReadsTheTextAtSubscriptionNotCreation() {
        let control = FakeControl()
        control.text = "old"
        let signal = RACControlSupport.values(of: control, .editing, hooks: hooks) { $0.text }
        control.text = "new"
        var texts: [String?] = []
        current { _ = signal.subscribeNext { texts.append($0) } }
        XCTAssertEqual(texts, ["new"])
    }

    /// The text views and AppKit controls listen to the change notifications they post.
    func testNotificationListeningSendsTheControlForItsOwnNotificationsOnly() {
        let center = NotificationCenter()
        let name = Notification.Name("FakeTextDidChange")
        let control = FakeControl(), other = FakeControl()
        let hooks = RACControlHooks<FakeControl, Void>(perform: ui.perform,
                                                       listen: RACControlSupport.listening(to: name, in: center),
                                                       lifetime: { $0.lifetime })
        var texts: [String?] = []
        var subscription: RACDisposable?
        current {
            subscription = RACControlSupport.values(of: control, (), hooks: hooks) { $0.text }.subscribeNext { texts.append($0) }
        }
        control.text = "x"
        center.post(name: name, object: control)
        center.post(name: name, object: other)
        subscription?.dispose()
        control.text = "y"
        center.post(name: name, object: control)
        XCTAssertEqual(texts, ["", "x"])
    }

    // MARK: channels (rac_newTextChannel, rac_newValueChannelWithNilValue:…)

    private func textChannel(_ control: FakeControl, nilValue: String? = "") -> RACChannelTerminal<String?> {
        var terminal: RACChannelTerminal<String?>!
        current {
            terminal = RACControlSupport.channel(of: control, .editing, hooks: hooks, nilValue: nilValue,
                                                 read: { $0.text ?? "" },
                                                 write: { control, text in control.text = text; control.writes.append(text) })
        }
        return terminal
    }

    func testChannelSendsTheValueAfterEachEventAndNothingAtSubscription() {
        let control = FakeControl()
        control.text = "start"
        let terminal = textChannel(control)
        var values: [String?] = []
        current { _ = terminal.subscribeNext { values.append($0) } }
        XCTAssertEqual(values, [])
        control.edit("a")
        control.fire(.valueChanged)
        control.edit(nil)
        XCTAssertEqual(values, ["a", ""], "after each editing event; a nil text reads as \"\"")
    }

    func testValuesSentToTheChannelSetThePropertyAndAreNotSentBack() {
        let control = FakeControl()
        let terminal = textChannel(control)
        var values: [String?] = []
        current { _ = terminal.subscribeNext { values.append($0) } }
        terminal.sendNext("typed by code")
        terminal.sendNext(nil)
        XCTAssertEqual(control.writes, ["typed by code", ""], "nil writes the nil value")
        XCTAssertEqual(values, [])
    }

    func testNilIsNotWrittenWithoutANilValue() {
        let control = FakeControl()
        let terminal = textChannel(control, nilValue: nil)
        terminal.sendNext(nil)
        terminal.sendNext("b")
        XCTAssertEqual(control.writes, ["b"])
    }

    func testChannelWritesWaitForTheUIThread() {
        let control = FakeControl()
        let terminal = textChannel(control)
        ui.deferred = true
        terminal.sendNext("later")
        XCTAssertEqual(control.writes, [])
        ui.drain()
        XCTAssertEqual(control.writes, ["later"])
    }

    func testChannelCompletesWhenTheControlIsDeallocated() {
        var control: FakeControl? = FakeControl()
        let terminal = textChannel(control!)
        var completed = false
        current { terminal.subscribeCompleted { completed = true } }
        XCTAssertFalse(completed)
        control = nil
        XCTAssertTrue(completed)
    }

    func testEndingTheChannelStopsListeningToTheControl() {
        let control = FakeControl()
        let terminal = textChannel(control)
        XCTAssertEqual(control.listenerCount, 1)
        terminal.sendCompleted()
        XCTAssertEqual(control.listenerCount, 0)
        terminal.sendNext("after the end")
        XCTAssertEqual(control.writes, [])
    }

    /// `RACChannelTo(model, \.name).bind(to: field.rac_newTextChannel())`, ReactiveObjC's
    /// `RACChannelTo(model, name) = field.rac_newTextChannel`: edits go to the model and
    /// the model's later changes to the field, without echoes; the model's current value
    /// is skipped, as in ReactiveObjC (the field's channel sends nothing at subscription).
    func testBindingAModelChannelToTheTextChannel() {
        let control = FakeControl()
        let model = RACChannel<String?>()
        model.leadingTerminal.sendNext("current") // the property's value, replayed as a KVO channel's is
        var modelReceived: [String?] = []
        current {
            _ = model.leadingTerminal.subscribeNext { modelReceived.append($0) }
            model.followingTerminal.bind(to: textChannel(control))
        }
        XCTAssertEqual(control.writes, [])
        control.edit("typed")
        model.leadingTerminal.sendNext("changed in the model")
        XCTAssertEqual(control.writes, ["changed in the model"])
        XCTAssertEqual(modelReceived, ["typed"])
    }

    // MARK: rac_command

    private final class Recorder {
        var inputs: [ObjectIdentifier?] = []
    }

    private func command(enabled: RACSignal<Bool>? = nil, recorder: Recorder = Recorder(),
                         work: @escaping () -> RACSignal<Void> = { .empty() }) -> RACCommand<FakeControl, Void> {
        RACCommand(enabled: enabled, scheduler: .immediate()) { input in
            recorder.inputs.append(input.map(ObjectIdentifier.init))
            return work()
        }
    }

    func testCommandBindsTheControlsEnabledState() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks())
        let enabled = RACSubject<Bool>()
        let command = command(enabled: enabled)
        binding.setCommand(command, on: control)
        XCTAssertTrue(control.isEnabled)
        enabled.sendNext(false)
        XCTAssertFalse(control.isEnabled)
        enabled.sendNext(true)
        XCTAssertTrue(control.isEnabled)
    }

    func testActivatingExecutesTheCommandWithTheControl() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks())
        let recorder = Recorder()
        binding.setCommand(command(recorder: recorder), on: control)
        control.activate()
        control.activate()
        XCTAssertEqual(recorder.inputs, [ObjectIdentifier(control), ObjectIdentifier(control)])
    }

    func testTheControlIsDisabledWhileTheCommandExecutes() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks())
        let work = RACSubject<Void>()
        let recorder = Recorder()
        binding.setCommand(command(recorder: recorder, work: { work }), on: control)
        control.activate()
        XCTAssertFalse(control.isEnabled)
        control.activate() // refused: not enabled
        XCTAssertEqual(recorder.inputs.count, 1)
        work.sendCompleted()
        XCTAssertTrue(control.isEnabled)
    }

    func testSettingANewCommandReplacesTheOldOne() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks())
        let oldEnabled = RACSubject<Bool>()
        let oldRecorder = Recorder(), newRecorder = Recorder()
        let old = command(enabled: oldEnabled, recorder: oldRecorder)
        let new = command(recorder: newRecorder)
        binding.setCommand(old, on: control)
        binding.setCommand(new, on: control)
        XCTAssertTrue(binding.command === new)
        oldEnabled.sendNext(false)
        XCTAssertTrue(control.isEnabled, "the old command's enabled state no longer applies")
        control.activate()
        XCTAssertEqual(oldRecorder.inputs.count, 0)
        XCTAssertEqual(newRecorder.inputs.count, 1)
        XCTAssertEqual(control.actions.count, 1, "the action is installed once")
    }

    func testSettingNilUnbinds() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks())
        let enabled = RACSubject<Bool>()
        let recorder = Recorder()
        binding.setCommand(command(enabled: enabled, recorder: recorder), on: control)
        enabled.sendNext(false)
        binding.setCommand(RACCommand<FakeControl, Void>?.none, on: control)
        XCTAssertNil(binding.command)
        XCTAssertFalse(control.isEnabled, "UIKit's controls keep their enabled state")
        enabled.sendNext(true)
        XCTAssertFalse(control.isEnabled)
        control.activate()
        XCTAssertEqual(recorder.inputs.count, 0)
    }

    func testSettingNilEnablesAnAppKitControl() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks(enablesWhenUnbound: true))
        binding.setCommand(command(enabled: .return(false)), on: control)
        XCTAssertFalse(control.isEnabled)
        binding.setCommand(RACCommand<FakeControl, Void>?.none, on: control)
        XCTAssertTrue(control.isEnabled)
    }

    /// A command whose input type is not the control's gets nil as input, as `execute`
    /// takes an optional.
    func testACommandOfAnotherInputTypeGetsNil() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks())
        var inputs: [String?] = []
        binding.setCommand(RACCommand<String, Void>(scheduler: .immediate()) { input in
            inputs.append(input)
            return .empty()
        }, on: control)
        control.activate()
        XCTAssertEqual(inputs, [nil])
    }

    /// A refresh control ends refreshing when the execution it started ends, however it
    /// ends, refused executions included.
    func testExecutionEndedRunsWhenTheExecutionEnds() {
        let control = FakeControl()
        let binding = RACCommandBinding(hooks: commandHooks(executionEnded: { $0.refreshesEnded += 1 }))
        let work = RACSubject<Void>()
        binding.setCommand(command(work: { work }), on: control)
        control.activate()
        XCTAssertEqual(control.refreshesEnded, 0)
        work.sendNext(())
        XCTAssertEqual(control.refreshesEnded, 0)
        work.sendError(NSError(domain: "test", code: 1))
        XCTAssertEqual(control.refreshesEnded, 1)
        binding.setCommand(command(enabled: .return(false)), on: control)
        control.activate()
        XCTAssertEqual(control.refreshesEnded, 2)
    }
}
