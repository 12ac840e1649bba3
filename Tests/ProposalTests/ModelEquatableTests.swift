import Analysis
import Testing

@testable import Proposal

/// `Equatable` written for the app's own types State holds: the member type a field names, never the namespace it
/// is read through, and none for an enum that is Equatable already.
@Suite struct ModelEquatableTests {
  static let source = """
    enum Catalog {
      enum Sort { case name, size }
      struct Filter { var text: String }
    }
    enum Phase { case idle, done }
    struct Entry { var title: String }
    """

  /// Regression (LegacyHierarchyApp's `CountriesList.SortOrder`, found by the type-check suite's warnings): the
  /// namespace `CountriesList` got an `==` over an empty `switch` ("will never be executed"), and a member type it
  /// holds (`Catalog.Filter`, ox's `PickerFields.Option`) got none, so State did not compile.
  @Test(arguments: [
    ("Catalog.Sort", [String]()),
    ("Catalog.Filter?", ["Catalog.Filter"]),
    ("[Entry]", ["Entry"]),
    ("Phase", []),
    ("[String: Catalog.Filter]", ["Catalog.Filter"]),
  ])
  func conformancesGoToTheTypesFieldsName(type: String, conformed: [String]) {
    let analysis = Analyzer.analyze([SourceInput(path: "Models.swift", bytes: Array(Self.source.utf8))])
    var feature = FeatureProposal(viewModel: Builders.model())
    feature.state = [StateField(name: "value", type: type)]
    var features = [feature]
    ModelEquatable.apply(to: &features, models: analysis.models)
    let extended = features[0].modelConformances.compactMap { lines in
      lines.first { $0.hasPrefix("extension ") }.map { String($0.dropFirst("extension ".count).prefix { $0 != ":" }) }
    }
    #expect(extended == conformed)
  }

  @Test(arguments: [
    ("Catalog.Sort", ["Catalog.Sort"]), ("[String: Catalog.Filter]", ["String", "Catalog.Filter"]),
    ("(Entry, Phase)?", ["Entry", "Phase"]),
  ])
  func typeNamesKeepMemberTypesWhole(type: String, names: [String]) {
    #expect(ModelEquatable.typeNames(in: type) == names)
  }
}
