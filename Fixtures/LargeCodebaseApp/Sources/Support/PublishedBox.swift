import Combine

/// Makes any value observable, so a view can bind to a piece of a larger model.
final class PublishedBox<Value>: ObservableObject {
    @Published var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
