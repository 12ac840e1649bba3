import Foundation
import Testing

/// A key for a dependency that has a test (and preview) value.
public protocol TestDependencyKey<Value> {
  /// The dependency's type.
  associatedtype Value: Sendable = Self
  /// The value used in previews.
  static var previewValue: Value { get }
  /// The value used in tests.
  static var testValue: Value { get }
}

/// A key for a dependency that also has a live value.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The value used when the app runs.
  static var liveValue: Value { get }
  /// The value used in previews.
  static var previewValue: Value { get }
  /// The value used in tests.
  static var testValue: Value { get }
}

extension TestDependencyKey {
  /// Previews use the test value unless the key says otherwise.
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  /// Previews use the live value unless the key says otherwise.
  public static var previewValue: Value { liveValue }

  /// Tests must not use the live value: reading it reports an issue.
  public static var testValue: Value {
    reportIssue(
      """
      @Dependency(\(Self.self)) has no test implementation, but was accessed from a test context:

        Key: \(Self.self)
        Value: \(Value.self)

      Dependencies registered with the library are not allowed to use their default, live \
      implementations when run from tests.
      """
    )
    return liveValue
  }
}

/// Where dependencies are resolved: the app, a test, or a preview.
public enum DependencyContext: Sendable {
  /// The running app.
  case live
  /// An Xcode preview.
  case preview
  /// A test.
  case test
}

/// The collection of all dependency values, read through key paths or key types.
public struct DependencyValues: Sendable {
  /// The dependencies of the current task.
  @TaskLocal public static var _current = DependencyValues()

  private var storage: [ObjectIdentifier: any Sendable] = [:]
  private var explicitContext: DependencyContext?

  /// Dependency values resolved in the default context.
  public init() {}

  /// The context values are resolved in.
  public var context: DependencyContext {
    get { explicitContext ?? (isTesting ? .test : .live) }
    set { explicitContext = newValue }
  }

  /// The value for a dependency key type.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      return DefaultValueCache.shared.value(for: key, context: context)
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// These values merged with overrides from another set.
  func merging(_ other: DependencyValues) -> DependencyValues {
    var result = self
    result.storage.merge(other.storage) { _, new in new }
    if let context = other.explicitContext { result.explicitContext = context }
    return result
  }
}

/// Caches each key's default value per context, so a live or test value is built once.
final class DefaultValueCache: @unchecked Sendable {
  static let shared = DefaultValueCache()
  private let lock = NSRecursiveLock()
  private var values: [String: any Sendable] = [:]

  func value<Key: TestDependencyKey>(for key: Key.Type, context: DependencyContext) -> Key.Value {
    let scope = context == .test ? (TestScope.currentID ?? "test") : "\(context)"
    let cacheKey = "\(scope)|\(ObjectIdentifier(key).hashValue)"
    lock.lock()
    defer { lock.unlock() }
    if let value = values[cacheKey] as? Key.Value { return value }
    let value: Key.Value
    switch context {
    case .live:
      if let live = key as? any DependencyKey.Type, let value = Self.liveValue(live) as? Key.Value {
        values[cacheKey] = value
        return value
      }
      reportIssue("@Dependency(\(Key.self)) has no live implementation, but was accessed from a live context.")
      value = key.testValue
    case .preview: value = key.previewValue
    case .test: value = key.testValue
    }
    values[cacheKey] = value
    return value
  }

  private static func liveValue<K: DependencyKey>(_ key: K.Type) -> any Sendable { key.liveValue }
}

/// Identifies the running Swift Testing test, to keep cached test values apart per test.
enum TestScope {
  static var currentID: String? {
    Test.current.map { "\($0.id)" }
  }
}

/// A property wrapper that reads a dependency from the current dependency values.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
  private let read: @Sendable (DependencyValues) -> Value

  /// A dependency read through a key path of `DependencyValues`.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.read = { $0[keyPath: keyPath] }
  }

  /// A dependency read through its key type.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    let read: (DependencyValues) -> Value = { $0[key] }
    let box = UncheckedSendable(read)
    self.read = { box.value($0) }
  }

  /// A dependency whose type is its own key.
  public init(
    _ value: Value.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: TestDependencyKey, Value.Value == Value {
    let read: (DependencyValues) -> Value = { $0[value] }
    let box = UncheckedSendable(read)
    self.read = { box.value($0) }
  }

  /// The current value of the dependency.
  public var wrappedValue: Value { read(DependencyValues._current) }
}

/// Runs an operation with dependencies changed for its duration.
@discardableResult
public func withDependencies<R>(
  _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues._current
  try updateValuesForOperation(&values)
  return try DependencyValues.$_current.withValue(values) { try operation() }
}

/// Runs an async operation with dependencies changed for its duration.
@discardableResult
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues._current
  try await updateValuesForOperation(&values)
  return try await DependencyValues.$_current.withValue(values) { try await operation() }
}

/// Runs an operation with the dependencies `model` was created with (the stand-in does not record them per object:
/// it runs with the current ones).
@discardableResult
public func withDependencies<Model: AnyObject, R>(from model: Model, operation: () throws -> R) rethrows -> R {
  try operation()
}

/// Runs an operation with the dependencies `model` was created with, changed for its duration.
@discardableResult
public func withDependencies<Model: AnyObject, R>(
  from model: Model, _ updateValuesForOperation: (inout DependencyValues) throws -> Void, operation: () throws -> R
) rethrows -> R {
  try withDependencies(updateValuesForOperation, operation: operation)
}

/// Prepares global dependencies before anything reads them.
public func prepareDependencies(_ updateValues: (inout DependencyValues) throws -> Void) rethrows {
  var values = DependencyValues._current
  try updateValues(&values)
  reportIssue("prepareDependencies is not supported by the TCA stand-in")
}
