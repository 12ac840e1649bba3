import Analysis
import Effects
import Proposal
import Testing

/// `UIApplication.shared.open` awaited inside an effect: the one-argument form becomes `openURL`, any other form
/// keeps the `platform-api` TODO and its method is not counted as converted.
@Suite struct OpenURLInEffectTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let description: String
    /// The statement after `let url = await api.link()`.
    let statement: String
    /// A line the effect must hold, or nil when the method must keep the statement under a TODO.
    let effectLine: String?
    var testDescription: String { description }
  }

  static let cases: [Case] = [
    // Regression (IceCubes): stayed under "uses `UIApplication`" although TCA has `openURL` for it.
    Case(
      description: "result discarded", statement: "_ = await UIApplication.shared.open(url)",
      effectLine: "_ = await openURL(url)"),
    Case(
      description: "bare await", statement: "await UIApplication.shared.open(url)", effectLine: "await openURL(url)"),
    Case(
      description: "result bound",
      statement: "let opened = await UIApplication.shared.open(url)\n    self.opened = opened",
      effectLine: "await openURL(url)"),
    // `openURL` takes the URL alone: options and completion handlers have no equivalent.
    Case(
      description: "with options", statement: "await UIApplication.shared.open(url, options: [:])", effectLine: nil),
    Case(
      description: "a completion handler", statement: "UIApplication.shared.open(url) { self.opened = $0 }",
      effectLine: nil),
  ]

  static func source(_ statement: String) -> String {
    """
    final class LinkService { func link() async -> URL { URL(string: "https://a.b")! } }
    final class LinkViewModel: ObservableObject {
      @Published var opened = false
      let api: LinkService
      init(api: LinkService) { self.api = api }
      func open() async {
        let url = await api.link()
        \(statement)
      }
    }
    struct LinkScreen: View { @StateObject var model = LinkViewModel(api: LinkService()) }
    """
  }

  @Test(arguments: cases)
  func opens(_ example: Case) throws {
    let source = Self.source(example.statement)
    let analysis = Analyzer.analyze([SourceInput(path: "Link.swift", bytes: Array(source.utf8))])
    let model = try #require(analysis.viewModels.first { $0.name == "LinkViewModel" })
    let feature = ConversionOutcomeTests.proposer(for: analysis).propose(analysis, for: model).features[0]
    let lines = feature.reducerCases.flatMap(\.body).map { String($0.drop { $0 == " " }) }
    if let line = example.effectLine {
      #expect(lines.contains { $0.contains(line) }, "\(lines)")
      #expect(feature.dependencies.contains { $0.property == "openURL" }, "\(feature.dependencies)")
      #expect(!lines.contains { $0.contains("TODO") }, "\(lines)")
    } else {
      #expect(lines.contains { $0.contains("uses `UIApplication`") }, "\(lines)")
      #expect(!lines.contains { $0.contains("openURL") }, "\(lines)")
    }
  }
}
