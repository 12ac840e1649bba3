import UIKit
import SwiftUI
import Combine

final class InboxViewController: UITableViewController {
    private let viewModel: InboxViewModel
    private var cancellables = Set<AnyCancellable>()
    var onShowEpisode: ((Episode) -> Void)?

    init(viewModel: InboxViewModel) {
        self.viewModel = viewModel
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(pulledToRefresh), for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Mark All Read", style: .plain, target: self, action: #selector(markAllTapped))
        bindViewModel()
        viewModel.viewDidLoad()
    }

    private func bindViewModel() {
        viewModel.$items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &cancellables)

        viewModel.$isLoading
            .receive(on: DispatchQueue.main)
            .sink { [weak self] loading in
                if !loading { self?.refreshControl?.endRefreshing() }
            }
            .store(in: &cancellables)

        viewModel.$unreadCount
            .map { $0 > 0 ? "\($0)" : nil }
            .sink { [weak self] badge in self?.navigationController?.tabBarItem.badgeValue = badge }
            .store(in: &cancellables)

        viewModel.errorSubject
            .sink { [weak self] message in
                let alert = UIAlertController(title: "Inbox", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                self?.present(alert, animated: true)
            }
            .store(in: &cancellables)

        viewModel.showEpisode
            .sink { [weak self] episode in self?.onShowEpisode?(episode) }
            .store(in: &cancellables)
    }

    @objc private func pulledToRefresh() { viewModel.fetch() }
    @objc private func markAllTapped() { viewModel.markAllRead() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows()
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let item = viewModel.item(at: indexPath)
        var config = cell.defaultContentConfiguration()
        config.text = item.episode.title
        config.secondaryText = viewModel.relativeDate(for: item)
        config.textProperties.font = item.isRead ? .preferredFont(forTextStyle: .body) : .preferredFont(forTextStyle: .headline)
        cell.contentConfiguration = config
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.didSelectRow(at: indexPath)
    }
}

/// SwiftUI wrapper so the inbox can live in the TabView.
struct InboxScreen: UIViewControllerRepresentable {
    @EnvironmentObject var app: AppViewModel

    func makeUIViewController(context: Context) -> UINavigationController {
        let vc = InboxViewController(viewModel: InboxViewModel())
        vc.onShowEpisode = { [weak app] episode in
            app?.showPlayer(for: episode)
        }
        return UINavigationController(rootViewController: vc)
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
