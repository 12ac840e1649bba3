import Analysis
import Proposal
import Testing

/// The cases of a view model's dispatching `switch` translated as the methods they stand for.
@Suite struct ActionDispatchFeatureTests {
  /// The rule's example: a view model whose `send(_:)` switches over its own `Action`, and its view.
  static let source = ActionDispatchRule().examples[0].before

  @Test func eachCaseBecomesItsReducerCase() throws {
    let feature = try ProposedFeatureTests.feature(Self.source)
    #expect(feature.actions.map(\.declaration) == ["select(String)", "load(hidden: Bool = false)"])
    let bodies = Dictionary(feature.reducerCases.map { ($0.pattern, $0.body) }) { first, _ in first }
    #expect(bodies["let .select(name)"] == ["state.selected = name", "return .none"])
    #expect(bodies["let .load(hidden)"] == ["state.users = hidden ? [] : [\"me\"]", "return .none"])
    #expect(feature.todos.isEmpty)
  }

  /// Swiftfin's `Stateful`: `send` assigns `respond(to:)`'s result to `state`.
  static func statefulSource(sendBody: String) -> String {
    """
    import Combine

    protocol Stateful: AnyObject {
        associatedtype Action
        associatedtype State
        var state: State { get set }
        func respond(to action: Action) -> State
    }

    extension Stateful {
        func send(_ action: Action) {
            \(sendBody)
        }
    }

    final class DeviceViewModel: ObservableObject, Stateful {
        enum Action {
            case rename(String)
            case cancel
        }

        enum State: Hashable {
            case initial
            case renamed
        }

        @Published var name = ""
        @Published var state: State = .initial

        func respond(to action: Action) -> State {
            switch action {
            case let .rename(newName):
                name = newName
                return .renamed
            case .cancel:
                return .initial
            }
        }
    }
    """
  }

  // Regression (Swiftfin's `DeviceDetailViewModel`): `respond(to:)` stayed one method, `case respond(to: Action)`, whose
  // reducer case was a TODO, and views' `send(.setCustomName(…))` each got a TODO.
  @Test func aReturnedStateIsAssignedWhereSendAssignsIt() throws {
    let feature = try ProposedFeatureTests.feature(Self.statefulSource(sendBody: "state = respond(to: action)"))
    #expect(feature.actions.map(\.declaration) == ["rename(String)", "cancel"])
    let bodies = Dictionary(feature.reducerCases.map { ($0.pattern, $0.body) }) { first, _ in first }
    #expect(bodies["let .rename(newName)"] == ["state.name = newName", "state.state = .renamed", "return .none"])
    #expect(bodies[".cancel"] == ["state.state = .initial", "return .none"])
  }

  @Test func aReturnedStateStaysWholeWhereSendIsNotSeenToAssignIt() throws {
    let feature = try ProposedFeatureTests.feature(Self.statefulSource(sendBody: "_ = respond(to: action)"))
    #expect(feature.actions.map(\.name) == ["respond"])
  }

  static func helperSource(access: String) -> String {
    """
    import Combine

    final class ListViewModel: ObservableObject {
        enum Action {
            case reload(String)
            case reset
        }

        @Published var items: [String] = []

        func send(_ action: Action) {
            switch action {
            case let .reload(prefix):
                self.reload(prefix)
            case .reset:
                items = []
            }
        }

        \(access)func reload(_ prefix: String) {
            items = [prefix + "1", prefix + "2"]
        }
    }
    """
  }

  // Regression (Swiftfin's `ServerUsersViewModel`: `case let .refreshUser(id)` calls `private func refreshUser(_:)`):
  // the case's method and the helper shared a name, so the helper was dropped as an overload the case body called.
  @Test func aPrivateHelperNamedLikeACaseIsRenamed() throws {
    let source = Self.helperSource(access: "private ")
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(source.utf8))])
    let methods = analysis.viewModels.first?.methods ?? []
    #expect(methods.map(\.name) == ["reload", "reset", "performReload"])
    #expect(methods.first?.body?.contains("self.performReload(prefix)") == true)
    let feature = try ProposedFeatureTests.feature(source)
    #expect(feature.actions.map(\.declaration) == ["reload(String)", "reset"])
    #expect(!feature.flags.contains { $0.code == "overloaded-method" })
    let reload = feature.reducerCases.first { $0.pattern == "let .reload(prefix)" }?.body ?? []
    #expect(reload.joined(separator: "\n").contains("state.items = [prefix + \"1\", prefix + \"2\"]"), "\(reload)")
  }

  @Test func aHelperAViewMayCallKeepsTheMethodWhole() {
    let source = Self.helperSource(access: "")
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(source.utf8))])
    #expect(analysis.viewModels.first?.dispatch == nil)
    #expect(analysis.viewModels.first?.methods.map(\.name) == ["send", "reload"])
  }

  /// An MVI-style view model: an `Input` enum and `trigger(_:)`.
  static func inputSource(stored: String = "") -> String {
    """
    import Combine

    final class CounterViewModel: ObservableObject {
        enum Input {
            case increment(by: Int)
            case reset
        }

        @Published var count = 0
        \(stored)

        func trigger(_ input: Input) {
            switch input {
            case let .increment(step):
                count += step
            case .reset:
                count = 0
            }
        }
    }
    """
  }

  @Test func anInputEnumIsDispatchedAsAnActionEnumIs() throws {
    let feature = try ProposedFeatureTests.feature(Self.inputSource())
    #expect(feature.actions.map(\.declaration) == ["increment(by: Int)", "reset"])
    let bodies = Dictionary(feature.reducerCases.map { ($0.pattern, $0.body) }) { first, _ in first }
    #expect(bodies["let .increment(step)"] == ["state.count += step", "return .none"])
    #expect(!feature.carried.joined().joined().contains("enum Input"))
  }

  // An enum a stored property holds is State, not inputs (`@Published var lastInput: Input?`): no dispatch.
  @Test func anEnumStateHoldsIsNotDispatched() throws {
    let feature = try ProposedFeatureTests.feature(Self.inputSource(stored: "@Published var lastInput: Input?"))
    #expect(feature.actions.map(\.name) == ["trigger"])
  }

  @Test func theAnalysisRecordsTheDispatch() {
    let analysis = Analyzer.analyze([SourceInput(path: "Model.swift", bytes: Array(Self.source.utf8))])
    let model = analysis.viewModels.first
    #expect(model?.dispatch == ActionDispatch(method: "send", entries: ["send"], cases: ["select", "load"]))
    #expect(model?.methods.map(\.selector) == ["select(_:)", "load(hidden:)"])
    #expect(model?.methods.map { $0.parameters.map(\.name) } == [["name"], ["hidden"]])
  }
}
