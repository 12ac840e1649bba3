import Foundation

/// A value a view owns: reading it in `body` makes the view depend on it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// State with an initial value.
  public init(wrappedValue value: Value) {}
  /// State with an initial value.
  public init(initialValue value: Value) {}
  /// The current value.
  public var wrappedValue: Value {
    get { appleOnly() }
    nonmutating set {}
  }
  /// A binding to the value.
  public var projectedValue: Binding<Value> { appleOnly() }
}

extension State: Sendable where Value: Sendable {}

extension State where Value: ExpressibleByNilLiteral {
  /// State that starts as `nil`.
  public init() {}
}

/// A two-way connection to a value stored elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  /// A binding that reads with `get` and writes with `set`, in a transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {}
  /// A binding to the same value as `projectedValue`.
  public init(projectedValue: Binding<Value>) {}
  /// A binding of a non-optional value as an optional one.
  public init<V>(_ base: Binding<V>) where Value == V? {}
  /// A binding of an optional value, or `nil` when it is `nil`.
  public init?(_ base: Binding<Value?>) {}
  /// A binding of a hashable value as `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {}
  /// A binding that never changes.
  public static func constant(_ value: Value) -> Binding<Value> { appleOnly() }
  /// The value.
  public var wrappedValue: Value {
    get { appleOnly() }
    nonmutating set {}
  }
  /// The binding itself.
  public var projectedValue: Binding<Value> { self }
  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    appleOnly()
  }
  /// The binding with an animation applied to its changes.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  /// The binding with a transaction applied to its changes.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding: @unchecked Sendable {}
extension Binding: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  /// Iterates bindings to the elements.
  public func makeIterator() -> IndexingIterator<[Binding<Value.Element>]> { appleOnly() }
}

/// An `ObservableObject` a view creates and owns.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Creates the object once, the first time the view appears.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  /// The object.
  public var wrappedValue: ObjectType { appleOnly() }
  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { appleOnly() }
}

/// An `ObservableObject` a view observes but does not own.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to an observed object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
      Subject
    > { appleOnly() }
  }
  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {}
  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {}
  /// The object.
  public var wrappedValue: ObjectType {
    get { appleOnly() }
    set {}
  }
  /// Bindings to the object's properties.
  public var projectedValue: Wrapper { appleOnly() }
}

/// An `ObservableObject` an ancestor view supplied with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Reads the object from the environment.
  public init() {}
  /// The object.
  public var wrappedValue: ObjectType { appleOnly() }
  /// Bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { appleOnly() }
}

/// Bindings to the mutable properties of an `Observable` object.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {}
  /// Bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {}
  /// The object.
  public var wrappedValue: Value {
    get { appleOnly() }
    set {}
  }
  /// The bindings.
  public var projectedValue: Bindable<Value> { self }
  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    appleOnly()
  }
}

extension Bindable: Sendable where Value: Sendable {}

/// A value read from the view's environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Reads the environment value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// Reads an `Observable` object an ancestor put in the environment.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
  /// Reads an optional `Observable` object from the environment.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}
  /// The value.
  public var wrappedValue: Value { appleOnly() }
}

/// A key for a value in `EnvironmentValues`.
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when no ancestor set one.
  static var defaultValue: Value { get }
}

/// The values a view reads from its environment.
public struct EnvironmentValues {
  /// The value for `key`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { appleOnly() }
    set {}
  }
  /// Dismisses the current presentation.
  public var dismiss: DismissAction { appleOnly() }
  /// Opens a URL.
  public var openURL: OpenURLAction { appleOnly() }
  /// Whether the view is presented.
  public var isPresented: Bool { appleOnly() }
  /// The color scheme.
  public var colorScheme: ColorScheme {
    get { appleOnly() }
    set {}
  }
  /// The scene's phase.
  public var scenePhase: ScenePhase {
    get { appleOnly() }
    set {}
  }
  /// The locale.
  public var locale: Locale {
    get { appleOnly() }
    set {}
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { appleOnly() }
    set {}
  }
  /// Whether the view is enabled.
  public var isEnabled: Bool {
    get { appleOnly() }
    set {}
  }
  /// The edit mode.
  public var editMode: Binding<EditMode>? {
    get { appleOnly() }
    set {}
  }
  /// Requests a review of the app.
  public var requestReview: RequestReviewAction { appleOnly() }
}

/// Dismisses the current presentation.
@MainActor @preconcurrency
public struct DismissAction {
  /// Dismisses.
  public func callAsFunction() {}
}

/// Opens a URL.
@MainActor @preconcurrency
public struct OpenURLAction {
  /// Opens `url`.
  public func callAsFunction(_ url: URL) {}
}

/// Asks for an App Store review.
@MainActor @preconcurrency
public struct RequestReviewAction {
  /// Asks.
  public func callAsFunction() {}
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// Whether a scene is active, inactive or in the background.
public enum ScenePhase: Hashable, Sendable {
  case background, inactive, active
}

/// Compact or regular size class.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Whether a list is being edited.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active
}

/// Which view has keyboard focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A binding to the focus state.
  @propertyWrapper
  public struct Binding {
    /// A binding (SwiftUI makes these; views receive them).
    public init(wrappedValue: Value) {}
    /// The focused value.
    public var wrappedValue: Value {
      get { appleOnly() }
      nonmutating set {}
    }
    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  /// Focus as a flag.
  public init() where Value == Bool {}
  /// Focus as an optional value.
  public init<T: Hashable>() where Value == T? {}
  /// The focused value.
  public var wrappedValue: Value {
    get { appleOnly() }
    nonmutating set {}
  }
  /// A binding to it.
  public var projectedValue: FocusState<Value>.Binding { appleOnly() }
}

/// A value stored in `UserDefaults`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  /// A flag stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
  /// An integer stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
  /// A number stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
  /// A string stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
  /// A URL stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
  /// Data stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
  /// A raw-representable value stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {}
  /// A raw-representable value stored under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {}
  /// The value.
  public var wrappedValue: Value {
    get { appleOnly() }
    nonmutating set {}
  }
  /// A binding to it.
  public var projectedValue: Binding<Value> { appleOnly() }
}

/// A namespace for matched geometry effects.
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// An identifier within the namespace.
  public struct ID: Hashable {}
  /// A namespace.
  public init() {}
  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID { appleOnly() }
}
