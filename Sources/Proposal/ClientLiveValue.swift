import Analysis

/// How the `liveValue` of a client wrapping a view model reaches the old object, and the flags when it cannot.
enum ClientLiveValue {
  /// `SessionManager.shared` for a singleton, `Store()` when an initializer needs no argument; nil otherwise (no
  /// constructor is invented).
  static func expression(for model: ViewModel) -> String? {
    if let singleton = model.singleton { return "\(model.name).\(singleton)" }
    let defaultInitializer =
      model.initializers.isEmpty
      ? storedPropertiesHaveValues(model)
      : model.initializers.contains { initializer in
        !initializer.isPrivate && initializer.parameters.allSatisfy { $0.defaultValue != nil }
      }
    return defaultInitializer ? "\(model.name)()" : nil
  }

  /// Whether `expression` names an existing instance (`X.shared`) rather than creating one (`X()`).
  static func isInstanceReference(_ expression: String) -> Bool {
    !TextScan.containsBytes(expression, "(")
  }

  /// Whether `expression` is `Type()` or an instance `Type` holds (`Type.shared`), for `type`.
  static func isOwnInstance(_ expression: String, of type: String) -> Bool {
    guard expression != type + "()" else { return true }
    guard expression.hasPrefix(type + ".") else { return false }
    let member = expression.utf8.dropFirst(type.utf8.count + 1)
    return !member.isEmpty && member.allSatisfy(LineText.isIdentifierASCII)
  }

  /// Whether `expression` is the own instance of a view model in `sendable`, the ones declared `Sendable`
  /// (`final class DownloadManager: ObservableObject, @unchecked Sendable`).
  static func isSendableModelInstance(_ expression: String, sendable: Set<String>) -> Bool {
    let type = expression.prefix { $0 != "." && $0 != "(" }
    return sendable.contains(String(type)) && isOwnInstance(expression, of: String(type))
  }

  /// The flag of a client view model whose live object cannot be built here.
  static func unbuiltFlag(for model: ViewModel) -> ProposalFlag {
    let initializers = model.initializers.map { initializer in
      "`init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")`"
    }
    let created = initializers.isEmpty ? "" : " and is created with " + initializers.joined(separator: " or ")
    return ProposalFlag(
      code: "no-live-instance",
      message:
        "`\(model.name)` has no shared instance\(created); build the app's instance in `liveValue` of"
        + " \(FeatureNaming.clientName(forService: model.name)) by hand (until then every endpoint is unimplemented)",
      line: model.line)
  }

  /// The flag of a main-actor service that `liveValue` would have to create.
  static func isolatedConstructorFlag(service: Service, expression: String) -> ProposalFlag {
    ProposalFlag(
      code: "main-actor-live-instance",
      message:
        "`\(service.name)` is isolated to the main actor, so the nonisolated `liveValue` of"
        + " \(FeatureNaming.clientName(forService: service.name)) cannot create `\(expression)`; give it a shared"
        + " instance (`static let shared`) or build it on the main actor by hand",
      line: service.line)
  }

  /// Without an initializer a class gets `init()` only when every stored property has an initial value.
  private static func storedPropertiesHaveValues(_ model: ViewModel) -> Bool {
    model.published.allSatisfy { $0.initialValue != nil || $0.type?.hasSuffix("?") == true }
      && (model.constants + model.combine).allSatisfy { $0.initialValue != nil || $0.type?.hasSuffix("?") == true }
      && model.dependencies.allSatisfy { $0.defaultValue != nil }
  }
}
