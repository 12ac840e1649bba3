import Combine
import UIKit

final class SearchViewController: UITableViewController, UISearchBarDelegate {
    let viewModel: SearchViewModel
    private let scrollOffset = ScrollOffsetDelegate()
    private var cancellables = Set<AnyCancellable>()

    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let searchBar = UISearchBar()
        searchBar.delegate = self
        tableView.tableHeaderView = searchBar
        viewModel.$results
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &cancellables)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrollOffset.scrollViewDidScroll(scrollView)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.results.count
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        viewModel.query = searchBar.text ?? ""
        viewModel.suggestions.record(viewModel.query)
        Task { await viewModel.search() }
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        viewModel.clear()
    }
}
