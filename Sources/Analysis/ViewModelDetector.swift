import Outline

/// A class recognised as a view model, with all of its declarations (`#if` branches) and extensions.
struct DetectedViewModel: Sendable {
  let name: String
  let kind: ViewModelKind
  let declarations: [TypeIndex.Entry]
  let extensions: [TypeIndex.Entry]
}

/// Finds view models: `ObservableObject` conformers (direct, superclass, protocol, extension), `@Observable`
/// classes, and classes with `@Published` properties but no conformance.
enum ViewModelDetector {
  static func detect(in index: TypeIndex) -> [DetectedViewModel] {
    var result: [DetectedViewModel] = []
    for (name, entries) in index.types {
      let classes = entries.filter { $0.declaration.kind == .class }
      guard !classes.isEmpty else { continue }
      let extensions = index.extensions[name] ?? []
      let kind: ViewModelKind
      if index.conforms(name, to: "ObservableObject") {
        kind = .observableObject
      } else if classes.contains(where: { $0.declaration.hasAttribute("Observable") }) {
        kind = .observable
      } else if classes.contains(where: { $0.declaration.properties.contains { $0.hasAttribute("Published") } }) {
        kind = .published
      } else {
        continue
      }
      result.append(DetectedViewModel(name: name, kind: kind, declarations: classes, extensions: extensions))
    }
    // The index is a dictionary: its order changes from run to run, and the stages after this one must not.
    return result.sorted { $0.name < $1.name }
  }
}
