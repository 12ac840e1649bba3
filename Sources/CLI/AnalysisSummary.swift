import Analysis

/// The human-readable `analyze` output.
enum AnalysisSummary {
  static func render(_ result: AnalysisResult) -> String {
    var out = ""
    let kinds = Dictionary(grouping: result.viewModels, by: \.kind).mapValues(\.count)
    let kindText = [ViewModelKind.observableObject, .observable, .published].compactMap { kind in
      kinds[kind].map { "\($0) \(kind.rawValue)" }
    }.joined(separator: ", ")
    out += "Analyzed \(result.files) files, \(result.lines) lines: \(result.viewModels.count) view models"
    out += kindText.isEmpty ? "" : " (\(kindText))"
    out += ", \(result.services.count) services, \(result.owners.count) owning views/controllers\n"
    out += classificationLine(result.viewModels)
    if let conversion = result.conversion {
      out +=
        "Methods convertible to reducer code: \(conversion.full) fully, \(conversion.partial) partially (with TODOs), "
      out += "\(conversion.manual) by hand, of \(conversion.total)\n"
      let others = result.viewModels.filter { $0.classification != .feature }
      let kept = others.reduce(0) { $0 + $1.methods.filter { !$0.isStatic }.count }
      if kept > 0 {
        let clients = others.filter { $0.classification == .client }.count
        out += "Not counted: \(kept) methods of the \(clients) clients and \(others.count - clients) skipped "
        out += "view models, which keep their classes\n"
      }
    }
    for viewModel in result.viewModels {
      out += "\n\(viewModel.name)  [\(viewModel.kind.rawValue)\(viewModel.isMainActor ? ", @MainActor" : "")]  "
      out += "\(viewModel.file):\(viewModel.line)\n"
      out += row("classified", [classified(viewModel)])
      out += row("state", viewModel.published.map { "\($0.name): \($0.type ?? "?")" })
      out += row("computed", viewModel.computed.map(\.name))
      out += row(
        "methods",
        viewModel.methods.map { method in
          "\(method.name)(\(method.parameters.map { ($0.label ?? "_") + ":" }.joined()))"
            + (method.isAsync ? " async" : "") + (method.throws ? " throws" : "")
        })
      if let dispatch = viewModel.dispatch {
        let entries = dispatch.entries.joined(separator: ", ")
        let switched = "\(dispatch.method) switches over its \(dispatch.enumName ?? "Action")"
        out += row("dispatch", ["\(switched); views send its cases through \(entries)"])
      }
      out += row(
        "dependencies",
        viewModel.dependencies.map { "\($0.name): \($0.type)\($0.injectedThroughInit ? " (injected)" : "")" })
      out += row("children", viewModel.childReferences.map { "\($0.type) (\($0.cardinality.rawValue) \($0.property))" })
      out += row("combine", viewModel.combine.map(\.name))
      if let conversion = viewModel.conversion, conversion.total > 0 {
        out += row(
          "conversion", ["\(conversion.full) full, \(conversion.partial) partial, \(conversion.manual) manual"])
        out += row(
          "to finish",
          (viewModel.unconverted ?? []).map { method in
            let place = method.file.map { "\($0):\(method.line)" } ?? "line \(method.line)"
            return "\(method.method) (\(place), \(method.status))"
          })
      }
      let owners = result.owners.filter { $0.viewModel == viewModel.name }
      out += row(
        "views",
        owners.map {
          $0.holdsCollection == true
            ? "\($0.name) (\($0.wrapper) \($0.property), a collection)"
            : "\($0.name) (\($0.wrapper) \($0.property), \($0.uses.count) uses)"
        })
    }
    if !result.services.isEmpty {
      out += "\nServices\n"
      for service in result.services {
        let conformers = service.conformers.isEmpty ? "" : " ← \(service.conformers.joined(separator: ", "))"
        out +=
          "  \(service.name) [\(service.kind.rawValue)] used by \(service.usedBy.joined(separator: ", "))\(conformers)\n"
      }
    }
    let warnings = result.diagnostics.filter { $0.severity != .note }.count
    out += "\nDiagnostics: \(result.diagnostics.count) (\(warnings) warnings or errors)\n"
    for diagnostic in result.diagnostics {
      out +=
        "  \(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
    }
    return out
  }

  /// `Classified: 5 features, 2 clients (phase 0), 1 skipped`.
  static func classificationLine(_ viewModels: [ViewModel]) -> String {
    let counts = Dictionary(grouping: viewModels, by: \.classification).mapValues(\.count)
    func count(_ classification: Classification, _ word: String) -> String {
      let number = counts[classification] ?? 0
      return "\(number) \(word)\(number == 1 ? "" : "s")"
    }
    return "Classified: \(count(.feature, "feature")), \(count(.client, "client")) (phase 0), "
      + "\(counts[.skip] ?? 0) skipped\n"
  }

  /// `client (@Shared) — injected into A, B; …`.
  static func classified(_ viewModel: ViewModel) -> String {
    var label = viewModel.classification.rawValue
    if let shape = viewModel.clientShape { label += shape == .shared ? " (@Shared)" : " (@DependencyClient)" }
    return viewModel.classificationReason.isEmpty ? label : label + " — " + viewModel.classificationReason
  }

  private static func row(_ label: String, _ items: [String]) -> String {
    guard !items.isEmpty else { return "" }
    return "  " + label.padding(toLength: 13, withPad: " ", startingAt: 0) + items.joined(separator: ", ") + "\n"
  }
}
