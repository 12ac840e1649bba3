import Foundation
import Lexer
import Outline

/// A view model's children: child view models its properties hold or create, and the navigation enum cases that hold
/// none.
extension ViewModelBuilder {
  /// The child view models `property`'s type holds: the view model it names (alone, optional or in a collection), or
  /// those the cases of the enum it names carry.
  func childReferences(
    _ property: String, type: String?, line: Int, from context: String, initializer: String? = nil
  ) -> [ChildReference] {
    guard let type else { return [] }
    let (element, cardinality) = TypeText.element(of: type)
    guard let resolved = index.resolve(element, from: context) else { return [] }
    if viewModelNames.contains(resolved), resolved != context {
      return [
        ChildReference(
          property: property, type: resolved, cardinality: cardinality, line: line,
          genericArguments: TypeText.genericArguments(of: element), initializer: initializer)
      ]
    }
    guard index.kind(of: resolved) == .enum else { return [] }
    var result: [ChildReference] = []
    for entry in index.types[resolved] ?? [] {
      for enumCase in entry.declaration.enumCases {
        for associated in enumCase.associatedTypes {
          if let child = index.resolve(associated, from: resolved), viewModelNames.contains(child), child != context {
            result.append(
              ChildReference(
                property: property, type: child, cardinality: .enumCase, line: line, caseName: enumCase.name))
          }
        }
      }
    }
    return result
  }

  /// The cases of `property`'s navigation enum that hold no child view model, when some case holds one.
  func navigationCases(_ property: String, type: String?, from context: String) -> [NavigationCase] {
    guard let type else { return [] }
    let element = NavigationCase.enumName(ofPropertyType: type)
    guard let resolved = index.resolve(element, from: context), index.kind(of: resolved) == .enum else { return [] }
    var result: [NavigationCase] = []
    for entry in index.types[resolved] ?? [] {
      for enumCase in entry.declaration.enumCases {
        let holdsChild = enumCase.associatedTypes.contains { associated in
          index.resolve(associated, from: resolved).map(viewModelNames.contains) == true
        }
        guard !holdsChild else { continue }
        let alert =
          enumCase.associatedTypes.count == 1 ? NavigationCase.alertAction(of: enumCase.associatedTypes[0]) : nil
        result.append(
          NavigationCase(
            property: property, name: enumCase.name, associated: enumCase.associatedText, alertAction: alert))
      }
    }
    return result
  }

  /// `references` without repeats, and without a `created` reference to a type a property also holds.
  func deduplicated(_ references: [ChildReference]) -> [ChildReference] {
    var seen: Set<String> = []
    let stored = Set(references.filter { $0.cardinality != .created }.map(\.type))
    return references.filter { reference in
      if reference.cardinality == .created && stored.contains(reference.type) { return false }
      return seen.insert(reference.property + "|" + reference.type).inserted
    }
  }
}
