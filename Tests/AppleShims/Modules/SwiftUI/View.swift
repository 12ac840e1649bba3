import Foundation

// Declarations only, like real SwiftUI's interfaces: enough of the view layer for an app's views, and the views
// tca-migrate rewrites, to type-check in Swift 6 mode. No body runs; modifiers return their view unchanged.

/// A piece of user interface.
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// A view that has no content.
  public var body: Never { appleOnly() }
}

/// A view whose content is primitive (its `Body` is `Never`).
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
  /// Primitive views have no body.
  public var body: Never { appleOnly() }
}

/// Builds views from closures of view expressions.
@resultBuilder
public enum ViewBuilder {
  /// An empty view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > { appleOnly() }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
    TrueContent, FalseContent
  > { appleOnly() }
  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The result of `ViewBuilder` for several views.
nonisolated public struct TupleView<T>: _PrimitiveView {
  /// The views.
  public var value: T
  /// Wraps the views.
  public init(_ value: T) { self.value = value }
}

/// One of two views, chosen by a condition.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {}

extension Optional: View where Wrapped: View {
  /// The wrapped view, if any.
  public var body: Never { appleOnly() }
}

/// A view that shows nothing.
nonisolated public struct EmptyView: _PrimitiveView {
  /// An empty view.
  public init() {}
}

/// A type-erased view.
nonisolated public struct AnyView: _PrimitiveView {
  /// Erases `view`.
  public init<V: View>(_ view: V) {}
  /// Erases `view`, or fails.
  public init?(_fromValue value: Any) {}
}

/// A group of views with no layout of its own.
nonisolated public struct Group<Content>: _PrimitiveView {
  /// Groups the views of `content`.
  public init(@ViewBuilder content: () -> Content) where Content: View {}
}

/// A view's modification by a `ViewModifier`.
nonisolated public struct ModifiedContent<Content, Modifier>: _PrimitiveView {
  /// The content and its modifier.
  public init(content: Content, modifier: Modifier) {}
}

/// A modifier applied to a view's content.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The content the modifier applies to.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body
}

/// A modifier that leaves its content as it is.
nonisolated public struct EmptyModifier: ViewModifier {
  public init() {}
  public func body(content: Content) -> Content { content }
}

/// A modifier built from the environment.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The type of the resolved modifier.
  associatedtype ResolvedModifier: ViewModifier
  /// The modifier for `environment`.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  /// Resolved modifiers have no body of their own.
  public func body(content: Content) -> Never { appleOnly() }
}

/// The content a `ViewModifier` receives.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {}

extension View {
  /// Applies `modifier`.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A property of a view that SwiftUI updates before each body evaluation.
public protocol DynamicProperty {}

/// A view that lays out others: read the proposed size.
nonisolated public struct GeometryReader<Content: View>: _PrimitiveView {
  /// Calls `content` with the container's geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

/// A container's size and safe area.
public struct GeometryProxy {
  /// The container's size.
  public var size: CGSize { appleOnly() }
}

/// A view whose content is built later from a closure.
nonisolated public struct ViewThatFits<Content: View>: _PrimitiveView {
  /// The candidates, first that fits wins.
  public init(@ViewBuilder content: () -> Content) {}
}
