import Analysis
import Effects
import Foundation
import Proposal
import Testing

/// Methods implementing a framework's delegate or observer protocol are called by the framework once the model
/// registers itself. Before, each became an action no view or effect sends, with a test sending it as if one did,
/// counted as converted fully; empty requirements too (Brave Wallet's stores: 132 of 192 "fully converted" methods
/// were such callbacks, 111 of them empty).
@Suite struct CallbackConformanceTests {
  static func source(extensionHeader: String, classConformances: String = "") -> String {
    """
    import CoreLocation
    import SwiftUI

    final class LocationViewModel: NSObject, ObservableObject\(classConformances) {
        @Published var lastLocation: CLLocation?
        @Published var errorMessage: String?
        private let manager = CLLocationManager()

        override init() {
            super.init()
            manager.delegate = self
        }

        func start() {
            manager.startUpdatingLocation()
        }
    \(extensionHeader.isEmpty ? "" : "}\n\n" + extensionHeader)
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            lastLocation = locations.last
        }

        func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {
        }
    }

    struct LocationView: View {
        @StateObject private var viewModel = LocationViewModel()
        var body: some View {
            Button("Start") { viewModel.start() }
        }
    }
    """
  }

  @Test(arguments: [
    // In an extension adopting the protocol, or in the class when the first parameter is the delegating object.
    source(extensionHeader: "extension LocationViewModel: CLLocationManagerDelegate {"),
    source(extensionHeader: "", classConformances: ", CLLocationManagerDelegate"),
  ])
  func callbacksAreNoActions(source: String) throws {
    let feature = try ProposedFeatureTests.feature(source)
    #expect(feature.actions.map(\.name).contains("startButtonTapped"))
    #expect(!feature.actions.contains { $0.name.hasPrefix("locationManager") }, "\(feature.actions.map(\.name))")
    let helper = try #require(feature.helpers.first { $0.name == "locationManager" })
    #expect(helper.reason.contains("`CLLocationManagerDelegate` callback"), "\(helper.reason)")
    #expect(!feature.helpers.contains { $0.name == "locationManagerDidPauseLocationUpdates" })
    let empty = try #require(feature.flags.first { $0.code == "empty-callbacks" })
    #expect(empty.message.contains("`locationManagerDidPauseLocationUpdates(_:)`"), "\(empty.message)")
    // `start` converts; the registration in `init` and the callback are left by hand; the empty requirement is not
    // counted.
    #expect(feature.conversionSummary == ConversionSummary(full: 1, partial: 0, manual: 2))
    let todos = feature.todos.map(\.reason).joined(separator: "\n")
    #expect(todos.contains("registers the view model as its `CLLocationManagerDelegate`"), "\(todos)")
  }

  /// A registration names the protocol of the object the model is handed to, not every callback protocol it has.
  @Test func theRegistrationNamesItsReceiversProtocol() throws {
    let source = Self.source(extensionHeader: "extension LocationViewModel: CLLocationManagerDelegate {")
      .replacingOccurrences(
        of: "struct LocationView",
        with: """
          extension LocationViewModel: AVAudioPlayerDelegate {
              func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
                  errorMessage = nil
              }
          }

          struct LocationView
          """)
    let feature = try ProposedFeatureTests.feature(source)
    let todos = feature.todos.map(\.reason).joined(separator: "\n")
    #expect(todos.contains("registers the view model as its `CLLocationManagerDelegate`;"), "\(todos)")
    #expect(!todos.contains("`AVAudioPlayerDelegate`"), "\(todos)")
  }

  @Test(
    arguments: [
      // The app's own protocol, a non-delegate framework protocol, or a class method whose first parameter is not
      // the delegating object: ordinary methods.
      ("LocationDelegate", true, "locations: [CLLocation]", nil),
      ("Identifiable", true, "_ manager: CLLocationManager", nil),
      ("CLLocationManagerDelegate", false, "_ value: Int", nil),
      ("CLLocationManagerDelegate", false, "_ manager: CLLocationManager", "CLLocationManagerDelegate"),
      ("BraveWalletKeyringServiceObserver", true, "", "BraveWalletKeyringServiceObserver"),
    ] as [(String, Bool, String, String?)])
  func theProtocolIsAFrameworksCallbackProtocol(
    conformance: String, inExtension: Bool, parameter: String, expected: String?
  ) {
    let method = "    func handle(\(parameter)) { count += 1 }"
    let source =
      inExtension
      ? """
      final class Model: NSObject, ObservableObject {
          @Published var count = 0
      }
      extension Model: \(conformance) {
      \(method)
      }
      """
      : """
      final class Model: NSObject, ObservableObject, \(conformance) {
          @Published var count = 0
      \(method)
      }
      """
    let files = [("Model.swift", source), ("LocationDelegate.swift", "protocol LocationDelegate: AnyObject {}")]
    let analysis = Analyzer.analyze(files.map { SourceInput(path: $0.0, bytes: Array($0.1.utf8)) })
    let handle = analysis.viewModels.first?.methods.first { $0.name == "handle" }
    #expect(handle?.callbackOf == expected, "\(String(describing: handle))")
  }
}
