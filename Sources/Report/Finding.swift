import Analysis

/// One thing `analyze` reports at a place in the code: a diagnostic, or a method not converted fully.
public struct Finding: Sendable, Equatable {
  /// The rule or TODO kind (`unknown-type`, `todo-async-effects`, `method-manual`); see `FindingRules`.
  public var ruleId: String
  /// How serious it is.
  public var severity: Diagnostic.Severity
  /// File path relative to the analyzed root.
  public var file: String
  /// 1-based line.
  public var line: Int
  /// 1-based column.
  public var column: Int
  /// What was found, for a person.
  public var message: String

  /// Creates a finding.
  public init(
    ruleId: String, severity: Diagnostic.Severity, file: String, line: Int, column: Int = 1, message: String
  ) {
    self.ruleId = ruleId
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// Every diagnostic of `analysis` and every method it did not convert fully, sorted by place; conversion TODO
  /// notes take the kind of the guide page `todoGuides` gives them (`AsyncEffects.md` → `todo-async-effects`).
  public static func findings(in analysis: AnalysisResult, todoGuides: [Diagnostic: String] = [:]) -> [Finding] {
    var result = analysis.diagnostics.map { diagnostic in
      Finding(
        ruleId: todoGuides[diagnostic].map(FindingRules.todoRuleId(forGuide:)) ?? diagnostic.code,
        severity: diagnostic.severity, file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
        message: diagnostic.message)
    }
    for model in analysis.viewModels {
      for method in model.unconverted ?? [] {
        let manual = method.status == "manual"
        let what =
          manual
          ? "is not converted; fold it into the reducer by hand"
          : "is converted partially; finish its TODO(tca-migrate) comments by hand"
        result.append(
          Finding(
            ruleId: manual ? FindingRules.manualMethod : FindingRules.partialMethod,
            severity: manual ? .warning : .note, file: method.file ?? model.file, line: method.line,
            message: "\(model.name).\(method.method) \(what) (see \(FindingRules.methodGuide))"))
      }
    }
    return result.sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) }
  }
}
