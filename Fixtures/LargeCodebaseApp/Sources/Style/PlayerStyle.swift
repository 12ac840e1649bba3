import SwiftUI

/// Colors and metrics of the player screens, handed down as an environment object.
final class PlayerStyle: ObservableObject {
    @Published var tint: Color = .orange
    @Published var background: Color = Color(white: 0.08)
    @Published var titleFont: Font = .title2.bold()
    @Published var artworkCornerRadius: CGFloat = 12
}
