import Foundation

#if os(iOS)
import UIKit

/// Share sheet model; the iOS and macOS builds each declare their own copy.
final class ShareViewModel: ObservableObject, Identifiable {
    @Published var text: String
    @Published var didCopy = false

    let id = UUID()

    var activityItems: [Any] {
        [text]
    }

    init(text: String) {
        self.text = text
    }

    func copyToPasteboard() {
        UIPasteboard.general.string = text
        didCopy = true
    }

    func reset() {
        didCopy = false
    }
}
#else
import AppKit

/// Share sheet model; the iOS and macOS builds each declare their own copy.
final class ShareViewModel: ObservableObject, Identifiable {
    @Published var text: String
    @Published var didCopy = false

    let id = UUID()

    var activityItems: [Any] {
        [text as NSString]
    }

    init(text: String) {
        self.text = text
    }

    func copyToPasteboard() {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
        didCopy = true
    }

    func reset() {
        didCopy = false
    }
}
#endif
