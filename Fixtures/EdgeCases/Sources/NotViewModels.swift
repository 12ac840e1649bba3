import Combine
import SwiftUI

/// Named like a view model, but a plain value: nothing is observed.
struct FakeViewModel {
    var title: String
    var items: [String]

    func itemCount() -> Int { items.count }
}

/// Named like a view model, but a plain class with no observation at all.
final class LegacyViewModel {
    var name = ""
    private(set) var version = 1

    func bump() { version += 1 }
}

/// Builds view models; is not one.
enum ViewModelFactory {
    static func makeTimer() -> MainViewModel { MainViewModel() }
}

/// A protocol named like a view model.
protocol ViewModelProviding {
    associatedtype Model: ObservableObject
    func makeViewModel() -> Model
}

/// Mentions `ObservableObject` only as a generic constraint; it is a coordinator, not a view model.
final class ScreenCoordinator<Model: ObservableObject> {
    let model: Model
    var isPresented = false

    init(model: Model) {
        self.model = model
    }
}

/// Holds `Published` only as a type name in a property, not as the wrapper.
final class PublisherBag {
    var publisher: Published<Int>.Publisher?
    let subject = PassthroughSubject<Int, Never>()
}

/// An alias is not a second view model.
typealias MainViewModel = TimerViewModel

struct TimerView: View {
    @StateObject private var viewModel = TimerViewModel()

    var body: some View {
        VStack {
            Text(viewModel.elapsedText).font(.largeTitle.monospacedDigit())
            HStack {
                Button(viewModel.isRunning ? "Stop" : "Start") {
                    viewModel.isRunning ? viewModel.stop() : viewModel.start()
                }
                Button("Lap") { viewModel.lap() }
                Button("Reset") { viewModel.reset() }
            }
            List(viewModel.laps, id: \.self) { lap in
                Text(String(format: "%.2f", lap))
            }
        }
    }
}

struct CountdownView: View {
    @State private var model = CountdownModel(seconds: 90)
    @State private var input = "5 min"

    var body: some View {
        VStack {
            Text("\(model.remaining)")
            TextField("e.g. 5 min", text: $input)
                .onSubmit { model.parse(input) }
            Text(model.label)
        }
        .task { await model.run() }
    }
}
