import Analysis

/// `Equatable` for the app's own enums and structs that State holds but that do not declare it: written by hand in
/// the feature file (a conformance in another file cannot be synthesized), once per type across all features.
enum ModelEquatable {
  /// Conformances that are synthesized or imply `Equatable`.
  static let equatableConformances: Set<String> = ["Equatable", "Hashable", "Comparable", "Error"]
  /// Standard types known to be `Equatable`.
  static let standardTypes: Set<String> = [
    "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Bool", "Date", "UUID", "URL", "Data",
  ]

  /// Adds the missing conformances to the first feature whose State needs each type.
  static func apply(to features: inout [FeatureProposal], models: [String: ModelType]) {
    var written: Set<String> = []
    for index in features.indices {
      for field in features[index].state {
        for name in typeNames(in: field.type ?? "") where !written.contains(name) {
          guard let model = models[name], let code = conformance(for: model, models: models) else { continue }
          written.insert(name)
          features[index].modelConformances.append(code)
        }
      }
    }
  }

  /// The type names `type` writes, a member type whole (`CountriesList.SortOrder`, not the namespace `CountriesList`
  /// it is read through).
  static func typeNames(in type: String) -> [String] {
    type.utf8.split { !LineText.isIdentifierASCII($0) && $0 < 0x80 && $0 != 0x2E }
      .map { String(decoding: $0, as: UTF8.self) }
      .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".") }
  }

  /// The extension making `model` Equatable (as `name`, its name in the generated code), or nil when it already is
  /// or one of its parts is not (`assumingUndeclared`: a type the codebase does not declare is taken to be, as a
  /// synthesized conformance would take it). A class compares its stored properties, as a struct would.
  static func conformance(
    for model: ModelType, named name: String? = nil, models: [String: ModelType], assumingUndeclared: Bool = false
  ) -> [String]? {
    guard !declaresEquatable(model), [.enum, .struct, .class].contains(model.kind) else { return nil }
    // An enum without associated values (or a caseless namespace) is Equatable already.
    if model.kind == .enum && model.cases.allSatisfy(\.associatedTypes.isEmpty) { return nil }
    let name = name ?? model.name
    let generics = Set(model.genericParameters)
    let parts = parts(of: model)
    // A closure never compares: it is left out of `==`, and the comment says so. An error compares by its
    // `localizedDescription`.
    let compared = parts.filter { !isClosure($0) }
    guard
      compared.allSatisfy({
        isError($0) || isEquatable($0, generics: generics, models: models, assumingUndeclared: assumingUndeclared)
      })
    else {
      return nil
    }
    let condition =
      model.genericParameters.isEmpty
      ? "" : " where " + model.genericParameters.map { "\($0): Equatable" }.joined(separator: ", ")
    let advice =
      model.kind == .class
      ? "better: make `\(name)` a struct (State holds values; this compares its stored properties)."
      : "better: declare `Equatable` on `\(name)` itself."
    // A class that is not final cannot use `Self` outside a protocol requirement's own declaration.
    let operand = model.kind == .class ? name : "Self"
    var lines = ["// `State` is Equatable and holds `\(name)`; \(advice)"]
    if compared.count < parts.count {
      lines.append("// Its closures are not compared; better: keep closures out of State (send an action instead).")
    }
    if parts.contains(where: isError) {
      lines.append("// Its errors compare by `localizedDescription`; better: keep the message in State, not the error.")
    }
    lines += [
      "extension \(name): Equatable\(condition) {",
      "  \(model.isPublic ? "public " : "")static func == (lhs: \(operand), rhs: \(operand)) -> Bool {",
    ]
    if model.kind != .enum {
      let comparisons = model.storedProperties.filter { !isClosure($0.type ?? "") }.map {
        comparison("lhs.\($0.name)", "rhs.\($0.name)", type: $0.type ?? "")
      }
      if comparisons.count > 3 {
        // One comparison a line past three: a reviewer reads a column, not a line of several hundred characters.
        lines.append("    " + comparisons[0])
        lines += comparisons.dropFirst().map { "      && " + $0 }
      } else {
        lines.append("    " + (comparisons.isEmpty ? "true" : comparisons.joined(separator: " && ")))
      }
    } else {
      lines.append("    switch (lhs, rhs) {")
      for item in model.cases {
        let indices = item.associatedTypes.indices.filter { !isClosure(item.associatedTypes[$0]) }
        if indices.isEmpty {
          lines.append("    case (.\(item.name), .\(item.name)): return true")
        } else {
          func pattern(_ side: String) -> String {
            item.associatedTypes.indices.map { indices.contains($0) ? "\(side)\($0)" : "_" }.joined(separator: ", ")
          }
          let test = indices.map { comparison("l\($0)", "r\($0)", type: item.associatedTypes[$0]) }
            .joined(separator: " && ")
          lines.append("    case let (.\(item.name)(\(pattern("l"))), .\(item.name)(\(pattern("r")))): return \(test)")
        }
      }
      if model.cases.count > 1 { lines.append("    default: return false") }
      lines.append("    }")
    }
    lines += ["  }", "}"]
    return lines
  }

  /// Whether a part of `model` (a stored property or an associated value) is a closure or an error, which keep a
  /// synthesized `Equatable` from compiling.
  static func holdsUnsynthesizable(_ model: ModelType) -> Bool {
    parts(of: model).contains { isClosure($0) || isError($0) }
  }

  /// The types `==` compares: an enum's associated values, the stored properties of a struct or class.
  private static func parts(of model: ModelType) -> [String] {
    model.kind == .enum ? model.cases.flatMap(\.associatedTypes) : model.storedProperties.map { $0.type ?? "" }
  }

  /// Whether `type` is a function type (`() -> Void`, `@escaping (Int) -> Void`, optional or not).
  private static func isClosure(_ type: String) -> Bool { TextScan.containsBytes(type, "->") }

  /// Whether `type` is an error existential (`Error`, `any Error`, `Swift.Error`, optional or not).
  private static func isError(_ type: String) -> Bool {
    var base = TypeText.unwrapped(type)
    if base.hasPrefix("("), base.hasSuffix(")") { base = String(base.dropFirst().dropLast()) }
    return ["Error", "Swift.Error"].contains(TypeText.stripExistential(base))
  }

  /// `left == right` for a part of `type`: an error by its description.
  private static func comparison(_ left: String, _ right: String, type: String) -> String {
    guard isError(type) else { return "\(left) == \(right)" }
    let optional = TypeText.isOptional(type) ? "?" : ""
    return "\(left)\(optional).localizedDescription == \(right)\(optional).localizedDescription"
  }

  private static func declaresEquatable(_ model: ModelType) -> Bool {
    model.inheritance.contains { equatableConformances.contains(TypeText.stripExistential($0)) }
  }

  private static func isEquatable(
    _ type: String, generics: Set<String>, models: [String: ModelType], assumingUndeclared: Bool
  ) -> Bool {
    let names = TypeText.identifiers(in: type).filter { !["Optional", "Array", "Set", "Dictionary"].contains($0) }
    guard !names.isEmpty, !TextScan.containsBytes(type, "->"), !TextScan.containsBytes(type, "any ") else {
      return false
    }
    return names.allSatisfy { name in
      standardTypes.contains(name) || generics.contains(name)
        || (models[name].map {
          declaresEquatable($0) || $0.kind == .enum && $0.cases.allSatisfy(\.associatedTypes.isEmpty)
        } ?? assumingUndeclared)
    }
  }
}
