import Foundation

// ReactiveObjC's UIKit/AppKit categories, apart from UIKit and AppKit: the rules of the
// control-event signals, the text signals, the control channels and `rac_command`. The
// glue files (`UIKit+RACSupport.swift`, `AppKit+RACSupport.swift`) only say how a control
// is listened to, read, written and enabled, through the hooks below; the tests pass a
// fake control (Tests/RACBridgeTests/RACControlSupportTests.swift), so every rule here
// runs on Linux.

/// What the RAC categories need from a control, apart from the UI framework: how UI work
/// is run, how the control's events are listened to, and when the control ends.
///
/// The UIKit/AppKit glue makes one per kind of control; the tests make one around a fake.
package struct RACControlHooks<Control: AnyObject, Events> {
    /// Runs UI work where the framework allows it. The glue passes `RACUIThread.perform`
    /// (at once on the main thread, otherwise scheduled there); the tests run it at once.
    package var perform: (@escaping () -> Void) -> Void
    /// Starts calling the handler with the control each time one of `events` happens
    /// (called through `perform`); what it returns stops that (disposed through `perform`).
    package var listen: (Control, Events, @escaping (Control) -> Void) -> RACDisposable
    /// The lifetime that ends when the control is deallocated (an associated object on
    /// Apple platforms).
    package var lifetime: (Control) -> RACLifetime

    package init(perform: @escaping (@escaping () -> Void) -> Void,
                 listen: @escaping (Control, Events, @escaping (Control) -> Void) -> RACDisposable,
                 lifetime: @escaping (Control) -> RACLifetime) {
        self.perform = perform
        self.listen = listen
        self.lifetime = lifetime
    }
}

/// Where UI work runs: the main thread, as UIKit and AppKit require.
package enum RACUIThread {
    /// Runs `work` now when called on the main thread, otherwise schedules it on the main
    /// thread (a subscription made, or a value sent into a channel, from another thread
    /// reaches the control there).
    package static func perform(_ work: @escaping () -> Void) {
        if MainThread.isCurrent {
            work()
        } else {
            _ = RACScheduler.mainThread().schedule(work)
        }
    }
}

