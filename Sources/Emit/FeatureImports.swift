import Analysis
import Proposal

/// The modules a feature file imports besides TCA and Foundation.
enum FeatureImports {
  /// SwiftUI's collection edits (`remove(atOffsets:)`, `move(fromOffsets:toOffset:)`) and `withAnimation` are SwiftUI
  /// API that TCA does not re-export, so a reducer calling them imports SwiftUI, as the view model's file did.
  /// `IndexPath`'s `row`/`section` are UIKit's, so a feature whose actions or State carry an `IndexPath` imports
  /// UIKit, as the view model's file did. A reducer naming `AVAudioSession…`/`AVPlayer…` imports AVFoundation, and
  /// one naming a UIKit or AppKit notification's type in code (`UIApplication.didBecomeActiveNotification`, not a
  /// commented-out line) imports that framework.
  static func extra(for proposal: FeatureProposal) -> [String] {
    let lines =
      proposal.reducerCases.lazy.flatMap(\.body) + proposal.reducerHelpers.lazy.flatMap(\.body)
      + (proposal.observers ?? []).lazy.flatMap(\.body)
    let usesOffsets = lines.contains { line in
      offsetLabels.contains { line.contains($0) } || animationCalls.contains { TextScan.containsWord(line, $0) }
    }
    let payloads = proposal.actions.lazy.flatMap(\.payload).map(\.type)
    let types = payloads + proposal.stateMethods.lazy.map(\.signature) + proposal.state.lazy.compactMap(\.type)
    let usesIndexPath = types.contains { TextScan.containsWord($0, "IndexPath") }
    // `AVAudioSession` and its notification keys are AVFoundation's, which TCA does not re-export either.
    let usesAVFoundation = lines.contains { line in
      TextScan.words(in: line).contains { $0.hasPrefix("AVAudioSession") || $0.hasPrefix("AVPlayer") }
    }
    var platform: [String] = []
    for line in lines where !LineText.trimmed(line).hasPrefix("//") {
      for word in TextScan.words(in: line) {
        if let module = notificationHolders[word], !platform.contains(module) { platform.append(module) }
      }
    }
    return (usesOffsets ? ["SwiftUI"] : []) + (usesIndexPath ? ["UIKit"] : [])
      + (usesAVFoundation ? ["AVFoundation"] : []) + platform
  }

  /// Types whose notification names a reducer observes, by the framework declaring them (TCA re-exports neither).
  static let notificationHolders: [String: String] = [
    "UIApplication": "UIKit", "UIResponder": "UIKit", "UIDevice": "UIKit", "UIScene": "UIKit", "UIWindow": "UIKit",
    "UIAccessibility": "UIKit", "UIContentSizeCategory": "UIKit", "UIScreen": "UIKit", "UIPasteboard": "UIKit",
    "NSApplication": "AppKit", "NSWindow": "AppKit", "NSWorkspace": "AppKit",
  ]

  /// Argument labels only SwiftUI's `IndexSet`-based collection edits have.
  static let offsetLabels = [".remove(atOffsets:", ".move(fromOffsets:"]
  /// SwiftUI's free functions a view model wraps State changes in, kept in the reducer case (TCA does not re-export
  /// SwiftUI).
  static let animationCalls = ["withAnimation", "withTransaction"]
}
