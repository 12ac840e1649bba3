import Combine
import Foundation

/// Shared loading and error plumbing that every screen of the app inherits from.
@MainActor
class BaseViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: AppError? {
        didSet { showsError = error != nil }
    }
    @Published var showsError = false

    var cancellables = Set<AnyCancellable>()
    let createdAt = Date()

    var screenName: String {
        String(describing: type(of: self))
    }

    var hasError: Bool {
        error != nil
    }

    init() {
        log("init")
    }

    deinit {
        cancellables.removeAll()
    }

    /// Subclasses override to fetch their content.
    func load() async {}

    func handle(_ error: Error) {
        self.error = AppError(error)
        log("error \(error)")
    }

    func dismissError() {
        error = nil
    }

    func perform(_ work: @escaping () async throws -> Void) {
        Task {
            isLoading = true
            defer { isLoading = false }
            do {
                try await work()
            } catch {
                handle(error)
            }
        }
    }

    func log(_ message: String) {
        #if DEBUG
        print("[\(Self.logTag())] \(screenName): \(message)")
        #endif
    }

    class func logTag() -> String {
        "VM"
    }
}

/// Older screens adopted this protocol instead of subclassing `BaseViewModel`.
protocol ViewModelType: ObservableObject {
    associatedtype Route

    var route: Route? { get set }
    var title: String { get }

    func onAppear()
}

extension ViewModelType {
    var title: String {
        String(describing: Self.self).replacingOccurrences(of: "ViewModel", with: "")
    }

    func dismissRoute() {
        route = nil
    }
}
