/// A type that provides a collection of all of its case paths.
public protocol CasePathable {
  /// A type holding one case path per case.
  associatedtype AllCasePaths
  /// All case paths of this type.
  static var allCasePaths: AllCasePaths { get }
}

/// A path that can embed a value in an enum case and extract it back out.
public struct AnyCasePath<Root, Value>: Sendable {
  private let _embed: @Sendable (Value) -> Root
  private let _extract: @Sendable (Root) -> Value?

  /// A case path from embed and extract functions.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = extract
  }

  /// A case path from a case key path.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    let box = UncheckedSendable(keyPath)
    self.init(embed: { box.value($0) }, extract: { box.value.extract(from: $0) })
  }

  /// Embeds a value in the root.
  public func embed(_ value: Value) -> Root { _embed(value) }

  /// Extracts the value from the root, if it is in this case.
  public func extract(from root: Root) -> Value? { _extract(root) }
}

extension AnyCasePath {
  /// A case path from closures that are only ever read, treated as `Sendable`.
  init(unchecked embed: @escaping (Value) -> Root, extract: @escaping (Root) -> Value?) {
    let box = UncheckedSendable((embed, extract))
    self.init(embed: { box.value.0($0) }, extract: { box.value.1($0) })
  }
}

extension AnyCasePath where Root == Value {
  /// The identity case path.
  public init() { self.init(embed: { $0 }, extract: { $0 }) }
}

/// Wraps an enum type so key paths through it are case key paths.
@dynamicMemberLookup
public struct Case<Value>: Sendable {
  let _embed: @Sendable (Value) -> Any
  let _extract: @Sendable (Any) -> Value?

  /// A case from embed and extract functions for a root type.
  public init<Root>(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self._embed = embed
    self._extract = { ($0 as? Root).flatMap(extract) }
  }

  /// The identity case.
  public init() {
    self.init(embed: { $0 }, extract: { $0 })
  }

  /// Appends the case path of a case of the value.
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> Case<AppendedValue> where Value: CasePathable {
    get {
      appending(Value.allCasePaths[keyPath: keyPath])
    }
    set {}
  }

  /// This case followed by a case path of its value.
  func appending<AppendedValue>(_ path: AnyCasePath<Value, AppendedValue>) -> Case<AppendedValue> {
    let embed = _embed
    let extract = _extract
    return Case<AppendedValue>(
      anyEmbed: { embed(path.embed($0)) },
      anyExtract: { extract($0).flatMap(path.extract(from:)) }
    )
  }

  init(anyEmbed: @escaping @Sendable (Value) -> Any, anyExtract: @escaping @Sendable (Any) -> Value?) {
    self._embed = anyEmbed
    self._extract = anyExtract
  }

  /// Embeds a value in the root this case was derived from.
  public func embed(_ value: Value) -> Any { _embed(value) }

  /// Extracts the value from a root.
  public func extract(from root: Any) -> Value? { _extract(root) }
}

/// A key path to the associated value of an enum case.
public typealias CaseKeyPath<Root, Value> = WritableKeyPath<Case<Root>, Case<Value>>

/// A case key path with its value type erased.
public typealias PartialCaseKeyPath<Root> = PartialKeyPath<Case<Root>>

extension WritableKeyPath {
  /// Embeds a value in an enum at this case key path's case.
  public func callAsFunction<Enum, AssociatedValue>(_ value: AssociatedValue) -> Enum
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    guard let root = Case<Enum>()[keyPath: self].embed(value) as? Enum else {
      fatalError("case key path \(self) cannot embed a value")
    }
    return root
  }

  /// Returns the enum for this case key path's case without an associated value.
  public func callAsFunction<Enum>() -> Enum where Root == Case<Enum>, Value == Case<Void> {
    callAsFunction(())
  }
}

extension KeyPath {
  /// Extracts the associated value of this case key path's case from an enum.
  public func extract<Enum, AssociatedValue>(from root: Enum) -> AssociatedValue?
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    Case<Enum>()[keyPath: self].extract(from: root)
  }

  /// Whether an enum is in this case key path's case.
  public static func ~= <Enum: CasePathable, AssociatedValue>(lhs: KeyPath, rhs: Enum) -> Bool
  where Root == Case<Enum>, Value == Case<AssociatedValue> {
    lhs.extract(from: rhs) != nil
  }
}

extension CasePathable {
  /// The namespace of case key paths of this type: `\Self.Cases.someCase`.
  public typealias Cases = Case<Self>

  /// Extracts the associated value at a case key path.
  public subscript<Value>(case keyPath: KeyPath<Case<Self>, Case<Value>>) -> Value? {
    keyPath.extract(from: self)
  }

  /// Extracts an associated value by case name, for `@dynamicMemberLookup` enums.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>) -> Value? {
    Self.allCasePaths[keyPath: keyPath].extract(from: self)
  }

  /// Whether this value is in the case of a case key path.
  public func `is`(_ keyPath: PartialCaseKeyPath<Self>) -> Bool {
    (Case<Self>()[keyPath: keyPath] as? any _AnyCase)?.matches(self) == true
  }

  /// Modifies the associated value in place when the case matches.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    yield: (inout Value) -> Void
  ) {
    guard var value = keyPath.extract(from: self) else {
      reportIssue("Can't modify '\(Self.self)' via case key path: the case does not match")
      return
    }
    yield(&value)
    self = keyPath(value)
  }
}

private protocol _AnyCase {
  func matches(_ root: Any) -> Bool
}

extension Case: _AnyCase {
  fileprivate func matches(_ root: Any) -> Bool { extract(from: root) != nil }
}

extension Result: CasePathable {
  /// The case paths of `Result`.
  public struct AllCasePaths: Sendable {
    /// The `success` case.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case .success(let value) = $0 else { return nil }
          return value
        }
      )
    }
    /// The `failure` case.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case .failure(let value) = $0 else { return nil }
          return value
        }
      )
    }
  }

  /// The case paths of `Result`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Optional: CasePathable {
  /// The case paths of `Optional`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The `none` case.
    public var none: AnyCasePath<Optional, Void> {
      AnyCasePath(
        embed: { .none },
        extract: {
          guard case .none = $0 else { return nil }
          return ()
        }
      )
    }
    /// The `some` case.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }

    /// A case of the wrapped enum, through `some`.
    public subscript<Member>(
      dynamicMember keyPath: KeyPath<Wrapped.AllCasePaths, AnyCasePath<Wrapped, Member>>
    ) -> AnyCasePath<Optional, Member> where Wrapped: CasePathable {
      let path = Wrapped.allCasePaths[keyPath: keyPath]
      let embed: (Member) -> Optional = { .some(path.embed($0)) }
      let extract: (Optional) -> Member? = { $0.flatMap(path.extract(from:)) }
      return AnyCasePath(unchecked: embed, extract: extract)
    }
  }

  /// The case paths of `Optional`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Never: CasePathable {
  /// `Never` has no cases.
  public struct AllCasePaths: Sendable {}
  /// `Never` has no cases.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A value that is treated as `Sendable` because the stand-in only reads it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
