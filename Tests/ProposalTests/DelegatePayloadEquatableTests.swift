import Analysis
import Proposal
import Testing

/// A nested action enum stays `Equatable` only while its payloads can be: a tuple, a closure or an existential
/// cannot, and actions need not compare.
@Suite struct DelegatePayloadEquatableTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let closureType: String
    let argument: String
    let equatable: Bool
    var testDescription: String { closureType }
  }

  // Regression (openedx's `EditProfileViewModel`): `case profileDidEdit((UserProfile?, UIImage?))` sat in a
  // `Delegate: Equatable`, which does not compile.
  static let cases: [Case] = [
    Case(closureType: "((Profile?, Int?)) -> Void", argument: "(Profile(name: name), 3)", equatable: false),
    Case(closureType: "(Profile) -> Void", argument: "Profile(name: name)", equatable: true),
    Case(closureType: "(any Error) -> Void", argument: "CancellationError()", equatable: false),
  ]

  @Test(arguments: cases)
  func delegateConformance(_ example: Case) throws {
    let source = """
      struct Profile: Equatable, Sendable { var name: String }
      final class EditViewModel: ObservableObject {
        @Published var name = ""
        let onDone: \(example.closureType)
        init(onDone: @escaping \(example.closureType)) { self.onDone = onDone }
        func save() {
          onDone(\(example.argument))
        }
      }
      struct EditView: View { @StateObject var model = EditViewModel(onDone: { _ in }) }
      """
    let analysis = Analyzer.analyze([SourceInput(path: "Edit.swift", bytes: Array(source.utf8))])
    let proposal = FeatureProposer.propose(analysis)
    let delegate = try #require(proposal.features.first?.nestedEnums.first { $0.name == "Delegate" })
    #expect(delegate.conformances.contains("Equatable") == example.equatable, "\(delegate)")
  }
}
