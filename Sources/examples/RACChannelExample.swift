import Foundation
import Observation
import RACBridge

/// A form field bound both ways to its model with `RACChannelTo`: typing updates the
/// model, and a change made by the model (a reset, a suggestion) updates the field,
/// without either change coming back to where it started. Observation-based, so it
/// needs the platforms that have Swift Observation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension RACExamples {
    /// The text field of a sign-up form, as the view layer would expose it.
    @Observable
    final class EmailField {
        var text = ""
    }

    /// The sign-up form's model.
    @Observable
    final class SignUpForm {
        var email = "ann@example.com"
        /// Each value the model's email took, to show that nothing loops.
        var history: [String] = []
    }

    static func twoWayBinding() {
        section("RAC 5. RACChannelTo: a form field bound both ways",
                why: "RACChannelTo(view, \\.text).bind(to: RACChannelTo(model, \\.email)) is",
                     "RACChannelTo(view, text) = RACChannelTo(model, email) on @Observable classes") {
            whereObservationIsSynchronous {
                let field = EmailField(), form = SignUpForm()
                let history = RACObserve(form, \.email).subscribeNext { [weak form] in form?.history.append($0) }
                let binding = RACChannelTo(field, \.text).bind(to: RACChannelTo(form, \.email))
                say("  bound: the field shows the model's \"\(field.text)\"")
                field.text = "bob@example.com"
                say("  typed \"bob@example.com\": the model's email is \"\(form.email)\"")
                form.email = ""
                say("  the model resets its email: the field shows \"\(field.text)\"")
                say("  the model's email took \(form.history.count) values: \(form.history) (no echo)")
                binding.dispose()
                history.dispose()
                field.text = "typed after unbinding"
                say("  unbound: typing leaves the model at \"\(form.email)\"")
            }
        }
    }
}
