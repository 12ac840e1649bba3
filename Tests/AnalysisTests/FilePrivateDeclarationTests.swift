import Analysis
import Testing

/// What a view model's file declares `private` and the view model uses goes along with its feature, as do nested
/// classes and type aliases.
@Suite struct FilePrivateDeclarationTests {
  static let source = """
    final class RecorderViewModel: ObservableObject {
        final class Row { var title = "" }
        typealias Rows = [Row]
        @Published var samples = Array<Float>(repeating: 0, count: sampleCount)
        @Published var title = Strings.title
        @Published var rows: Rows = []
        func stop() { title = Period.day.label }
    }

    private let sampleCount = 20
    private let unused = 1

    private enum Strings {
        static let title = "Record"
    }

    private extension Period {
        var label: String { "day" }
    }

    fileprivate func helper() {}
    """

  // Regression (WordPress): `Strings.title`, `numberOfSamples`, `period.label` and the nested `Row` stayed in the
  // view model's file, so the feature did not compile.
  @Test func theUsedOnesAreCarried() throws {
    let result = analyze(["Recorder.swift": Self.source])
    let nested = try #require(result.viewModels.first?.nested)
    #expect(nested.filter { $0.kind == .type }.map(\.name) == ["Row", "Rows"])
    #expect(nested.first { $0.name == "Rows" }?.text == ["typealias Rows = [Row]"])
    let carried = nested.filter { $0.kind == .filePrivate }
    #expect(carried.map(\.name) == ["Strings", "Period", "sampleCount"])
    #expect(carried.first { $0.name == "sampleCount" }?.text == ["private let sampleCount = 20"])
    #expect(carried.first { $0.name == "Strings" }?.text.first == "private enum Strings {")
  }
}
