import Analysis
import Effects
import Emit
import Testing

@testable import Proposal

/// Regression (DuckDuckGo's sync settings): `EditDeviceViewModel` stores a `SyncSettingsViewModel.Device`. The
/// nested type moves into `SyncSettingsFeature` and the view model's class is gone, yet `EditDeviceFeature` kept
/// naming `SyncSettingsViewModel.Device` in its State, its payloads and its tests, which did not compile.
@Suite struct CarriedTypeReferenceTests {
  static let source = """
    import SwiftUI

    final class DevicesViewModel: ObservableObject {
        struct Device: Identifiable, Hashable {
            let id: String
            var name: String
        }

        @Published var devices: [Device] = []

        func rename(_ device: Device, to name: String) {
            devices = devices.map { $0.id == device.id ? Device(id: $0.id, name: name) : $0 }
        }
    }

    final class EditDeviceViewModel: ObservableObject {
        @Published var device: DevicesViewModel.Device
        @Published var name = ""

        init(device: DevicesViewModel.Device) {
            self.device = device
        }

        func replace(with device: DevicesViewModel.Device) {
            self.device = device
        }
    }

    struct DevicesView: View {
        @StateObject var viewModel = DevicesViewModel()
        var body: some View { Text("") }
    }

    struct EditDeviceView: View {
        @ObservedObject var viewModel: EditDeviceViewModel
        var body: some View { Text(viewModel.name) }
    }
    """

  static let files: [String: String] = {
    let analysis = Analyzer.analyze([SourceInput(path: "Devices.swift", bytes: Array(source.utf8))])
    let proposal = FeatureProposer(converter: EffectRewriter(services: [])).propose(analysis)
    let files = FeatureEmitter().files(for: proposal, sources: ["Devices.swift": source])
    return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
  }()

  @Test(arguments: ["EditDeviceFeature.swift", "Tests/EditDeviceFeatureTests.swift"])
  func anotherFeatureNamesTheTypeWhereItMoved(path: String) {
    let text = Self.files[path] ?? ""
    #expect(!text.isEmpty, "\(Self.files.keys.sorted())")
    #expect(!text.contains("DevicesViewModel.Device"), "\(text)")
    #expect(text.contains("DevicesFeature.Device"), "\(text)")
  }

  @Test func theTypeMovedIntoItsOwnFeature() {
    #expect(Self.files["DevicesFeature.swift"]?.contains("struct Device: Identifiable, Hashable") == true)
  }
}
