import Analysis
import Foundation

/// One view model and its proposed TCA feature, as the report shows it.
public struct ReportFeature: Sendable, Codable, Equatable {
  /// Feature name (`QuizFeature`), or the view model's name when nothing was proposed.
  public var name: String
  /// Anchor id of its section (`feature-quizfeature`), unique in the report.
  public var anchor: String
  /// The view model's qualified name.
  public var viewModel: String
  /// `ObservableObject`, `Observable` or `Published`.
  public var kind: String
  /// File relative to the analyzed root.
  public var file: String
  /// 1-based line of the view model.
  public var line: Int
  /// Phase, when planned.
  public var phase: Int?
  /// Effort, when planned.
  public var effort: ReportEffort?
  /// Whether it sits in a cycle.
  public var inCycle: Bool
  /// Views and view controllers that own it.
  public var owners: [ReportOwner]
  /// Observed state.
  public var state: [ReportProperty]
  /// Methods.
  public var methods: [ReportMethod]
  /// Injected services and other dependencies (`name: Type`).
  public var dependencies: [String]
  /// Child feature (or view model) names.
  public var children: [String]
  /// Proposed code blocks.
  public var code: [CodeBlock]
  /// Dependency clients it uses, as anchors into the report's client section.
  public var clients: [ClientLink]
  /// Reducer cases with their conversion status.
  public var reducerCases: [ReducerCaseRow]
  /// Methods that did not become actions (kept as commented helpers).
  public var helpers: [HelperEntry]
  /// Conversion counts for this feature, when proposed.
  public var conversion: ConversionSummary?
  /// Checklist items, when planned.
  public var checklist: [ChecklistEntry]
  /// Things left for a person, with file:line, reason and guide.
  public var todos: [ReportTodo]
  /// Risks found while proposing.
  public var flags: [ReportFlag]

  /// Creates a feature entry.
  public init(
    name: String, anchor: String, viewModel: String, kind: String, file: String, line: Int, phase: Int? = nil,
    effort: ReportEffort? = nil, inCycle: Bool = false, owners: [ReportOwner] = [], state: [ReportProperty] = [],
    methods: [ReportMethod] = [], dependencies: [String] = [], children: [String] = [], code: [CodeBlock] = [],
    clients: [ClientLink] = [], reducerCases: [ReducerCaseRow] = [], helpers: [HelperEntry] = [],
    conversion: ConversionSummary? = nil,
    checklist: [ChecklistEntry] = [],
    todos: [ReportTodo] = [], flags: [ReportFlag] = []
  ) {
    self.name = name
    self.anchor = anchor
    self.viewModel = viewModel
    self.kind = kind
    self.file = file
    self.line = line
    self.phase = phase
    self.effort = effort
    self.inCycle = inCycle
    self.owners = owners
    self.state = state
    self.methods = methods
    self.dependencies = dependencies
    self.children = children
    self.code = code
    self.clients = clients
    self.reducerCases = reducerCases
    self.helpers = helpers
    self.conversion = conversion
    self.checklist = checklist
    self.todos = todos
    self.flags = flags
  }
}

/// A view or view controller owning a view model.
public struct ReportOwner: Sendable, Codable, Equatable {
  /// Type name.
  public var name: String
  /// `view`, `viewController` or `other`.
  public var kind: String
  /// File relative to the analyzed root.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// How it holds the view model (`StateObject`, `let`, …).
  public var wrapper: String
  /// Whether it holds a collection of the view model (`[Model]`), as a collection of stores once migrated; nil
  /// when it holds one.
  public var collection: Bool?

  /// How it holds the view model, as the reports print it: `State`, or `State, a collection`.
  public var holding: String { collection == true ? wrapper + ", a collection" : wrapper }

  /// Creates an owner entry.
  public init(name: String, kind: String, file: String, line: Int, wrapper: String) {
    self.name = name
    self.kind = kind
    self.file = file
    self.line = line
    self.wrapper = wrapper
  }
}

/// An observed property.
public struct ReportProperty: Sendable, Codable, Equatable {
  /// Name.
  public var name: String
  /// Type text, or `?` when unknown.
  public var type: String
  /// 1-based line.
  public var line: Int

  /// Creates a property entry.
  public init(name: String, type: String, line: Int) {
    self.name = name
    self.type = type
    self.line = line
  }
}

/// A view-model method.
public struct ReportMethod: Sendable, Codable, Equatable {
  /// Signature for people, e.g. `load(page:) async throws`.
  public var signature: String
  /// 1-based line.
  public var line: Int
  /// Whether it is `async`.
  public var isAsync: Bool

  /// Creates a method entry.
  public init(signature: String, line: Int, isAsync: Bool) {
    self.signature = signature
    self.line = line
    self.isAsync = isAsync
  }
}

/// A titled block of proposed Swift code.
public struct CodeBlock: Sendable, Codable, Equatable {
  /// What it is (`State`, `Action`, `GamesClient`, `QuizFeature.swift`).
  public var title: String
  /// The code, lines separated by `\n`.
  public var code: String

