import Lexer

/// Effect rule `platform-api`: UIKit and AppKit singletons a reducer cannot reach.
public struct PlatformAPIRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "platform-api" }
  /// Short title.
  public var title: String { "UIKit and AppKit singletons" }
  /// What the rule does.
  public var summary: String {
    "A statement that reaches a UIKit or AppKit singleton (`UIPasteboard`, `NSPasteboard`, `UIDevice`, `UIScreen`, haptic feedback generators, `UIAccessibility`, `NSWorkspace`, `UIApplication`/`NSApplication` and their windows, `UIView` animations and transitions) stays under a TODO: the feature module has no UIKit, and a system side effect in a reducer cannot be controlled in tests. Wrap it in a `@DependencyClient` (e.g. `PasteboardClient` with a `copy` endpoint) and call it from an effect. `UIApplication.shared.open` is the one such call TCA already has a dependency for (`openURL`, see `non-service-dependency`)."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func copyLink() {
            UIPasteboard.general.string = query
            isLoading = false
          }
          """#,
        after: #"""
          case .copyLink:
            // TODO(tca-migrate): uses `UIPasteboard`, a UIKit/AppKit API a reducer cannot reach; wrap it in a `@DependencyClient` and call it from an effect
            // UIPasteboard.general.string = query
            state.isLoading = false
            return .none
          """#,
        status: .partial),
      EffectExample(
        before: #"""
          func submit() {
            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            isSaving = true
          }
          """#,
        after: #"""
          case .submit:
            // TODO(tca-migrate): uses `UIApplication`, a UIKit/AppKit API a reducer cannot reach; wrap it in a `@DependencyClient` and call it from an effect
            // UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            state.isSaving = true
            return .none
          """#,
        status: .partial),
    ]
  }
}

extension PlatformAPIRule {
  /// Platform singletons with no TCA dependency of their own.
  static let types: Set<String> = [
    "UIPasteboard", "NSPasteboard", "UIDevice", "UIScreen", "UIImpactFeedbackGenerator",
    "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIAccessibility", "NSWorkspace",
    "UIApplication", "NSApplication", "NSApp", "UIView", "UIWindow",
  ]

  /// Refuses the statement that names one of `types`; true when it did.
  static func refusesPlatformType(_ s: inout ConversionSession, _ word: String) -> Bool {
    guard types.contains(word) else { return false }
    s.placement.issue(
      "uses `\(word)`, a UIKit/AppKit API a reducer cannot reach; wrap it in a `@DependencyClient` and call it from an effect"
    )
    return true
  }
}
