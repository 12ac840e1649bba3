import Analysis

/// What rules read of the view model alone — its Combine subjects, the parent-injected closures, which bodies call
/// which names — found once per view model instead of once per rule and conversion context.
public struct ViewModelFacts: Sendable {
  /// `SubjectProperty.all(of:)`.
  public let subjects: [SubjectProperty]
  /// `SubjectProperty.inputs(of:)`: input subject → the action the view sends.
  public let subjectInputs: [String: String]
  /// `DelegateClosureRule.closures(of:)`.
  public let delegateClosures: [(name: String, parameters: [String], line: Int)]
  /// Properties and instance methods by name, `PropertyLookup(viewModel)`.
  public let properties: PropertyLookup
  /// Function name → positions in `methods + initializers` of the bodies that call it (`TextScan.calledFunctions`).
  let callers: [String: [Int]]

  /// The facts of `viewModel`.
  public init(_ viewModel: ViewModel) {
    subjects = SubjectProperty.all(of: viewModel)
    subjectInputs = SubjectProperty.inputs(of: viewModel, subjects: subjects)
    delegateClosures = DelegateClosureRule.closures(of: viewModel, subjects: subjects, inputs: subjectInputs)
    properties = PropertyLookup(viewModel)
    var callers: [String: [Int]] = [:]
    // One pass per body, not one per pair of methods.
    for (index, body) in (viewModel.methods + viewModel.initializers).enumerated() {
      for name in TextScan.calledFunctions(body.body ?? "") { callers[name, default: []].append(index) }
    }
    self.callers = callers
  }
}
