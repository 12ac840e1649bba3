import Testing

@testable import Effects

/// Mlem's `SavedAccountTracker`: `init` loading State from a `@Dependency` the model already declares
/// (`savedAccounts = persistenceRepository.loadAccounts()`) was read as State's default and dropped without a word;
/// State started empty. It is `init` work now, moved to `case onAppear` as a service's is.
@Suite struct LibraryDependencyInitTests {
  @Test(arguments: [
    ("@Observable\nfinal class AccountsModel {", "var accounts", "@State var model = AccountsModel()"),
    (
      "final class AccountsModel: ObservableObject {", "@Published var accounts",
      "@StateObject var model = AccountsModel()"
    ),
  ])
  func initReadingTheDependencyIsLifecycleWork(declaration: String, property: String, holder: String) throws {
    let source = """
      import Dependencies
      import SwiftUI

      \(declaration)
          @ObservationIgnored @Dependency(\\.accountStore) private var accountStore
          \(property): [String] = []

          init() {
              accounts = accountStore.loadAccounts()
          }

          func add(_ name: String) { accounts.append(name) }
      }

      struct AccountsView: View {
          \(holder)
          var body: some View { Text("\\(model.accounts.count)") }
      }
      """
    let feature = try ProposedFeatureTests.feature(source)
    let onAppear = try #require(feature.reducerCases.first { $0.pattern == ".onAppear" }, "\(feature.actions)")
    #expect(onAppear.body.contains("state.accounts = accountStore.loadAccounts()"), "\(onAppear.body)")
    #expect(feature.field(named: "accounts")?.defaultValue == "[]")
  }
}
