import Combine
import SwiftUI
import UIKit

struct ProfileView: View {
	@ObservedObject var viewModel: ProfileViewModel

	var body: some View {
		List {
			Section {
				HStack(spacing: 16) {
					Text(viewModel.initials)
						.font(.title.bold())
						.frame(width: 64, height: 64)
						.background(Circle().fill(Color.accentColor.opacity(0.2)))
					VStack(alignment: .leading) {
						Text(viewModel.user?.fullName ?? "Guest").font(.headline)
						Text(viewModel.memberSinceText).font(.subheadline).foregroundColor(.secondary)
					}
				}
			}
			Section("Preferences") {
				Toggle("Order notifications", isOn: $viewModel.notificationsEnabled)
			}
			Section {
				Button(role: .destructive) {
					viewModel.logoutTapped()
				} label: {
					if viewModel.isLoggingOut {
						ProgressView()
					} else {
						Text("Sign out")
					}
				}
			} footer: {
				Text("Version \(viewModel.appVersion)")
			}
		}
		.onAppear { viewModel.reload() }
		.confirmationDialog("Sign out?", isPresented: $viewModel.showLogoutConfirmation) {
			Button("Sign out", role: .destructive) { viewModel.confirmLogout() }
		}
	}
}

final class ProfileViewController: UIHostingController<ProfileView> {
	private let viewModel: ProfileViewModel
	private var cancellables = Set<AnyCancellable>()
	var onLogout: (() -> Void)?

	init(viewModel: ProfileViewModel) {
		self.viewModel = viewModel
		super.init(rootView: ProfileView(viewModel: viewModel))
		title = "Profile"
		tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 3)
	}

	@available(*, unavailable)
	@MainActor required dynamic init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		viewModel.didLogout
			.receive(on: DispatchQueue.main)
			.sink { [weak self] in self?.onLogout?() }
			.store(in: &cancellables)
	}
}