/// The signals and channels of ReactiveObjC's control categories, over `RACControlHooks`.
package enum RACControlSupport {
    /// The control each time one of `events` happens (`rac_signalForControlEvents:`,
    /// `rac_gestureSignal`), optionally the control itself first, at subscription (the
    /// text signals' current value). Completes when the control is deallocated, or at once
    /// if it already is when subscribed. Disposing stops listening. The control is held
    /// weakly. Subscribing follows RAC's subscription scheduler rule (at once on the main
    /// thread); the listening and the first value go through `hooks.perform`.
    package static func events<Control, Events>(of control: Control, _ events: Events,
                                                 hooks: RACControlHooks<Control, Events>,
                                                 sendsControlFirst: Bool = false) -> RACSignal<Control> {
        RACSignal.createSignal { [weak control] subscriber in
            guard let control else {
                subscriber.sendCompleted()
                return nil
            }
            // The lifetime is held weakly: the control's deallocation must release it.
            let lifetime = hooks.lifetime(control)
            let completion = RACDisposable { subscriber.sendCompleted() }
            lifetime.deallocDisposable.add(completion)
            // The registration once `perform` has made it, and whether the subscription
            // was disposed (disposal may come from any thread, before `perform` runs).
            let listening = Locked<(registration: RACDisposable?, stopped: Bool)>((nil, false))
            hooks.perform { [weak control] in
                guard let control, !listening.withLock({ $0.stopped }) else { return }
                if sendsControlFirst { subscriber.sendNext(control) }
                let registration = hooks.listen(control, events) { subscriber.sendNext($0) }
                let stoppedMeanwhile = listening.withLock { state -> Bool in
                    if !state.stopped { state.registration = registration }
                    return state.stopped
                }
                if stoppedMeanwhile { registration.dispose() }
            }
            return RACDisposable { [weak lifetime] in
                lifetime?.deallocDisposable.remove(completion)
                let registration = listening.withLock { state -> RACDisposable? in
                    defer { state = (nil, true) }
                    return state.registration
                }
                if let registration { hooks.perform { registration.dispose() } }
            }
        }
    }

    /// A `listen` hook for controls whose events are notifications they post (a text view's
    /// or an AppKit control's text changes): calls the handler with the control for each
    /// notification named `name` that the control posts, on the posting thread.
    package static func listening<Control: AnyObject, Events>(to name: Notification.Name,
                                                              in center: NotificationCenter = .default)
        -> (Control, Events, @escaping (Control) -> Void) -> RACDisposable {
        { control, _, send in
            center.rac_addObserver(forName: name.rawValue, object: control).subscribeNext { [weak control] _ in
                if let control { send(control) }
            }
        }
    }

    /// A property of the control: its value at subscription, then after each of `events`
    /// (`rac_textSignal`). Completes when the control is deallocated.
    package static func values<Control, Events, Value>(of control: Control, _ events: Events,
                                                       hooks: RACControlHooks<Control, Events>,
                                                       read: @escaping (Control) -> Value) -> RACSignal<Value> {
        Self.events(of: control, events, hooks: hooks, sendsControlFirst: true).map(read)
    }

    /// A channel on a property of the control (`rac_newTextChannel`, `rac_newOnChannel`,
    /// `rac_newValueChannel(withNilValue:)`…), ReactiveObjC's rules:
    /// - the returned terminal sends the property's value after each of `events` (a user's
    ///   edit); no value at subscription;
    /// - a value sent to it sets the property (nil sets `nilValue`; with no `nilValue`, a
    ///   nil is not written); setting a control's property raises no control event, so it
    ///   is not sent back;
    /// - the channel completes when the control is deallocated; ending the terminal stops
    ///   listening to the control.
    /// Values are written through `hooks.perform` (on the main thread). The control is held weakly.
    package static func channel<Control, Events, Value>(of control: Control, _ events: Events,
                                                        hooks: RACControlHooks<Control, Events>,
                                                        nilValue: Value?,
                                                        read: @escaping (Control) -> Value,
                                                        write: @escaping (Control, Value) -> Void) -> RACChannelTerminal<Value?> {
        let channel = RACChannel<Value?>()
        let following = channel.followingTerminal
        hooks.lifetime(control).deallocDisposable.add(RACDisposable { following.sendCompleted() })
        // The control's values, after each event, to the returned terminal's subscribers,
        // until the channel ends.
        Self.events(of: control, events, hooks: hooks)
            .map { Optional(read($0)) }
            .take(until: following.ignoreValues().catch(to: .empty()))
            .subscribe(following)
        // Values sent to the returned terminal, to the property.
        following.subscribeNext { [weak control] value in
            guard let written = value ?? nilValue else { return }
            hooks.perform { [weak control] in
                if let control { write(control, written) }
            }
        }
        return channel.leadingTerminal
    }
}

/// What `rac_command` needs from a control, besides `perform`.
package struct RACCommandHooks<Control: AnyObject> {
    /// Runs UI work (see `RACControlHooks.perform`).
    package var perform: (@escaping () -> Void) -> Void
    /// Sets whether the control is enabled.
    package var updateEnabled: (Control, Bool) -> Void
    /// Makes the control call the handler with the control when it is activated (a tap,
    /// a refresh); what it returns is kept as long as the binding (a target the control
    /// holds weakly). Called once per control, through `perform`.
    package var installAction: (Control, @escaping (Control) -> Void) -> AnyObject
    /// Called through `perform` after each execution the control started has ended, however
    /// it ended (a refresh control ends refreshing); nil: nothing.
    package var executionEnded: ((Control) -> Void)?
    /// Whether setting the command to nil enables the control (AppKit's `rac_command` does).
    package var enablesWhenUnbound: Bool

    package init(perform: @escaping (@escaping () -> Void) -> Void,
                 updateEnabled: @escaping (Control, Bool) -> Void,
                 installAction: @escaping (Control, @escaping (Control) -> Void) -> AnyObject,
                 executionEnded: ((Control) -> Void)? = nil,
                 enablesWhenUnbound: Bool = false) {
        self.perform = perform
        self.updateEnabled = updateEnabled
        self.installAction = installAction
        self.executionEnded = executionEnded
        self.enablesWhenUnbound = enablesWhenUnbound
    }
}

