import ComposableArchitecture
import Foundation

@DependencyClient
struct NumberClient: Sendable {
  var fetch: @Sendable () async throws -> Int
}

extension NumberClient: TestDependencyKey {
  static let testValue = NumberClient()
}

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var number: Int?
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case cancelTapped
    case incrementTapped
    case load
    case loaded(Result<Int, any Error>)
    case noop
    case showAlert
    case startTimer
    case tick

    @CasePathable
    enum Alert: Equatable { case ok }
  }

  enum CancelID { case load, timer }

  @Dependency(NumberClient.self) var numberClient
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .cancelTapped:
        return .cancel(id: CancelID.timer)
      case .incrementTapped:
        state.count += 1
        return .none
      case .load:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.loaded(Result { try await numberClient.fetch() }))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      case .loaded(.success(let number)):
        state.number = number
        return .none
      case .loaded(.failure):
        return .none
      case .noop:
        return .none
      case .showAlert:
        state.alert = AlertState {
          TextState("Hi")
        } actions: {
          ButtonState(action: .ok) { TextState("OK") }
        }
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.count += 1
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Reducer
struct ParentFeature {
  @ObservableState
  struct State: Equatable { var counter = CounterFeature.State() }
  enum Action { case counter(CounterFeature.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterFeature() }
  }
}
