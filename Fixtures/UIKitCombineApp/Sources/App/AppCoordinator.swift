import Combine
import UIKit

final class AppCoordinator {
	private let window: UIWindow
	private let api = LiveShopAPI()
	private let authService: AuthService = LiveAuthService()
	private lazy var cartViewModel = CartViewModel(ordersService: api)
	private var ordersViewModel: OrdersViewModel?
	private var cancellables = Set<AnyCancellable>()

	init(window: UIWindow) {
		self.window = window
	}

	func start() {
		if authService.currentUser == nil {
			showLogin()
		} else {
			showMain()
		}
		window.makeKeyAndVisible()
	}

	private func showLogin() {
		let viewModel = LoginViewModel(authService: authService)
		viewModel.didLogin
			.receive(on: DispatchQueue.main)
			.sink { [weak self] _ in self?.showMain() }
			.store(in: &cancellables)
		window.rootViewController = UINavigationController(rootViewController: LoginViewController(viewModel: viewModel))
	}

	private func showMain() {
		let search = ProductSearchViewController(
			viewModel: ProductSearchViewModel(productsService: api, cart: cartViewModel)
		)
		search.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "magnifyingglass"), tag: 0)

		let ordersViewModel = OrdersViewModel(ordersService: api)
		self.ordersViewModel = ordersViewModel
		let orders = OrdersViewController(viewModel: ordersViewModel)

		let cart = CartViewController(viewModel: cartViewModel)
		cart.onOrderPlaced = { [weak self, weak ordersViewModel] order in
			ordersViewModel?.orderPlaced(order)
			self?.selectTab(2)
		}

		let profile = ProfileViewController(viewModel: ProfileViewModel(authService: authService))
		profile.onLogout = { [weak self] in
			self?.cartViewModel.clear()
			self?.showLogin()
		}

		let tabs = UITabBarController()
		tabs.viewControllers = [search, cart, orders, profile].map { UINavigationController(rootViewController: $0) }
		window.rootViewController = tabs
	}

	private func selectTab(_ index: Int) {
		(window.rootViewController as? UITabBarController)?.selectedIndex = index
	}
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
	var window: UIWindow?
	private var coordinator: AppCoordinator?

	func scene(
		_ scene: UIScene,
		willConnectTo session: UISceneSession,
		options connectionOptions: UIScene.ConnectionOptions
	) {
		guard let windowScene = scene as? UIWindowScene else { return }
		let window = UIWindow(windowScene: windowScene)
		let coordinator = AppCoordinator(window: window)
		self.window = window
		self.coordinator = coordinator
		coordinator.start()
	}
}
