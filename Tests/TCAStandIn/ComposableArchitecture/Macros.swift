/// Conforms a type to `Reducer` (an enum to `CaseReducer`) and fills in what it leaves out.
@attached(member, names: named(State), named(Action), named(init), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// `@Reducer` with protocols to synthesize on the enum reducer's generated `State` and `Action`.
@attached(member, names: named(State), named(Action), named(init), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerMacro")

/// A protocol conformance `@Reducer(state:action:)` adds to a generated `State` or `Action`.
public struct _SynthesizedConformance: Sendable {}

extension _SynthesizedConformance {
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Marks an enum reducer case as holding ephemeral state such as `AlertState`.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Marks an enum reducer case as plain data that is not composed as a child feature.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ReducerCaseMarkerMacro")

/// Conforms a state type to `ObservableState`.
@attached(extension, conformances: ObservableState)
@attached(member, names: named(_$id), named(_$observationRegistrar), named(_$willModify))
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservableStateMacro")

/// Tracks a stored property of observable state.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateTrackedMacro")

/// Excludes a stored property of observable state from observation.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateMarkerMacro")

/// Wraps an optional child state in `PresentationState`, projected as `$name`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ComposableArchitectureMacros", type: "PresentsMacro")

/// Makes an enum case-pathable: `AllCasePaths`, `allCasePaths` and a `CasePathable` conformance.
@attached(extension, conformances: CasePathable)
@attached(member, names: named(AllCasePaths), named(allCasePaths), named(_$Element))
public macro CasePathable() = #externalMacro(module: "ComposableArchitectureMacros", type: "CasePathableMacro")

/// Makes a struct of closure endpoints a dependency client with unimplemented defaults.
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "DependencyClientMacro")

/// Makes a closure property a dependency endpoint with an unimplemented default.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: overloaded, prefixed(_))
public macro DependencyEndpoint() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "DependencyEndpointMacro")

/// A dependency endpoint whose labeled method has the given name.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: arbitrary)
public macro DependencyEndpoint(method: String) =
  #externalMacro(module: "ComposableArchitectureMacros", type: "DependencyEndpointMacro")

/// Marks a property of a dependency client as ignored by `@DependencyClient`.
@attached(accessor, names: named(init), named(get), named(set))
public macro DependencyIgnored() =
  #externalMacro(module: "ComposableArchitectureMacros", type: "ObservationStateMarkerMacro")
