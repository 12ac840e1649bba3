/// The app's unidirectional view models: views send an action, the model responds with the state it moves to.
protocol ActionResponder: AnyObject {
    associatedtype Action
    associatedtype State

    var state: State { get set }

    func respond(to action: Action) -> State
}

extension ActionResponder {
    func send(_ action: Action) {
        state = respond(to: action)
    }
}
