import Dispatch
import Outline

/// Runs the analysis over a codebase's Swift files.
public enum Analyzer {
  /// Analyzes `inputs` (paths relative to the root) and returns every view model, service, owner and finding.
  public static func analyze(_ inputs: [SourceInput], extraDiagnostics: [Diagnostic] = []) -> AnalysisResult {
    let files = parse(inputs)
    let index = TypeIndex(files: files)
    let detected = ViewModelDetector.detect(in: index)
    let builder = ViewModelBuilder(
      index: index, files: files, viewModelNames: Set(detected.map(\.name)), sharedKeys: SharedKeyTypes(files: files))
    var diagnostics = extraDiagnostics + files.flatMap(\.diagnostics)
    var viewModels: [ViewModel] = []
    for (viewModel, findings) in ParallelMap.map(detected, builder.build) {
      viewModels.append(viewModel)
      diagnostics += findings
    }
    // Sorted before owners and classification, whose reasons list holders in this order.
    viewModels.sort { ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name) }
    let byName = Dictionary(uniqueKeysWithValues: viewModels.map { ($0.name, $0) })
    let owners = OwnerFinder(index: index, files: files, viewModels: byName).owners()
    var holders: [String: Set<String>] = [:]
    for owner in owners where owner.kind != .other { holders[owner.viewModel, default: []].insert(owner.name) }
    for position in viewModels.indices {
      viewModels[position].views = (holders[viewModels[position].name] ?? []).sorted()
    }
    viewModels = ViewModelClassifier(index: index, files: files, owners: owners).classify(viewModels)
    diagnostics.sort { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
    var result = AnalysisResult(
      files: inputs.count, lines: files.reduce(0) { $0 + $1.lines },
      indentation: IndentationStyle.detect(files), viewModels: viewModels,
      services: ServiceCollector.services(viewModels: viewModels, builder: builder), owners: owners,
      diagnostics: diagnostics)
    result.models = ModelType.all(in: index, excluding: Set(viewModels.map(\.name)))
    result.globalVariables = Set(
      files.lazy.compactMap(\.outline).flatMap(\.properties).filter { !$0.isLet && !$0.isComputed }.map(\.name))
    return result
  }

  /// Lexes and outlines every file, in parallel across the machine's cores.
  static func parse(_ inputs: [SourceInput]) -> [ParsedFile] {
    ParallelMap.map(inputs) { ParsedFile($0) }
  }
}
