import Foundation

/// A 2D shape, also a view.
public protocol Shape: View, Sendable {}

extension Shape {
  /// The view of a primitive shape.
  public var body: Never { appleOnly() }
  /// The shape filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> some View {
    self
  }
  /// The shape's outline in `content`.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

/// A rectangle.
nonisolated public struct Rectangle: Shape {
  public init() {}
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: Shape {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A circle.
nonisolated public struct Circle: Shape {
  public init() {}
}

/// A capsule.
nonisolated public struct Capsule: Shape {
  public init(style: RoundedCornerStyle = .continuous) {}
}

/// An ellipse.
nonisolated public struct Ellipse: Shape {
  public init() {}
}

extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}
