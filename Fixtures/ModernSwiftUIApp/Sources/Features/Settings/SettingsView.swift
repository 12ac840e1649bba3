import SwiftUI

struct SettingsView: View {
  @State var model = SettingsModel()

  var body: some View {
    Form {
      Toggle(
        "Speak answers",
        isOn: Binding(get: { model.speakCards }, set: { model.speakCardsToggled($0) })
      )
      LabeledContent("Daily goal", value: "\(model.dailyGoal)")
      Button("Reset") { model.resetButtonTapped() }
    }
    .navigationTitle("Settings")
  }
}
