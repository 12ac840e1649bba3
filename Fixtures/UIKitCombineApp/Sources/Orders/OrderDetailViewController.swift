import Combine
import UIKit

final class OrderDetailViewController: UIViewController {
	private var viewModel: OrderDetailViewModel
	private var cancellables = Set<AnyCancellable>()

	private let statusLabel = UILabel()
	private let dateLabel = UILabel()
	private let linesLabel = UILabel()
	private let trackingButton = UIButton(type: .system)
	private let cancelButton = UIButton(type: .system)

	init(viewModel: OrderDetailViewModel) {
		self.viewModel = viewModel
		super.init(nibName: nil, bundle: nil)
		viewModel.delegate = self
	}

	@available(*, unavailable)
	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override func viewDidLoad() {
		super.viewDidLoad()
		view.backgroundColor = .systemGroupedBackground
		linesLabel.numberOfLines = 0
		cancelButton.setTitle("Cancel order", for: .normal)
		cancelButton.tintColor = .systemRed
		cancelButton.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
		trackingButton.addTarget(self, action: #selector(trackingTapped), for: .touchUpInside)
		navigationItem.rightBarButtonItem = UIBarButtonItem(
			barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
		navigationItem.leftBarButtonItem = UIBarButtonItem(
			title: "Support", style: .plain, target: self, action: #selector(supportTapped))

		let stack = UIStackView(arrangedSubviews: [statusLabel, dateLabel, linesLabel, trackingButton, cancelButton])
		stack.axis = .vertical
		stack.spacing = 12
		stack.translatesAutoresizingMaskIntoConstraints = false
		view.addSubview(stack)
		NSLayoutConstraint.activate([
			stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
			stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
			stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
		])

		viewModel.$order
			.sink { [weak self] order in
				guard let self else { return }
				self.title = self.viewModel.title
				self.statusLabel.text = order.status.title
				self.dateLabel.text = self.viewModel.placedAtText
				self.linesLabel.text = self.viewModel.lines.joined(separator: "\n")
				self.trackingButton.setTitle(order.trackingNumber.map { "Tracking: \($0)" }, for: .normal)
				self.trackingButton.isHidden = order.trackingNumber == nil
			}
			.store(in: &cancellables)

		viewModel.$isCancelling
			.sink { [weak self] _ in
				self?.cancelButton.isEnabled = self?.viewModel.canCancel ?? false
			}
			.store(in: &cancellables)

		viewModel.$showCancelConfirmation
			.filter { $0 }
			.sink { [weak self] _ in self?.presentCancelConfirmation() }
			.store(in: &cancellables)

		viewModel.$copiedTrackingNumber
			.sink { [weak self] copied in
				self?.navigationItem.prompt = copied ? "Copied" : nil
			}
			.store(in: &cancellables)
	}

	private func presentCancelConfirmation() {
		let sheet = UIAlertController(title: "Cancel this order?", message: nil, preferredStyle: .actionSheet)
		sheet.addAction(UIAlertAction(title: "Cancel order", style: .destructive) { [weak self] _ in
			self?.viewModel.confirmCancel()
		})
		sheet.addAction(UIAlertAction(title: "Keep it", style: .cancel))
		present(sheet, animated: true)
	}

	@objc private func cancelTapped() {
		viewModel.cancelTapped()
	}

	@objc private func shareTapped() {
		viewModel.shareTapped()
	}

	@objc private func doneTapped() {
		viewModel.doneTapped()
	}

	@objc private func supportTapped() {
		viewModel.contactSupportTapped()
	}

	@objc private func trackingTapped() {
		viewModel.copyTrackingNumber()
		if let url = viewModel.trackingURL() {
			UIApplication.shared.open(url)
		}
	}
}

extension OrderDetailViewController: OrderDetailViewModelDelegate {
	func orderDetailDidRequestSupport(_ orderID: String) {
		guard let url = URL(string: "mailto:support@example.com?subject=Order%20\(orderID)") else { return }
		UIApplication.shared.open(url)
	}

	func orderDetail(_ viewModel: OrderDetailViewModel, didShare orderID: String, via channel: String) {
		guard orderDetailCanShare() else { return }
		UIPasteboard.general.string = "\(channel): \(orderID)"
	}

	func orderDetailCanShare() -> Bool {
		UIPasteboard.general.hasStrings == false
	}

	func orderDetailDidFinish() {
		navigationController?.popViewController(animated: true)
	}
}
