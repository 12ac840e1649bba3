import Foundation
import TestSupport

extension SwiftParse {
  /// Reducer cases wrapped in a reducer, so `case …:` lines parse.
  static func reducer(cases: String) -> String {
    let body = cases.components(separatedBy: "\n").map { $0.isEmpty ? $0 : "      " + $0 }
    return
      ([
        "@Reducer", "struct Probe {", "  var body: some ReducerOf<Self> {", "    Reduce { state, action in",
        "      switch action {",
      ] + body + ["      }", "    }", "  }", "}", ""]).joined(separator: "\n")
  }

  /// View-model methods wrapped in their class, so initializers parse.
  static func viewModel(methods: String) -> String {
    "final class ItemsViewModel: ObservableObject {\n" + methods + "\n}\n"
  }
}
