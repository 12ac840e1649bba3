import Analysis
import Outline

/// Swift expressions that build a value of a type, for the State and payloads of generated tests.
public struct SampleValues: Sendable {
  /// The codebase's model types by qualified name.
  public var models: [String: ModelType]

  /// Qualified names of nested models by their last component (`Platform` → `["Game.Platform"]`).
  private var nestedByName: [String: [String]] = [:]
  /// Qualified names of every model by its last component, built once per run rather than once per feature.
  public private(set) var byLastName: [String: [String]] = [:]

  /// Creates a builder over `models`.
  public init(models: [String: ModelType]) {
    self.models = models
    for name in models.keys {
      guard let dot = name.lastIndex(of: ".") else {
        byLastName[name, default: []].append(name)
        continue
      }
      let last = String(name[name.index(after: dot)...])
      nestedByName[last, default: []].append(name)
      byLastName[last, default: []].append(name)
    }
  }

  /// An expression of type `type` (resolved from inside `context`, a qualified type name), nil when none is known.
  public func value(for type: String, context: String? = nil) -> String? {
    value(for: type, context: context, depth: 0)
  }

  private func value(for written: String, context: String?, depth: Int) -> String? {
    let type = String(LineText.trimmed(written))
    guard depth < 5, !type.isEmpty else { return nil }
    if let builtin = TypeText.defaultValue(for: type) { return builtin }
    switch type {
    case "Date": return "Date(timeIntervalSince1970: 0)"
    case "UUID": return "UUID(0)"
    case "URL": return "URL(string: \"https://example.com\")!"
    case "Data": return "Data()"
    case "Character": return "\"a\""
    case "CGPoint": return "CGPoint(x: 0, y: 0)"
    case "CGSize": return "CGSize(width: 0, height: 0)"
    case "CGRect": return "CGRect(x: 0, y: 0, width: 0, height: 0)"
    case "Locale": return "Locale(identifier: \"en_US_POSIX\")"
    case "TimeZone": return "TimeZone(identifier: \"UTC\")!"
    case "Calendar": return "Calendar(identifier: .gregorian)"
    default: break
    }
    // `Result<[Item], LoadError>`: a success with a sample of its value.
    if type.hasPrefix("Result<"), type.hasSuffix(">") {
      let arguments = TypeText.tupleElementTypes("(" + type.dropFirst("Result<".count).dropLast() + ")")
      guard let success = arguments.first ?? nil else { return nil }
      if success == "Void" || success == "()" { return ".success(())" }
      return value(for: success, context: context, depth: depth + 1).map { ".success(\($0))" }
    }
    if let closure = closure(type, context: context, depth: depth) { return closure }
    // A tuple, `([Review], String?)`: a sample of each element.
    let elements = TypeText.tupleElementTypes(type)
    if elements.count > 1 {
      let values = elements.map { $0.flatMap { value(for: $0, context: context, depth: depth + 1) } }
      guard values.allSatisfy({ $0 != nil }) else { return nil }
      return "(" + values.compactMap { $0 }.joined(separator: ", ") + ")"
    }
    // Point-Free's `Tagged<Meeting, UUID>`: a sample of its raw value; written as `.init(rawValue:)` where the place
    // gives the type (an argument), and whole where the tag is a type a test can name.
    if type.hasPrefix("Tagged<"), type.hasSuffix(">") {
      let arguments = TypeText.tupleElementTypes("(" + type.dropFirst("Tagged<".count).dropLast() + ")")
      guard arguments.count == 2, let tag = arguments[0], let raw = arguments[1],
        let rawValue = value(for: raw, context: context, depth: depth + 1)
      else { return nil }
      if depth > 0 { return ".init(rawValue: \(rawValue))" }
      return tag == "Self" ? nil : "\(type)(rawValue: \(rawValue))"
    }
    if type.hasSuffix(".ID"), let owner = resolve(String(type.dropLast(3)), from: context),
      let id = models[owner]?.storedProperties.first(where: { $0.name == "id" })?.type
    {
      return value(for: id, context: owner, depth: depth + 1)
    }
    if let generic = genericMemberwise(type, context: context, depth: depth) { return generic }
    guard let name = resolve(type, from: context), let model = models[name] else { return nil }
    switch model.kind {
    case .enum:
      return model.cases.first { $0.associatedTypes.isEmpty }.map { "\(name).\($0.name)" }
    case .struct:
      if model.initializers.isEmpty, let call = memberwise(model, depth: depth) { return call }
      return initializerCall(model, candidates: model.initializers + model.extensionInitializers, depth: depth)
    case .class, .actor:
      return initializerCall(model, candidates: model.initializers + model.extensionInitializers, depth: depth)
        ?? (model.initializers.isEmpty && model.storedProperties.allSatisfy(\.hasDefault) ? "\(name)()" : nil)
    default:
      return nil
    }
  }

