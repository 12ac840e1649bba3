import Foundation
import TestSupport
import Testing

/// Every fixture app and the held-out app, migrated whole (`generate --all`: rewritten views in place, features and
/// clients added), type-checks in Swift 6 mode against the SwiftUI and TCA stand-ins with no error the app as it is
/// does not have. The errors added are a golden file per app: one more fails here, one fewer updates the file.
@Suite(.serialized)
struct ViewTypeCheckTests {
  @Test(arguments: apps)
  func migratedAppAddsNoCompileErrors(app: String) throws {
    let standIn = try StandInLibrary.shared.get()
    let root = FixtureApps.repositoryRoot.appendingPathComponent(app)
    let migrated = try MigratedApp(root: root)
    let name = (app as NSString).lastPathComponent
    let run = try ViewCheckRun(
      app: migrated, appRoot: root, standIn: standIn,
      directory: standIn.directory.appendingPathComponent("views/" + name))
    let status = ViewCheckStatus.render(migrated, run)
    print("view-check \(app): " + status.replacing("\n", with: "\n  "))
    #expect(!migrated.rewrittenViews.isEmpty || migrated.generated.isEmpty)
    let golden = Self.goldens.appendingPathComponent(name + ".txt")
    if FixtureApps.updatingGoldens {
      try status.write(to: golden, atomically: true, encoding: .utf8)
    } else {
      let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? ""
      #expect(status == expected, "compile errors the migration adds changed for \(app); review and update the golden")
    }
  }

  /// When an added error counts as named by a TODO: on its line, two lines above, or above the statement a chained
  /// call's line continues (UIKitCombineApp's coordinator subscribing to a local store's publisher).
  @Test(arguments: [
    ("// TODO(tca-migrate): x\nlet a = b\n", 2, true),
    ("// TODO(tca-migrate): x\n\n\nlet a = b\n", 4, false),
    ("// TODO(tca-migrate): x\nmodel.didLogin\n  .receive(on: q)\n  .sink { _ in }\n", 4, true),
    ("// TODO(tca-migrate): x\nlet y = 1\nmodel.didLogin\n  .receive(on: q)\n  .sink { _ in }\n", 5, true),
    ("// TODO(tca-migrate): x\nlet y = 1\nlet z = 2\nmodel.didLogin\n  .sink { _ in }\n", 5, false),
  ])
  func todoNamesTheErrorsStatement(text: String, line: Int, named: Bool) {
    #expect(ViewCheckRun.isNamedByTodo(line: line, in: text) == named)
  }

  /// The feature suite's apps and the Xcode project fixture's app target (its tests and widget import modules with
  /// no stand-in and are left out). That fixture is not in the feature suite: its `Country.swift` is not Swift 6
  /// clean (a `static let` of a non-`Sendable` container), and the view file the suite leaves out with the old model
  /// declares `Search`, which the feature's State holds.
  static let apps = GeneratedCodeTypeCheckTests.apps + ["Fixtures/XcodeProjects/CountriesApp"]

  /// `Tests/TypeCheckTests/ViewGolden`.
  static let goldens = FixtureApps.repositoryRoot.appendingPathComponent("Tests/TypeCheckTests/ViewGolden")
}

/// The golden text: what was compiled, and each error the migration added (marked when a TODO names its line).
enum ViewCheckStatus {
  /// The text for `app` and its `run`.
  static func render(_ app: MigratedApp, _ run: ViewCheckRun) -> String {
    let clean = app.rewrittenViews.filter { view in !run.added.contains { $0.path == view } }
    var lines = [
      "\(app.rewrittenViews.count) rewritten files, \(clean.count) with no added error; "
        + "\(app.appFiles.count) app files compiled, \(app.leftOut.count) left out; "
        + "errors: \(run.original.count) as it is, \(run.migrated.count) migrated, \(run.added.count) added "
        + "(\(run.flagged.count) under a TODO)"
    ]
    var flagged = run.flagged
    for finding in run.added {
      if let index = flagged.firstIndex(of: finding) {
        flagged.remove(at: index)
        lines.append("added under a TODO: \(finding)")
      } else {
        lines.append("added: \(finding)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
