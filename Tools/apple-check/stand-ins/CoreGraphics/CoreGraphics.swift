// Stand-in for the Swift `CGFloat` (Apple declares it in CoreFoundation's overlay; the
// compiler maps the C typedef `CGFloat` to a Swift struct of that name in CoreGraphics or
// CoreFoundation and converts it implicitly to and from `Double`, SE-0307). Only what the
// package's sources and snippets need: literals and the two conversions.
// See Tools/apple-check/README.md.
@_exported import CoreGraphics

public struct CGFloat: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The C type behind it: the compiler reads this to pass a `CGFloat` to an Objective-C
    /// method (an `@objc` method taking one crashes IRGen without it).
    public typealias NativeType = Double

    let value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
}

extension Double {
    public init(_ other: CGFloat) { self = other.value }
}
