import Analysis
import Plan
import Testing

struct PhaseCase: Sendable, CustomTestStringConvertible {
  var label: String
  var viewModels: [ViewModel]
  var phases: [[String]]
  var ignored: Int

  var testDescription: String { label }
}

let phaseCases: [PhaseCase] = [
  PhaseCase(
    label: "tree with an unknown child",
    viewModels: [
      viewModel("AppViewModel", children: ["HomeViewModel", "SettingsViewModel"]),
      viewModel("HomeViewModel", children: ["DetailViewModel", "Row.ViewModel"], state: 2),
      viewModel("DetailViewModel", state: 3, methods: 1),
      viewModel("Row.ViewModel", state: 1),
      viewModel("SettingsViewModel", children: ["ThemePicker"], state: 2),
    ],
    phases: [["RowFeature", "SettingsFeature", "DetailFeature"], ["HomeFeature"], ["AppFeature"]], ignored: 1),
  PhaseCase(
    label: "diamond puts the shared child first",
    viewModels: [
      viewModel("AViewModel", children: ["BViewModel", "CViewModel"]),
      viewModel("BViewModel", children: ["DViewModel"]),
      viewModel("CViewModel", children: ["DViewModel"], state: 1),
      viewModel("DViewModel"),
    ],
    phases: [["DFeature"], ["BFeature", "CFeature"], ["AFeature"]], ignored: 0),
  PhaseCase(
    label: "long and short branches",
    viewModels: [
      viewModel("RootViewModel", children: ["LeafViewModel", "MidViewModel"]),
      viewModel("MidViewModel", children: ["DeepViewModel"]),
      viewModel("DeepViewModel"),
      viewModel("LeafViewModel", state: 5),
    ],
    phases: [["DeepFeature", "LeafFeature"], ["MidFeature"], ["RootFeature"]], ignored: 0),
  PhaseCase(
    label: "children named by last component",
    viewModels: [
      viewModel("Parent.ViewModel", children: ["ChildViewModel"]),
      viewModel("Feature.ChildViewModel"),
    ],
    phases: [["ChildFeature"], ["ParentFeature"]], ignored: 0),
  PhaseCase(label: "empty codebase", viewModels: [], phases: [], ignored: 0),
]

@Test("phases of hand-built graphs", arguments: phaseCases)
func phases(testCase: PhaseCase) {
  let plan = MigrationPlan.make(from: analysis(testCase.viewModels))
  #expect(plan.phases.map(\.features) == testCase.phases)
  #expect(plan.phases.map(\.number) == Array(1..<(testCase.phases.count + 1)))
  #expect(plan.ignoredChildren.count == testCase.ignored)
  #expect(plan.cycles.isEmpty)
}

@Test("a 3-cycle is grouped in one phase and flagged with its edges")
func threeCycle() {
  let plan = MigrationPlan.make(
    from: analysis([
      viewModel("AViewModel", children: ["BViewModel"]),
      viewModel("BViewModel", children: ["CViewModel"]),
      viewModel("CViewModel", children: ["AViewModel", "LeafViewModel"]),
      viewModel("LeafViewModel"),
      viewModel("TopViewModel", children: ["AViewModel"]),
    ]))
  #expect(plan.phases.map(\.features) == [["LeafFeature"], ["AFeature", "BFeature", "CFeature"], ["TopFeature"]])
  #expect(plan.phases.map(\.hasCycle) == [false, true, false])
  #expect(plan.cycles.count == 1)
  #expect(plan.cycles.first?.features == ["AFeature", "BFeature", "CFeature"])
  #expect(plan.cycles.first?.phase == 2)
  #expect(
    plan.cycles.first?.edges == [
      FeatureEdge(parent: "AFeature", child: "BFeature"), FeatureEdge(parent: "BFeature", child: "CFeature"),
      FeatureEdge(parent: "CFeature", child: "AFeature"),
    ])
  #expect(plan.features.filter(\.inCycle).map(\.name).sorted() == ["AFeature", "BFeature", "CFeature"])
}

@Test("a view model holding its own type is a one-member cycle")
func selfCycle() {
  let plan = MigrationPlan.make(from: analysis([viewModel("FolderViewModel", children: ["FolderViewModel"])]))
  #expect(plan.phases.map(\.features) == [["FolderFeature"]])
  #expect(plan.cycles.map(\.edges) == [[FeatureEdge(parent: "FolderFeature", child: "FolderFeature")]])
  #expect(plan.bridges.isEmpty)
}

@Test("within a phase the smallest effort comes first, ties by name")
func effortOrder() {
  let plan = MigrationPlan.make(
    from: analysis([
      viewModel("BigViewModel", state: 4, methods: 3, asyncMethods: 2, combine: 1),
      viewModel("SmallViewModel", state: 1),
      viewModel("MediumViewModel", state: 2, methods: 2),
      viewModel("AlsoSmallViewModel", state: 1),
    ]))
  #expect(plan.phases.map(\.features) == [["AlsoSmallFeature", "SmallFeature", "MediumFeature", "BigFeature"]])
  let points = plan.features.map(\.effort.points)
  #expect(points == points.sorted())
}

