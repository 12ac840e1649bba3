import Foundation
import Outline

/// Finds SwiftUI views, view controllers and other types holding a view model, and what they use of it.
struct OwnerFinder {
  let index: TypeIndex
  let files: [ParsedFile]
  let viewModels: [String: ViewModel]
  /// The last name component of each view model: a type text names a view model only if it holds one of these.
  let viewModelNames: Set<Substring>

  init(index: TypeIndex, files: [ParsedFile], viewModels: [String: ViewModel]) {
    self.index = index
    self.files = files
    self.viewModels = viewModels
    viewModelNames = Set(viewModels.keys.map { Substring(LineText.simpleName($0)) })
  }

  static let wrappers: Set<String> = [
    "StateObject", "ObservedObject", "EnvironmentObject", "State", "Bindable", "Environment", "Binding",
  ]

  func owners() -> [Owner] {
    // Each type is looked at on its own, on every core; the sort makes the order the same as one pass gives.
    let types = index.types.filter { viewModels[$0.key] == nil }.map { (name: $0.key, entries: $0.value) }
    let result = ParallelMap.map(types) { owners(of: $0.name, entries: $0.entries) }.flatMap { $0 }
    return result.sorted { ($0.file, $0.line, $0.property) < ($1.file, $1.line, $1.property) }
  }

  /// The owners among type `name`'s declarations and extensions (`entries` are its declarations).
  private func owners(of name: String, entries: [TypeIndex.Entry]) -> [Owner] {
    var result: [Owner] = []
    let declarations = entries.filter { $0.declaration.kind != .protocol && $0.declaration.kind != .extension }
    guard !declarations.isEmpty else { return [] }
    let all = declarations + (index.extensions[name] ?? [])
    var seen: Set<String> = []
    // One scanner per declaration, made the first time a property needs it and kept for the others.
    var scanners: [MemberUseScanner?] = Array(repeating: nil, count: all.count)
    func scanner(_ position: Int) -> MemberUseScanner? {
      if let made = scanners[position] { return made }
      guard let outline = files[all[position].file].outline, let body = all[position].declaration.bodyTokens
      else { return nil }
      scanners[position] = MemberUseScanner(outline: outline, tokens: body)
      return scanners[position]
    }
    for (position, entry) in all.enumerated() {
      for property in entry.declaration.properties where !property.isStatic && !property.isComputed {
        // The declaration holding the property is the owner: kiwix declares a macOS `RootView` holding the model and,
        // in another file, a private iOS `RootView` that does not; its `WebView`, one per platform in `#if` branches
        // of one file, is two owners.
        let holderPosition = entry.declaration.kind == .extension ? 0 : position
        let holder = all[holderPosition]
        guard let held = heldViewModel(property, context: name), let model = viewModels[held.viewModel],
          seen.insert("\(holder.file):\(holder.declaration.line):\(property.name)").inserted
        else { continue }
        let methods = Set(model.methods.map(\.name))
        var uses: [MemberUse] = []
        var alerts: [AlertModifier] = []
        // `followUps.append(…)` and `followUps.first` use the collection, not a model's members.
        let collection = held.cardinality == .array
        // Its uses are in its own body and the type's extensions, not in another declaration of the name.
        let own = [holderPosition] + Array(declarations.count..<all.count)
        for position in own where !collection {
          guard let scanner = scanner(position) else { continue }
          uses += scanner.uses(of: property.name, methods: methods, dispatch: model.dispatch)
          alerts += AlertModifier.all(
            in: scanner.cursor, calls: scanner.alertCalls, limit: scanner.range.upperBound, property: property.name)
        }
        var owner = Owner(
          name: name, file: files[holder.file].path, line: holder.declaration.line, kind: kind(of: name),
          viewModel: held.viewModel, property: property.name, propertyLine: property.line, wrapper: held.wrapper,
          uses: uses)
        owner.alerts = alerts.isEmpty ? nil : alerts
        if collection { owner.holdsCollection = true }
        result.append(owner)
      }
    }
    return result
  }

  /// The view model a property holds, how (`StateObject`, `let`, …) and whether one or a collection, if any.
  func heldViewModel(_ property: PropertyDeclaration, context: String)
    -> (viewModel: String, wrapper: String, cardinality: ChildReference.Cardinality)?
  {
    let wrapper = property.attributes.first { OwnerFinder.wrappers.contains($0.name) }
    var written = property.type
    if wrapper?.name == "Environment", let argument = wrapper?.arguments, argument.hasSuffix(".self") {
      written = String(argument.dropLast(5))
    }
    if written == nil, let initializer = property.initializer, namesViewModel(initializer) {
      written = TypeInference.infer(initializer) ?? sharedInstanceType(initializer, context: context)
    }
    guard let written, namesViewModel(written) else { return nil }
    let (element, cardinality) = TypeText.element(of: written)
    guard let resolved = index.resolve(element, from: context), viewModels[resolved] != nil else { return nil }
    return (resolved, wrapper?.name ?? (property.isLet ? "let" : "var"), cardinality)
  }

  /// Whether some identifier in `text` is the last name component of a view model: an initializer whose type is
  /// inferred as a view model names it.
  func namesViewModel(_ text: String) -> Bool {
    text.utf8.split { !Self.isNameByte($0) }.contains { viewModelNames.contains(Substring($0)) }
  }

  /// A byte of an identifier, cut as `TextScan.words` cuts them: any non-ASCII byte counts (`CaféModel`).
  static func isNameByte(_ byte: UInt8) -> Bool { byte >= 0x80 || LineText.isIdentifierASCII(byte) }

  /// `SearchViewModel.shared` → `SearchViewModel`, when that type declares the static property as an instance of
  /// itself (`@StateObject private var search = SearchViewModel.shared`); nil for any other initializer.
  func sharedInstanceType(_ initializer: String, context: String) -> String? {
    let parts = LineText.split(String(LineText.trimmed(initializer)), at: 0x2E).map(String.init)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isNameByte) }),
      let type = index.resolve(parts[0], from: context), index.instanceProperties(of: type).contains(parts[1])
    else { return nil }
    return type
  }

  func kind(of name: String) -> Owner.Kind {
    if index.conforms(name, to: "View") { return .view }
    if index.inheritsFromClass(name, where: { $0.hasSuffix("Controller") }) {
      return .viewController
    }
    return .other
  }
}