  /// Creates a block.
  public init(title: String, code: String) {
    self.title = title
    self.code = code
  }
}

/// A reducer case for a view-model method and how far the tool converted it.
public struct ReducerCaseRow: Sendable, Codable, Equatable {
  /// The view-model method (`init` for initializer work).
  public var method: String
  /// The action case it became.
  public var action: String
  /// 1-based line of the method, when known.
  public var line: Int?
  /// Full, partial or manual; nil when no conversion ran.
  public var status: ConversionStatus?

  /// Creates a row.
  public init(method: String, action: String, line: Int? = nil, status: ConversionStatus? = nil) {
    self.method = method
    self.action = action
    self.line = line
    self.status = status
  }
}

/// Something left for a person: where, why, and which guide explains it.
public struct ReportTodo: Sendable, Codable, Equatable {
  /// File relative to the analyzed root.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// Why, for a person.
  public var reason: String
  /// The guide's path, `MigrationGuides/<name>.md`, when one applies.
  public var guide: String?

  /// Creates a TODO; `guide` may be a bare name (`async-effects`) or a file name and is normalized.
  public init(file: String, line: Int, reason: String, guide: String? = nil) {
    self.file = file
    self.line = line
    self.reason = reason
    self.guide = guide.flatMap(ReportTodo.guidePath)
  }

  /// `async-effects` or `async-effects.md` → `MigrationGuides/async-effects.md`; nil for an empty name.
  public static func guidePath(_ name: String) -> String? {
    var name = name.trimmingCharacters(in: .whitespaces)
    if name.hasPrefix("MigrationGuides/") { name.removeFirst("MigrationGuides/".count) }
    guard !name.isEmpty else { return nil }
    return "MigrationGuides/" + (name.hasSuffix(".md") ? name : name + ".md")
  }
}

/// A risk or limitation found while proposing a feature.
public struct ReportFlag: Sendable, Codable, Equatable {
  /// Stable kind (`non-equatable-state`, …).
  public var code: String
  /// What to do, for a person.
  public var message: String
  /// File, when known.
  public var file: String?
  /// 1-based line, when known.
  public var line: Int?

  /// Creates a flag.
  public init(code: String, message: String, file: String? = nil, line: Int? = nil) {
    self.code = code
    self.message = message
    self.file = file
    self.line = line
  }
}

/// A service view models depend on.
public struct ReportService: Sendable, Codable, Equatable {
  /// Type name.
  public var name: String
  /// `protocol`, `class`, `struct` or `actor`.
  public var kind: String
  /// Where it is declared, `file:line`, or nil when outside the codebase.
  public var location: String?
  /// View models using it.
  public var usedBy: [String]

  /// Creates a service entry.
  public init(name: String, kind: String, location: String?, usedBy: [String]) {
    self.name = name
    self.kind = kind
    self.location = location
    self.usedBy = usedBy
  }
}

/// Diagnostics sharing a code.
public struct DiagnosticGroup: Sendable, Codable, Equatable {
  /// The shared code (`unknown-type`, …).
  public var code: String
  /// The diagnostics, sorted by file, line, column.
  public var items: [ReportDiagnostic]

  /// Creates a group.
  public init(code: String, items: [ReportDiagnostic]) {
    self.code = code
    self.items = items
  }
}

/// One diagnostic.
public struct ReportDiagnostic: Sendable, Codable, Equatable {
  /// File relative to the analyzed root.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// `note`, `warning` or `error`.
  public var severity: String
  /// Message for a person.
  public var message: String

  /// Creates a diagnostic entry.
  public init(file: String, line: Int, column: Int, severity: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }
}

/// A proposed `@DependencyClient`, shown once in the report.
public struct ReportClient: Sendable, Codable, Equatable {
  /// Client type name (`GameClient`).
  public var name: String
  /// The service it replaces.
  public var service: String
  /// Anchor id of its section (`client-gameclient`).
  public var anchor: String
  /// Features using it.
  public var usedBy: [String]
  /// The proposed code.
  public var code: String

  /// Creates a client entry; the anchor is derived from the name when nil.
  public init(name: String, service: String, usedBy: [String], code: String, anchor: String? = nil) {
    self.name = name
    self.service = service
    self.anchor = anchor ?? "client-" + AnchorSet.slug(name)
    self.usedBy = usedBy
    self.code = code
  }
}

/// A feature's reference to a client section.
public struct ClientLink: Sendable, Codable, Equatable {
  /// Client type name.
  public var name: String
  /// Anchor of its section, nil when the client was not proposed.
  public var anchor: String?

  /// Creates a link.
  public init(name: String, anchor: String?) {
    self.name = name
    self.anchor = anchor
  }
}

/// A view-model method that did not become an action, and why.
public struct HelperEntry: Sendable, Codable, Equatable {
  /// Method name.
  public var name: String
  /// 1-based line.
  public var line: Int
  /// Why it is not an action, for a person.
  public var reason: String

  /// Creates an entry.
  public init(name: String, line: Int, reason: String) {
    self.name = name
    self.line = line
    self.reason = reason
  }
}
