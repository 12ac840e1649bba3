/// An object views only read from the SwiftUI environment (a session, a router, app-wide navigation) that several
/// screens share and none is named for: a dependency of those screens, not a screen of its own.
enum EnvironmentSharing {
  /// Wrappers through which a view reads an object that another view or the `App` put into the environment.
  static let readingWrappers: Set<String> = ["EnvironmentObject", "Environment"]
  /// Suffixes stripped from a view's name to find the screen it is (`SettingsView` → `Settings`).
  static let viewSuffixes = ["ViewController", "Controller", "View", "Screen", "Page"]

  /// The views that read `viewModel` from the environment when it is shared that way: every view holding it reads
  /// it from the environment (none creates or is handed it), at least two do, none is its own screen
  /// (`SettingsView` for `SettingsModel`), and it holds no view model of its own (a root model that does is the app's
  /// feature); nil otherwise.
  static func readers(of viewModel: ViewModel, views: [Owner]) -> [String]? {
    guard viewModel.childReferences.isEmpty, views.allSatisfy({ readingWrappers.contains($0.wrapper) }) else {
      return nil
    }
    var names: [String] = []
    for view in views where !names.contains(view.name) { names.append(view.name) }
    guard names.count >= 2 else { return nil }
    let base = FeatureNaming.featureName(forViewModel: viewModel.name, suffix: "")
    return names.contains { screenName($0) == base } ? nil : names
  }

  /// `SettingsView` → `Settings`; `BrowserTab.Content` → `Content`.
  static func screenName(_ view: String) -> String {
    let last = LineText.split(view, at: 0x2E).last.map(String.init) ?? view
    for suffix in viewSuffixes where last.hasSuffix(suffix) && last.count > suffix.count {
      return String(last.dropLast(suffix.count))
    }
    return last
  }
}