@Test("expected TODOs raise effort and can reorder a phase")
func expectedTodosReorder() {
  let viewModels = [viewModel("AViewModel", state: 1), viewModel("BViewModel", state: 2)]
  let plain = MigrationPlan.make(from: analysis(viewModels))
  let withTodos = MigrationPlan.make(from: analysis(viewModels), options: PlanOptions(expectedTodos: ["AViewModel": 3]))
  #expect(plain.phases[0].features == ["AFeature", "BFeature"])
  #expect(withTodos.phases[0].features == ["BFeature", "AFeature"])
  #expect(withTodos.feature(named: "AFeature")?.effort.expectedTodos == 3)
}

@Test("pinned phases keep numbering stable and never break an edge")
func pinnedPhases() {
  let viewModels = [
    viewModel("ParentViewModel", children: ["ChildViewModel"]),
    viewModel("ChildViewModel"),
  ]
  let plan = MigrationPlan.make(
    from: analysis(viewModels), options: PlanOptions(pinnedPhases: ["ChildFeature": 2, "ParentFeature": 1]))
  #expect(phaseMap(plan) == ["ChildFeature": 2, "ParentFeature": 3])
}

@Test("a bridge is named for each parent that migrates after its child")
func bridges() {
  let plan = MigrationPlan.make(
    from: analysis([
      viewModel(
        "QuizViewModel", children: ["QuestionViewModel", "ResultViewModel"],
        references: [
          ChildReference(property: "question", type: "QuestionViewModel", cardinality: .single, line: 5),
          ChildReference(property: "result", type: "ResultViewModel", cardinality: .optional, line: 6),
        ]),
      viewModel("QuestionViewModel"),
      viewModel("ResultViewModel"),
    ]))
  #expect(plan.bridges.map(\.child) == ["QuestionFeature", "ResultFeature"])
  #expect(plan.bridges.map(\.parent) == ["QuizFeature", "QuizFeature"])
  #expect(plan.bridges.flatMap(\.holdings).map(\.storeType) == ["StoreOf<QuestionFeature>", "StoreOf<ResultFeature>?"])
  #expect(plan.bridges.allSatisfy { $0.installPhase == 1 && $0.removalPhase == 2 })
  #expect(
    plan.bridges.first?.summary
      == "`QuizViewModel` holds `question: StoreOf<QuestionFeature>` instead of `QuestionViewModel` and scopes"
      + " nothing else (phase 1 → 2)")
}

@Test("a child created in a method is bridged by creating its store there")
func createdChildBridge() {
  let plan = MigrationPlan.make(
    from: analysis([
      viewModel(
        "SettingsViewModel", children: ["OnboardingViewModel"],
        references: [
          ChildReference(property: "makeOnboarding", type: "OnboardingViewModel", cardinality: .created, line: 9)
        ]),
      viewModel("OnboardingViewModel"),
    ]))
  #expect(
    plan.bridges.map(\.summary) == [
      "`SettingsViewModel` creates `StoreOf<OnboardingFeature>` in `makeOnboarding()` instead of"
        + " `OnboardingViewModel` and scopes nothing else (phase 1 → 2)"
    ])
}

@Test("a view model subclassing another is linked to its base feature; the base lists its subclasses")
func inheritance() {
  var base = viewModel("BaseViewModel", state: 2)
  base.superclass = "ObservableObject"
  var form = viewModel("FormViewModel", state: 1)
  form.superclass = "BaseViewModel"
  var edit = viewModel("EditProfileViewModel")
  edit.superclass = "FormViewModel"
  var profile = viewModel("ProfileViewModel", children: ["EditProfileViewModel"])
  profile.superclass = "BaseViewModel"
  let plan = MigrationPlan.make(from: analysis([base, form, edit, profile]))
  #expect(plan.feature(named: "BaseFeature")?.subclassFeatures == ["FormFeature", "ProfileFeature"])
  #expect(plan.feature(named: "FormFeature")?.subclassFeatures == ["EditProfileFeature"])
  #expect(plan.feature(named: "EditProfileFeature")?.superclassFeature == "FormFeature")
  #expect(plan.feature(named: "BaseFeature")?.superclassFeature == nil)
  #expect(plan.bridges.map(\.parent) == ["ProfileFeature"])
  let checklist = ChecklistDocument.render(plan).text
  #expect(checklist.contains("base class of `FormFeature`, `ProfileFeature`: its state and methods fold into"))
  #expect(checklist.contains("once `EditProfileFeature` no longer inherits from it"))
}
