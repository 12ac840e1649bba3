import Combine
import UIKit

/// Publishes a table view's vertical offset so the header can collapse.
final class ScrollOffsetDelegate: NSObject, UIScrollViewDelegate, ObservableObject {
    @Published private(set) var offset: CGFloat = 0
    @Published private(set) var isScrolledPastHeader = false

    var headerHeight: CGFloat = 120

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offset = scrollView.contentOffset.y
        isScrolledPastHeader = offset > headerHeight
    }
}
