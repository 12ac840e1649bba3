import SwiftUI

/// The fare alert toggle, bound to the model its screen makes once it appears.
struct PriceAlertHeader: View {
  @Binding var alert: PriceAlertModel?

  var body: some View {
    Button(alert?.isWatching == true ? "Stop watching" : "Watch fares") { alert?.toggle() }
      .disabled(alert == nil)
  }
}

struct PriceAlertScreen: View {
  @State private var alert: PriceAlertModel?
  @State private var changes = 0

  var body: some View {
    VStack {
      PriceAlertHeader(alert: $alert)
      Text("\(changes) changes")
    }
    .task {
      alert = .init(isWatching: false, onChange: { _ in changes += 1 })
    }
  }
}
