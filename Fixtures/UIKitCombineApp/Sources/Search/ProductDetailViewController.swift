import Combine
import UIKit

final class ProductDetailViewController: UIViewController {
	let viewModel: ProductDetailViewModel
	private var cancellables: Set<AnyCancellable> = []

	private let imageView = UIImageView()
	private let nameLabel = UILabel()
	private let priceLabel = UILabel()
	private let stepper = UIStepper()
	private let quantityLabel = UILabel()
	private let addButton = UIButton(configuration: .filled())
	private let toastLabel = UILabel()
	private let inCartLabel = UILabel()

	init(viewModel: ProductDetailViewModel) {
		self.viewModel = viewModel
		super.init(nibName: nil, bundle: nil)
	}

	@available(*, unavailable)
	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		view.backgroundColor = .systemBackground
		stepper.minimumValue = 1
		stepper.maximumValue = 10
		stepper.addAction(UIAction { [weak self] _ in
			guard let self else { return }
			if Int(self.stepper.value) > self.viewModel.quantity {
				self.viewModel.increment()
			} else {
				self.viewModel.decrement()
			}
		}, for: .valueChanged)
		addButton.addAction(UIAction { [weak self] _ in self?.viewModel.addToCart() }, for: .touchUpInside)

		let stack = UIStackView(arrangedSubviews: [
			imageView, nameLabel, priceLabel, quantityLabel, stepper, addButton, inCartLabel, toastLabel,
		])
		stack.axis = .vertical
		stack.spacing = 10
		stack.translatesAutoresizingMaskIntoConstraints = false
		view.addSubview(stack)
		NSLayoutConstraint.activate([
			stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
			stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
			stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
			imageView.heightAnchor.constraint(equalToConstant: 220),
		])
		bind()
	}

	override func viewWillAppear(_ animated: Bool) {
		super.viewWillAppear(animated)
		viewModel.refresh()
	}

	private func bind() {
		viewModel.$product
			.sink { [weak self] product in
				self?.title = product.brand
				self?.nameLabel.text = product.name
				self?.priceLabel.text = product.isInStock ? product.priceText : "Out of stock"
				if let url = product.imageURL, let imageView = self?.imageView {
					ImageLoader.shared.load(url, into: imageView)
				}
			}
			.store(in: &cancellables)

		viewModel.$quantity
			.sink { [weak self] quantity in
				guard let self else { return }
				self.quantityLabel.text = "Quantity: \(quantity)"
				self.stepper.value = Double(quantity)
				self.addButton.setTitle(self.viewModel.addButtonTitle, for: .normal)
				self.addButton.isEnabled = self.viewModel.canAddToCart
			}
			.store(in: &cancellables)

		viewModel.$quantityInCart
			.map { $0 == 0 ? nil : "\($0) in your cart" }
			.assign(to: \.text, on: inCartLabel)
			.store(in: &cancellables)

		viewModel.$confirmationText
			.sink { [weak self] text in
				UIView.animate(withDuration: 0.25) {
					self?.toastLabel.text = text
					self?.toastLabel.alpha = text == nil ? 0 : 1
				}
			}
			.store(in: &cancellables)
	}
}