  /// A closure of function type `type` ignoring its arguments and returning a sample of its result (`{ _ in }`).
  private func closure(_ type: String, context: String?, depth: Int) -> String? {
    guard let parts = TypeText.functionParts(type) else { return nil }
    let count = parts.parameters == "()" ? 0 : TypeText.tupleElementTypes(parts.parameters).count
    guard count > 0 || parts.parameters == "()" else { return nil }
    let arguments = count == 0 ? "" : " " + Array(repeating: "_", count: count).joined(separator: ", ") + " in"
    if parts.result == "Void" || parts.result == "()" { return count == 0 ? "{}" : "{" + arguments + " }" }
    guard let result = value(for: parts.result, context: context, depth: depth + 1) else { return nil }
    return "{" + arguments + " " + result + " }"
  }

  private func memberwise(_ model: ModelType, depth: Int) -> String? {
    var arguments: [String] = []
    for property in model.memberwiseParameters where !property.hasDefault {
      guard let type = property.type, let value = value(for: type, context: model.name, depth: depth + 1) else {
        return nil
      }
      arguments.append("\(property.name): \(value)")
    }
    return "\(model.name)(\(arguments.joined(separator: ", ")))"
  }

  /// `Page<Episode>(items: [], nextCursor: nil)` for a generic struct of the codebase with a memberwise initializer,
  /// its members' types read with the type arguments in place of its generic parameters.
  private func genericMemberwise(_ type: String, context: String?, depth: Int) -> String? {
    guard type.hasSuffix(">"), let open = type.firstIndex(of: "<"),
      let name = resolve(String(type[..<open]), from: context), let model = models[name], model.kind == .struct,
      !model.genericParameters.isEmpty, model.initializers.isEmpty
    else { return nil }
    let arguments = TypeText.tupleElementTypes("(" + type[type.index(after: open)...].dropLast() + ")")
    guard arguments.count == model.genericParameters.count, arguments.allSatisfy({ $0 != nil }) else { return nil }
    var values: [String] = []
    for property in model.memberwiseParameters where !property.hasDefault {
      guard var member = property.type else { return nil }
      for (parameter, argument) in zip(model.genericParameters, arguments) {
        member = LineText.replacingWord(parameter, with: argument ?? "", in: member)
      }
      guard let value = value(for: member, context: model.name, depth: depth + 1) else { return nil }
      values.append("\(property.name): \(value)")
    }
    let written = arguments.compactMap { $0 }.joined(separator: ", ")
    return "\(name)<\(written)>(\(values.joined(separator: ", ")))"
  }

  private func initializerCall(_ model: ModelType, candidates: [[ParameterDeclaration]], depth: Int) -> String? {
    for parameters in candidates {
      var arguments: [String] = []
      var complete = true
      for parameter in parameters where parameter.defaultValue == nil {
        guard let value = value(for: parameter.type, context: model.name, depth: depth + 1) else {
          complete = false
          break
        }
        arguments.append(parameter.label.map { "\($0): \(value)" } ?? value)
      }
      if complete { return "\(model.name)(\(arguments.joined(separator: ", ")))" }
    }
    return nil
  }

  /// The qualified model name `written` refers to from inside `context`.
  private func resolve(_ written: String, from context: String?) -> String? {
    if var scope = context {
      while true {
        if models[scope + "." + written] != nil { return scope + "." + written }
        guard let dot = scope.lastIndex(of: ".") else { break }
        scope = String(scope[..<dot])
      }
    }
    if models[written] != nil { return written }
    let matches = nestedByName[written] ?? []
    return matches.count == 1 ? matches.first : nil
  }
}
