// A user's app code, as README.md and Docs/RACFacade.md show RAC code: createSignal with
// a subscriber sent from another queue, kept in an array, an Optional property and a
// generic container. Compiled by Tools/apple-check/run.sh as an app module importing
// RACBridge, at every triple; it must keep compiling at iOS 13 whatever createSignal's
// block parameter type becomes.
import Foundation
import RACBridge

final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

final class Feed {
    var pending = [Any]()
    var last: Any?

    func numbers() -> RACSignal<Int> {
        RACSignal<Int>.createSignal { subscriber in
            let box = [subscriber]
            DispatchQueue.global().async {
                subscriber.sendNext(1)
                subscriber.sendCompleted()
            }
            _ = box
            return nil
        }
    }

    func keep() -> RACSignal<Int> {
        RACSignal<Int>.createSignal { [self] subscriber in
            let held = Box(subscriber)
            let maybe: Optional = subscriber
            pending.append(held)
            last = maybe
            held.value.sendNext(2)
            maybe?.sendCompleted()
            return nil
        }
    }
}
