import SwiftUI

@main
struct TripsApp: App {
  @State private var settings = SettingsModel()

  var body: some Scene {
    WindowGroup {
      TabView {
        TripListView()
          .tabItem { Label("Trips", systemImage: "airplane") }
        NavigationStack {
          SettingsView()
        }
        .tabItem { Label("Settings", systemImage: "gearshape") }
      }
      .environment(settings)
    }
  }
}
