import Proposal

/// Which MigrationGuides page explains a conversion TODO or a proposal flag, for links in reports.
public enum GuideLinks {
  /// The folder holding the guides, relative to the repository root.
  public static let folder = "MigrationGuides"
  /// The index page.
  public static let index = "README.md"

  /// Every guide page the tool links to, by file name.
  public static let pages = [
    index, "PublishedToState.md", "MethodsToActions.md", "AsyncEffects.md", "DependencyClients.md",
    "CombineEffects.md", "AlertState.md", "Navigation.md", "ViewsToStore.md", "SharedState.md", "Testing.md",
    "Swift6.md", "RemovingOldCode.md",
  ]

  /// The home page of each effect rule (by id); the test suite checks the pages show them.
  public static let effectRulePages: [String: String] = [
    "sync-mutation": "MethodsToActions.md", "state-read": "MethodsToActions.md", "early-return": "MethodsToActions.md",
    "helper-inlining": "MethodsToActions.md", "action-call": "MethodsToActions.md",
    "conditional-call": "MethodsToActions.md", "shared-action-logic": "MethodsToActions.md",
    "optimistic-rollback": "AsyncEffects.md",
    "untranslatable": "MethodsToActions.md", "async-service-call": "AsyncEffects.md",
    "await-in-branch": "AsyncEffects.md", "awaited-condition": "AsyncEffects.md", "catch-and-defer": "AsyncEffects.md",
    "state-capture": "AsyncEffects.md",
    "await-sequence": "AsyncEffects.md", "await-loop": "AsyncEffects.md", "task": "AsyncEffects.md",
    "completion-handler": "AsyncEffects.md",
    "request-publisher": "CombineEffects.md",
    "published-property-stream": "CombineEffects.md", "input-subject": "CombineEffects.md",
    "persisted-state": "SharedState.md",
    "main-queue-hop": "AsyncEffects.md", "task-in-helper": "AsyncEffects.md",
    "structured-concurrency": "AsyncEffects.md", "stored-task": "CombineEffects.md",
    "task-loop": "CombineEffects.md", "async-loop": "CombineEffects.md",
    "polling-loop": "CombineEffects.md", "timer": "CombineEffects.md", "debounced-binding": "CombineEffects.md",
    "assign-to": "CombineEffects.md", "alert-presentation": "AlertState.md",
    "identified-array-assignment": "PublishedToState.md", "delegate-closure-call": "Navigation.md",
    "non-service-dependency": "DependencyClients.md", "generic-service-call": "DependencyClients.md",
    "service-property-write": "DependencyClients.md",
    "child-collection-delegate": "Navigation.md",
    "system-dependency": "DependencyClients.md", "platform-api": "DependencyClients.md",
    "strong-self-alias": "AsyncEffects.md", "dependency-scope": "DependencyClients.md",
    "callback-stream": "AsyncEffects.md",
    "notification-observer": "CombineEffects.md",
  ]

  /// The page for `todo`: its own `guide` when set, else the page whose pattern its reason names.
  public static func page(for todo: ConversionTodo) -> String {
    if let guide = todo.guide { return guide }
    let reason = todo.reason.lowercased()
    let topics: [(words: [String], page: String)] = [
      (["userdefaults", "appstorage", "@shared"], "SharedState.md"),
      (["combine", "sink", "publisher", "debounce", "timer", "cancel", "for await", "loop"], "CombineEffects.md"),
      (["alert", "error flag"], "AlertState.md"),
      (["child", "delegate", "closure", "navigation", "path"], "Navigation.md"),
      (["await", "async", "task", "completion", "effect", "escaping"], "AsyncEffects.md"),
    ]
    return topics.first { topic in topic.words.contains { TextScan.containsBytes(reason, $0) } }?.page
      ?? "MethodsToActions.md"
  }

  /// The page for a `ProposalFlag` code (`unknown-service` → `DependencyClients.md`).
  public static func page(forFlag code: String) -> String {
    switch code {
    case "no-live-service", "unknown-service", "view-model-dependency":
      return "DependencyClients.md"
    case "identifiable-child", "navigation-stack-renamed", "non-equatable-delegate":
      return "Navigation.md"
    case "binding-not-state", "environment-store", "uikit-observe":
      return "ViewsToStore.md"
    case "init-work-moved", "lifecycle-name-taken", "method-returns-value", "overloaded-method":
      return "MethodsToActions.md"
    case "no-test", "test-initial-state":
      return "Testing.md"
    default:
      return "PublishedToState.md"
    }
  }
}
