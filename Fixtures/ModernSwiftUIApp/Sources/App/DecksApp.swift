import SwiftUI

@main
struct DecksApp: App {
  @MainActor
  static let model = AppModel()

  var body: some Scene {
    WindowGroup {
      AppView(model: Self.model)
    }
  }
}
