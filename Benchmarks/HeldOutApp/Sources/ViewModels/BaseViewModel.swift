//
//  BaseViewModel.swift
//  Castaway
//
//  Shared plumbing for screens that load something and may show an error.
//

import Foundation
import Combine

@MainActor
class BaseViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var showAlert = false

    var cancellables = Set<AnyCancellable>()

    func handle(_ error: Error) {
        if let apiError = error as? APIError {
            errorMessage = apiError.errorDescription
        } else {
            errorMessage = error.localizedDescription
        }
        showAlert = true
    }

    func dismissError() {
        errorMessage = nil
        showAlert = false
    }

    /// Runs `work` with the loading flag set, routing errors to the alert.
    func perform(_ work: @escaping () async throws -> Void) {
        Task {
            isLoading = true
            defer { isLoading = false }
            do {
                try await work()
            } catch is CancellationError {
                // ignore
            } catch {
                handle(error)
            }
        }
    }
}
