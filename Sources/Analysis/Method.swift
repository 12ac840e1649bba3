/// A method or initializer of a view model.
public struct Method: Sendable, Codable, Equatable {
  /// Base name (`load`, `init`).
  public var name: String
  /// 1-based line of `func`/`init`.
  public var line: Int
  /// Whether it is `async`.
  public var isAsync: Bool
  /// Whether it `throws` (typed or untyped).
  public var `throws`: Bool
  /// Parameters in order.
  public var parameters: [Parameter]
  /// Result type text, if not `Void`.
  public var returnType: String?
  /// Access modifier, if written (`private`, `public`, …).
  public var access: String?
  /// Whether it is `static` or `class`.
  public var isStatic: Bool
  /// Body source text between the braces (exclusive), or nil for a requirement.
  public var body: String?
  /// 1-based line where the body text starts.
  public var bodyLine: Int
  /// Whether the declaration sits inside an `#if` region.
  public var isConditional: Bool
  /// The file declaring it when that is not the view model's own file (a method inherited from a superclass).
  public var file: String?
  /// Its generic parameter clause (`<Entity: Decodable>`), nil when it has none.
  public var genericParameters: String?
  /// `true` for a failable initializer (`init?`); nil otherwise, so the JSON of other methods is unchanged.
  public var isFailable: Bool?
  /// The framework delegate or observer protocol it implements (`CLLocationManagerDelegate`), whose callers are
  /// outside the app; nil for other methods, so their JSON is unchanged.
  public var callbackOf: String?

  /// Creates a method record.
  public init(
    name: String, line: Int, isAsync: Bool = false, throws: Bool = false, parameters: [Parameter] = [],
    returnType: String? = nil, access: String? = nil, isStatic: Bool = false, body: String? = nil,
    bodyLine: Int = 0, isConditional: Bool = false
  ) {
    self.name = name
    self.line = line
    self.isAsync = isAsync
    self.throws = `throws`
    self.parameters = parameters
    self.returnType = returnType
    self.access = access
    self.isStatic = isStatic
    self.body = body
    self.bodyLine = bodyLine
    self.isConditional = isConditional
  }

  /// Whether it is `private` or `fileprivate`.
  public var isPrivate: Bool { access == "private" || access == "fileprivate" }

  /// Its name with argument labels, as Swift names an overload: `login(ssoToken:)`, `load(_:page:)`.
  public var selector: String { name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }

  /// Whether a call writing `labels` (nil for an unlabeled argument) can call it: they are its first parameters'
  /// labels in order, and every parameter after them has a default.
  public func accepts(labels: [String?]) -> Bool {
    guard labels.count <= parameters.count else { return false }
    for (label, parameter) in zip(labels, parameters) where label != parameter.label { return false }
    return parameters[labels.count...].allSatisfy { $0.defaultValue != nil }
  }
}

/// One parameter of a method or initializer.
public struct Parameter: Sendable, Codable, Equatable {
  /// Argument label (`nil` when `_`).
  public var label: String?
  /// Internal name.
  public var name: String
  /// Type text.
  public var type: String
  /// Default value text, if any.
  public var defaultValue: String?

  /// Creates a parameter.
  public init(label: String?, name: String, type: String, defaultValue: String? = nil) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }
}
