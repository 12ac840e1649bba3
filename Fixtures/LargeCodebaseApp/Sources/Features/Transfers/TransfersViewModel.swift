import Combine
import Foundation

final class TransfersViewModel: ObservableObject, ActionResponder {
    enum Action {
        case pause(String)
        case resume(id: String, priority: Int = 0)
        case clearFinished
    }

    enum State: Equatable {
        case idle
        case transferring
    }

    @Published var paused: [String] = []
    @Published var finished: [String] = []
    @Published var state: State = .idle

    func respond(to action: Action) -> State {
        switch action {
        case let .pause(id):
            paused.append(id)
            return .idle
        case .resume(let id, let priority):
            paused.removeAll { $0 == id }
            if priority > 0 {
                finished.removeAll { $0 == id }
            }
            return .transferring
        case .clearFinished:
            finished = []
            return state
        }
    }
}
