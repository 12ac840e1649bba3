import Proposal

/// Renders a feature's generated tests as `XFeatureTests.swift` (Swift Testing + `TestStore`).
public struct TestsRenderer: Sendable {
  /// The codebase's indentation unit.
  public var indentation: String
  /// The app module imported with `@testable`, if known.
  public var moduleName: String?

  /// Creates a renderer.
  public init(indentation: String, moduleName: String? = nil) {
    self.indentation = indentation
    self.moduleName = moduleName
  }

  /// The test file's source.
  public func render(_ proposal: FeatureProposal) -> String {
    var writer = SourceWriter(unit: indentation)
    writer.line("import ComposableArchitecture")
    writer.line("import Foundation")
    writer.line("import Testing")
    for module in proposal.imports ?? [] where module != moduleName { writer.line("import \(module)") }
    writer.line()
    if let moduleName {
      writer.line("@testable import \(moduleName)")
    } else {
      writer.line("// TODO(tca-migrate): add `@testable import` of the module declaring \(proposal.name).")
    }
    writer.line()
    if let condition = proposal.condition { writer.line("#if " + condition) }
    writer.line("@MainActor")
    writer.block("struct \(proposal.name)Tests") { writer in
      for (index, test) in proposal.tests.enumerated() {
        if index > 0 { writer.line() }
        renderTest(test, feature: proposal.concreteName, into: &writer)
      }
    }
    if proposal.condition != nil { writer.line("#endif") }
    return writer.text
  }

  private func renderTest(_ test: TestCaseProposal, feature: String, into writer: inout SourceWriter) {
    writer.line("@Test")
    writer.block("func \(TCANaming.identifier(test.name))() async") { writer in
      writer.raw(test.locals)
      if test.dependencies.isEmpty {
        writer.block("let store = TestStore(initialState: \(test.initialState))") { writer in
          writer.line("\(feature)()")
        }
      } else {
        writer.line("let store = TestStore(initialState: \(test.initialState)) {")
        writer.indented { writer in writer.line("\(feature)()") }
        writer.line("} withDependencies: {")
        writer.indented { writer in writer.raw(test.dependencies) }
        writer.line("}")
      }
      for note in test.notes { writer.line("// \(note)") }
      if test.nonExhaustive { writer.line("store.exhaustivity = .off") }
      let send = (test.cancelsEffect == true ? "let task = " : "") + "await store.send(\(test.send))"
      if test.expectedChanges.isEmpty {
        writer.line(send)
      } else {
        writer.block(send) { writer in writer.raw(test.expectedChanges) }
      }
      if let interval = test.advancesClock { writer.line("await clock.advance(by: \(interval))") }
      for received in test.receives {
        if received.expectedChanges.isEmpty {
          writer.line("await store.receive(\(received.keyPath))")
        } else {
          writer.block("await store.receive(\(received.keyPath))") { writer in writer.raw(received.expectedChanges) }
        }
      }
      if test.finishesEffects { writer.line("await store.finish()") }
      if test.cancelsEffect == true { writer.line("await task.cancel()") }
    }
  }
}