/// The `rac_command` of one control, ReactiveObjC's rules: setting a command binds the
/// control's enabled state to the command's `enabled` and makes each activation execute
/// the command with the control as input; setting another replaces the binding, setting
/// nil removes it (the control keeps its enabled state, or is enabled where
/// `enablesWhenUnbound`). The control's action is installed once, on the first command.
/// The glue keeps one binding per control (an associated object); the control is held weakly.
///
/// Locking rule: `state` is only reached under its lock; the command, the control and
/// the hooks are called outside it.
package final class RACCommandBinding<Control: AnyObject>: @unchecked Sendable {
    private struct State {
        /// The command as set (any `RACCommand`), for the getter.
        var command: AnyObject?
        /// Executes the current command with the control; nil without a command.
        var execute: ((Control) -> RACSignal<Void>)?
        /// The subscription to the current command's `enabled`.
        var enabledSubscription: RACDisposable?
        /// What `installAction` returned (nil until the first command).
        var action: AnyObject?
        var installingAction = false
    }

    private let state = Locked(State())
    private let hooks: RACCommandHooks<Control>

    package init(hooks: RACCommandHooks<Control>) {
        self.hooks = hooks
    }

    /// The command last set (nil if none, or nil was set).
    package var command: AnyObject? { state.withLock { $0.command } }

    /// Sets the control's command (see the type's rules).
    package func setCommand<Input, Value>(_ command: RACCommand<Input, Value>?, on control: Control) {
        let execute: ((Control) -> RACSignal<Void>)? = command.map { command in
            { sender in command.execute(sender as? Input).ignoreValues().map { _ in () } }
        }
        let (previous, installs) = state.withLock { state -> (RACDisposable?, Bool) in
            let previous = state.enabledSubscription
            state.command = command
            state.execute = execute
            state.enabledSubscription = nil
            let installs = command != nil && state.action == nil && !state.installingAction
            if installs { state.installingAction = true }
            return (previous, installs)
        }
        previous?.dispose()
        let hooks = self.hooks
        guard let command else {
            if hooks.enablesWhenUnbound {
                hooks.perform { [weak control] in if let control { hooks.updateEnabled(control, true) } }
            }
            return
        }
        let subscription = command.enabled.subscribeNext { [weak control] enabled in
            hooks.perform { [weak control] in if let control { hooks.updateEnabled(control, enabled) } }
        }
        // Keep the subscription unless a newer command replaced this one meanwhile.
        let stale = state.withLock { state -> Bool in
            guard state.command === command else { return true }
            state.enabledSubscription = subscription
            return false
        }
        if stale { subscription.dispose() }
        if installs {
            hooks.perform { [weak self, weak control] in
                guard let self, let control else { return }
                let action = hooks.installAction(control) { [weak self] sender in self?.activated(by: sender) }
                self.state.withLock { $0.action = action }
            }
        }
    }

    /// The control was activated: execute the current command with it, if any.
    private func activated(by sender: Control) {
        guard let execute = state.withLock({ $0.execute }) else { return }
        let execution = execute(sender)
        guard let ended = hooks.executionEnded else { return }
        let perform = hooks.perform
        // The execution's end, however it ends (a refused execution fails at once).
        execution.subscribeError({ [weak sender] _ in
            perform { if let sender { ended(sender) } }
        }, completed: { [weak sender] in
            perform { if let sender { ended(sender) } }
        })
    }
}
