// Stand-in for the Swift `CGFloat` (Apple declares it in CoreFoundation's overlay; the
// compiler maps the C typedef `CGFloat` to a Swift struct of that name in CoreGraphics or
// CoreFoundation and converts it implicitly to and from `Double`, SE-0307). Only what the
// package's sources and snippets need: literals, comparison and the two conversions.
// See Tools/apple-check/README.md.
@_exported import CoreGraphics

public struct CGFloat: Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The C type's Swift type: IRGen reads it to lower a `CGFloat` to C (it crashes without it).
    public typealias NativeType = Double

    let value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.value < rhs.value }
}

extension Double {
    public init(_ other: CGFloat) { self = other.value }
}
