import Foundation

/// A key that loads a shared value from some storage.
public protocol SharedReaderKey<Value>: Sendable {
  /// The value the key stores.
  associatedtype Value
  /// The identity of the storage location.
  var id: String { get }
}

/// A key that can also save a shared value.
public protocol SharedKey<Value>: SharedReaderKey {}

/// Storage of shared values, separate per test.
final class SharedStorage: @unchecked Sendable {
  static let shared = SharedStorage()
  private let lock = NSRecursiveLock()
  private var boxes: [String: AnyObject] = [:]

  func box<Value>(for id: String, default makeDefault: () -> Value) -> SharedBox<Value> {
    let scope = TestScope.currentID ?? "live"
    let key = "\(scope)|\(id)"
    lock.lock()
    defer { lock.unlock() }
    if let box = boxes[key] as? SharedBox<Value> { return box }
    let box = SharedBox(makeDefault())
    boxes[key] = box
    return box
  }
}

/// The reference a shared value lives in.
final class SharedBox<Value>: @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private var _value: Value

  init(_ value: Value) { self._value = value }

  var value: Value { lock.withLock { _value } }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&_value)
  }
}

/// A value shared between features, backed by optional persistence.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value>: @unchecked Sendable {
  let box: AnyObject
  private let read: @Sendable () -> Value
  private let modify: @Sendable ((inout Value) -> Void) -> Void

  init(box: SharedBox<Value>) {
    self.box = box
    self.read = { box.value }
    self.modify = { body in box.withLock { body(&$0) } }
  }

  private init(
    box: AnyObject, read: @escaping @Sendable () -> Value, modify: @escaping @Sendable ((inout Value) -> Void) -> Void
  ) {
    self.box = box
    self.read = read
    self.modify = modify
  }

  /// A shared value that is not persisted.
  public init(value: sending Value) {
    self.init(box: SharedBox(value))
  }

  /// A shared value at a key, starting from a default when storage has none.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(box: SharedStorage.shared.box(for: key.id, default: wrappedValue))
  }

  /// A shared value at a key whose value is optional.
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(box: SharedStorage.shared.box(for: key.id, default: { nil }))
  }

  /// A shared value at a key that carries its own default.
  public init(_ key: (some SharedKey<Value>).Default) {
    self.init(box: SharedStorage.shared.box(for: key.id, default: key.defaultValue))
  }

  /// A shared reference from its projection.
  public init(projectedValue: Self) { self = projectedValue }

  /// The current value; change it with `withLock`.
  public var wrappedValue: Value { read() }

  /// The shared reference.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Mutates the value under a lock.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    var result: Result<R, any Error>?
    withoutActuallyEscaping(operation) { operation in
      let box = UncheckedSendable(operation)
      modify { value in result = Result { try box.value(&value) } }
    }
    switch result {
    case .success(let value)?: return value
    case .failure(let error)?: try { throw error }()
    case nil: break
    }
    fatalError("Shared.withLock did not run")
  }

  /// A shared reference to the element with an id of a shared identified array; its value is nil once removed.
  public subscript<ID: Hashable & Sendable, Element>(id id: ID) -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    self[dynamicMember: \.[id: id]]
  }

  /// A shared reference to the value of an optional one, or nil when it is nil now; it keeps its last value
  /// once the optional becomes nil.
  public init?(_ base: Shared<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    let last = SharedBox(initial)
    let (read, modify) = (base.read, base.modify)
    self.init(
      box: base.box,
      read: {
        if let value = read() { last.withLock { $0 = value } }
        return last.value
      },
      modify: { body in
        modify { value in
          guard var unwrapped = value else { return }
          body(&unwrapped)
          value = unwrapped
        }
      })
  }

  /// A shared reference to a member of the value.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member> {
    let read = self.read
    let modify = self.modify
    let path = UncheckedSendable(keyPath)
    return Shared<Member>(
      box: box,
      read: { read()[keyPath: path.value] },
      modify: { body in modify { body(&$0[keyPath: path.value]) } }
    )
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Shared values are equal when their current values are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the current value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The current value's id.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The current value.
  public var description: String { "#\(wrappedValue)" }
}

/// A read-only shared value.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value>: @unchecked Sendable {
  private let read: @Sendable () -> Value

  /// A reader of a shared reference.
  public init(_ shared: Shared<Value>) { self.read = { shared.wrappedValue } }

  /// A constant reader.
  public init(value: sending Value) {
    let box = SharedBox(value)
    self.read = { box.value }
  }

  /// A reader at a key, starting from a default when storage has none.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    let box = SharedStorage.shared.box(for: key.id, default: wrappedValue)
    self.read = { box.value }
  }

  /// A reader from its projection.
  public init(projectedValue: Self) { self = projectedValue }

  /// The current value.
  public var wrappedValue: Value { read() }

  /// The reader.
  public var projectedValue: Self { self }

  /// A reader of a member of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    let read = self.read
    let path = UncheckedSendable(keyPath)
    return SharedReader<Member>(reading: { read()[keyPath: path.value] })
  }

  private init(reading: @escaping @Sendable () -> Value) { self.read = reading }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Readers are equal when their current values are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

/// A key persisting a value in user defaults (in memory, per test, in the stand-in).
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  /// The storage identity.
  public var id: String { "appStorage:\(key)" }
}

/// A key persisting a value in a JSON file (in memory, per test, in the stand-in).
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  /// The storage identity.
  public var id: String { "fileStorage:\(url.absoluteString)" }
}

extension SharedReaderKey {
  /// This key with a default value, for type-safe keys used as `@Shared(.key) var value`.
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key wrapped with the value used when its storage has none.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  /// The wrapped key's value.
  public typealias Value = Base.Value
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The wrapped key's storage identity.
  public var id: String { base.id }

  /// `key`, starting from `value` when its storage has none.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {}

/// A key holding a value in memory.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let key: String
  /// The storage identity.
  public var id: String { "inMemory:\(key)" }
}

extension SharedReaderKey {
  /// A `Bool` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> { AppStorageKey(key: key) }
  /// An `Int` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> { AppStorageKey(key: key) }
  /// A `Double` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> { AppStorageKey(key: key) }
  /// A `String` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> { AppStorageKey(key: key) }
  /// A `[String]` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]> { AppStorageKey(key: key) }
  /// A `URL` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> { AppStorageKey(key: key) }
  /// A `Data` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> { AppStorageKey(key: key) }
  /// A `Date` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> { AppStorageKey(key: key) }
  /// A string-backed raw representable value in user defaults.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> { AppStorageKey(key: key) }
  /// An integer-backed raw representable value in user defaults.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> { AppStorageKey(key: key) }
  /// An optional `Bool` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> { AppStorageKey(key: key) }
  /// An optional `Int` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> { AppStorageKey(key: key) }
  /// An optional `Double` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> { AppStorageKey(key: key) }
  /// An optional `String` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> { AppStorageKey(key: key) }
  /// An optional `[String]` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]?> { AppStorageKey(key: key) }
  /// An optional `URL` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> { AppStorageKey(key: key) }
  /// An optional `Data` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> { AppStorageKey(key: key) }
  /// An optional `Date` in user defaults.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> { AppStorageKey(key: key) }
  /// An optional string-backed raw representable value in user defaults.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> { AppStorageKey(key: key) }
  /// An optional integer-backed raw representable value in user defaults.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value?> { AppStorageKey(key: key) }

  /// A codable value in a file.
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> { FileStorageKey(url: url) }

  /// A value in memory.
  public static func inMemory<Value: Sendable>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key: key)
  }
}
