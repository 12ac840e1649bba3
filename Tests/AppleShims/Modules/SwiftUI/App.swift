import Foundation

/// An app's entry point.
@MainActor @preconcurrency
public protocol App {
  /// The type of the app's scenes.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder var body: Body { get }
  /// Creates the app.
  init()
}

extension App {
  /// Runs the app.
  public static func main() { appleOnly() }
}

/// A part of an app's interface: a window group, settings.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of the scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Builds scenes.
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
    (repeat each Content)
  > { appleOnly() }
}

/// Several scenes.
nonisolated public struct TupleScene<T>: Scene {
  public var body: Never { appleOnly() }
}

/// A group of windows showing the same view.
nonisolated public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { appleOnly() }
}

extension Scene {
  /// Runs `action` when `value` changes.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some Scene
  { self }
}

/// A UIKit app delegate an app adapts.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
  public var wrappedValue: DelegateType { appleOnly() }
}

/// A type that provides previews (the pre-macro form).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder static var previews: Previews { get }
}

/// A preview of a view; its closure is type-checked, nothing runs.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "PreviewMacro")
