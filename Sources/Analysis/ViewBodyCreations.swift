import Outline

/// View models a SwiftUI view or a view controller builds in its own code without keeping them in a property
/// (`let model = SearchModel(…)` in `body`, `Content(model: LaunchModel(…))`): the screen's model comes from there.
enum ViewBodyCreations {
  /// View-model name → the views and view controllers whose code calls its initializer by name, in one pass over
  /// their declarations.
  static func creators(of viewModels: [ViewModel], index: TypeIndex, files: [ParsedFile]) -> [String: [String]] {
    var bySimpleName: [String: String] = [:]
    var ambiguous: Set<String> = []
    for viewModel in viewModels {
      let simple = LineText.simpleName(viewModel.name)
      if bySimpleName.updateValue(viewModel.name, forKey: simple) != nil { ambiguous.insert(simple) }
    }
    for name in ambiguous { bySimpleName[name] = nil }
    let modelsByName = bySimpleName
    let modelNames = Set(viewModels.map(\.name))
    // Byte lengths of the names looked up: most calls in view code (`Text(`, `VStack(`) are ruled out by length
    // before their text is made into a String.
    let lengths = Set(modelsByName.keys.map(\.utf8.count))
    let views = index.types.filter { name, _ in
      !modelNames.contains(name)
        && (index.conforms(name, to: "View") || index.inheritsFromClass(name, where: { $0.hasSuffix("Controller") }))
    }.map { (name: $0.key, entries: $0.value) }
    // Each view's code is scanned on its own, on every core.
    let created = ParallelMap.map(views) { view -> Set<String> in
      var models: Set<String> = []
      for entry in view.entries + (index.extensions[view.name] ?? []) {
        guard let outline = files[entry.file].outline, let body = entry.declaration.bodyTokens else { continue }
        let cursor = outline.cursor
        let range = cursor.significantRange(ofTokens: body)
        for position in range where cursor.kind(position) == .identifier && position + 1 < range.upperBound {
          guard cursor.kind(position + 1) == .leftParen, lengths.contains(cursor.token(position).length),
            position == range.lowerBound || cursor.kind(position - 1) != .period,
            let model = modelsByName[cursor.text(position)]
          else { continue }
          models.insert(model)
        }
      }
      return models
    }
    var result: [String: [String]] = [:]
    for (view, models) in zip(views, created) {
      for model in models { result[model, default: []].append(view.name) }
    }
    return result.mapValues { $0.sorted() }
  }
}
