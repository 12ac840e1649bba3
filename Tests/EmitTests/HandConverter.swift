import Analysis
import Proposal

/// Stands in for the effect rewriter: the translations a person would write for the game list's methods.
struct HandConverter: MethodConverting {
  func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    let client = context.clients["service"]?.property ?? "gameClient"
    let unit = context.indent
    switch method.name {
    case "load":
      return MethodConversion(
        status: .full,
        body: [
          "state.isLoading = true",
          "return .run { send in",
          unit + "await send(.loadResponse(Result { try await \(client).fetchGames() }))",
          "}",
          ".cancellable(id: CancelID.load, cancelInFlight: true)",
        ],
        extraActions: [ActionCaseSpec(name: "loadResponse", payload: ["Result<[Game], any Error>"])],
        extraCases: [
          ReducerCaseSpec(
            pattern: "let .loadResponse(.success(games))",
            body: ["state.isLoading = false", "state.games = IdentifiedArray(uniqueElements: games)", "return .none"]),
          ReducerCaseSpec(
            pattern: "let .loadResponse(.failure(error))",
            body: [
              "state.isLoading = false", "state.errorMessage = error.localizedDescription",
              "state.alert = AlertState { TextState(error.localizedDescription) }", "return .none",
            ]),
        ],
        dependencies: [DependencyUse(property: client, key: "GameClient.self")], cancelIDs: ["load"])
    case "refresh":
      return MethodConversion(status: .full, body: ["return .send(.load)"])
    default:
      return VerbatimConverter().convert(method, in: context)
    }
  }
}
