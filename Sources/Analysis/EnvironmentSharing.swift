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
  /// feature; one handed in is not its own); nil otherwise.
  static func readers(of viewModel: ViewModel, views: [Owner]) -> [String]? {
    guard holdsNoOwnChild(viewModel), views.allSatisfy({ readingWrappers.contains($0.wrapper) }) else {
      return nil
    }
    let names = distinctNames(of: views)
    guard names.count >= 2 else { return nil }
    let base = FeatureNaming.featureName(forViewModel: viewModel.name, suffix: "")
    return names.contains { screenName($0) == base } ? nil : names
  }

  /// Whether every view model `viewModel` holds was handed to it through `init` (CodeEdit's `SourceControlManager`
  /// holds the `EditorManager` it is given): another shared object, not a child it owns.
  static func holdsNoOwnChild(_ viewModel: ViewModel) -> Bool {
    viewModel.childReferences.allSatisfy { reference in
      viewModel.dependencies.contains { $0.name == reference.property && $0.injectedThroughInit }
    }
  }

  /// Name endings of objects that talk to the world outside the app (`MastodonClient`, `FeedService`, `StoreAPI`).
  static let serviceSuffixes = ["Client", "Service", "API"]

  /// A service-named object (`…Client`, `…Service`, `…API`) that at least two views read from the environment or are
  /// handed (`@ObservedObject`) while no view creates it in a stored property and that holds no view model: the
  /// ending and the readers, nil otherwise. The views share one client; none of them is its screen.
  static func serviceReaders(
    of viewModel: ViewModel, views: [Owner], createdBy creates: (Owner) -> Bool
  ) -> (suffix: String, readers: [String])? {
    let simple = LineText.simpleName(viewModel.name)
    guard viewModel.childReferences.isEmpty,
      let suffix = serviceSuffixes.first(where: { simple.hasSuffix($0) && simple.count > $0.count }),
      !views.contains(where: creates)
    else { return nil }
    let names = distinctNames(
      of: views.filter { readingWrappers.contains($0.wrapper) || $0.wrapper == "ObservedObject" })
    return names.count >= 2 ? (suffix, names) : nil
  }

  /// The names of `views` in order, each once (a view holding the object in two properties counts once).
  private static func distinctNames(of views: [Owner]) -> [String] {
    var names: [String] = []
    for view in views where !names.contains(view.name) { names.append(view.name) }
    return names
  }

  /// `SettingsView` → `Settings`; `BrowserTab.Content` → `Content`.
  static func screenName(_ view: String) -> String {
    let last = LineText.simpleName(view)
    for suffix in viewSuffixes where last.hasSuffix(suffix) && last.count > suffix.count {
      return String(last.dropLast(suffix.count))
    }
    return last
  }
}
