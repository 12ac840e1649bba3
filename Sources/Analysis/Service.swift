/// A protocol or class that view models depend on.
public struct Service: Sendable, Codable, Equatable {
  /// What declares the service.
  public enum Kind: String, Sendable, Codable, Equatable {
    /// A protocol.
    case `protocol`
    /// A class.
    case `class`
    /// A struct.
    case `struct`
    /// An actor.
    case actor
  }

  /// Whether a type name reads like a service (`…Service`, `…Client`, `…Repository`, `UserDefaults`, `URLSession` …).
  public static func looksLikeServiceName(_ name: String) -> Bool {
    TypeText.looksLikeService(TypeIndex.baseName(name))
  }

  /// Type name.
  public var name: String
  /// File path relative to the analyzed root, or nil when not declared in the codebase.
  public var file: String?
  /// 1-based line.
  public var line: Int
  /// Declaration kind.
  public var kind: Kind
  /// Method signatures (requirements for a protocol).
  public var methods: [Method]
  /// Concrete types in the codebase that conform to it (for protocols), sorted.
  public var conformers: [String]
  /// View models that depend on it, sorted.
  public var usedBy: [String]
  /// The global actor its declaration is isolated to (`MainActor`), nil when none.
  public var globalActor: String?
  /// Readable instance properties with a written type (or a literal default), as methods without parameters returning
  /// that type; nil when there are none.
  public var properties: [Method]?
  /// Its `@Published` properties with a known type, as methods without parameters returning that type: a client can
  /// stream their `$` publishers; nil when there are none.
  public var publishers: [Method]?
  /// The names of `properties` a caller may set (stored `var`s whose setter is not private); nil when none.
  public var settableProperties: [String]?
  /// For a concrete type no initializer of which can be called without arguments, the one to call (`init(storage:)`);
  /// nil when `Type()` builds it (or for a protocol).
  public var requiredInitializer: String?
  /// For a protocol, each conformer no initializer without arguments builds, with the one to call (`LiveStore`:
  /// `init(url:)`); nil when there is none.
  public var conformerInitializers: [String: String]?
  /// For a protocol, each conformer declaring a shared instance of itself, with that property (`LiveConnectivity`:
  /// `shared`); nil when there is none.
  public var conformerInstances: [String: String]?
  /// The static property holding its shared instance, when view models reach it that way (`shared`); nil otherwise.
  public var singleton: String?
  /// Imports of its files a client wrapping it may need (app modules its types come from); nil when none.
  public var imports: [String]?
  /// The `#if` condition its one declaration sits under (`SUBSCRIPTION`), which its client repeats; nil when none.
  public var condition: String?

  /// Creates a service record.
  public init(
    name: String, file: String?, line: Int, kind: Kind, methods: [Method] = [], conformers: [String] = [],
    usedBy: [String] = [], globalActor: String? = nil
  ) {
    self.name = name
    self.file = file
    self.line = line
    self.kind = kind
    self.methods = methods
    self.conformers = conformers
    self.usedBy = usedBy
    self.globalActor = globalActor
  }
}
