#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
import UIKit
import ReactiveCore

// UIKit glue for gesture recognizers and bar button items: how a handler is attached to
// their target–action. The rules are ControlBindings'. Compile-checked
// (Tools/apple-check), not run, in this repository's CI.

extension Reactive where Base: UIGestureRecognizer {
    /// The recognizer's actions: the recognizer itself, each time it sends its action
    /// (for a continuous gesture, at each state change). Completes when the recognizer is
    /// deallocated; never fails.
    ///
    /// Rx: `Reactive<UIGestureRecognizer>.event` (RxCocoa).
    public var event: ControlEvent<Base> {
        let attach: ControlBindings.Attach<Base> = { recognizer, handler in
            let receiver = ActionReceiver(handler)
            ControlBindings.onMainActor { recognizer.addTarget(receiver, action: ActionReceiver.action) }
            return { [weak recognizer] in
                ControlBindings.onMainActor { recognizer?.removeTarget(receiver, action: ActionReceiver.action) }
            }
        }
        return ControlEvent(events: ControlBindings.events(of: base, deallocated: deallocated, attach: attach) { $0 })
    }
}

/// The key of a bar button item's shared tap sequence (an associated object).
nonisolated(unsafe) private let barButtonItemTapKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

extension Reactive where Base: UIBarButtonItem {
    /// The item's taps, as `()`. A bar button item has one target–action slot: the
    /// first subscriber takes it (replacing any target set before) and every subscriber
    /// shares it; it is cleared when the last one leaves. Completes when the item is
    /// deallocated.
    ///
    /// Rx: `Reactive<UIBarButtonItem>.tap` (RxCocoa).
    public var tap: ControlEvent<Void> {
        let attach: ControlBindings.Attach<Base> = { item, handler in
            let receiver = ActionReceiver(handler)
            ControlBindings.onMainActor {
                item.target = receiver
                item.action = ActionReceiver.action
            }
            return { [weak item] in
                ControlBindings.onMainActor {
                    guard let item, item.target === receiver else { return }
                    item.target = nil
                    item.action = nil
                }
            }
        }
        let source = KVOSystem.associatedObject(of: base, key: UnsafeRawPointer(barButtonItemTapKey)) {
            SharedSource(ControlBindings.sharedEvents(of: base, deallocated: deallocated, attach: attach))
        }
        return ControlEvent(events: source.observable)
    }
}
#endif
