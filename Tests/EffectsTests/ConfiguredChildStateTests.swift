import Testing

@testable import Effects

/// A child State built in a local and set up before it is presented is declared `var`.
struct ConfiguredChildStateTests {
  @Test(arguments: [
    (
      [
        "let countries = CountriesListFeature.State()", "countries.query = code",
        "state.destination = .country(countries)",
      ],
      "var countries = CountriesListFeature.State()"
    ),
    (["let row = RowFeature.State(id: 1)", "row.tags.append(tag)"], "var row = RowFeature.State(id: 1)"),
    (["let row = RowFeature.State(id: 1)", "state.rows.append(row)"], "let row = RowFeature.State(id: 1)"),
    (["let total = Totals(amount: 1)", "total.amount = 2"], "let total = Totals(amount: 1)"),
  ])
  func aLocalChildStateChangedLaterIsAVar(body: [String], first: String) {
    #expect(ConfiguredChildState.declaringMutatedLocals(body).first == first)
  }
}
