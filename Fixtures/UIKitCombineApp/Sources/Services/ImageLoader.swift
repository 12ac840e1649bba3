import UIKit

final class ImageLoader {
	static let shared = ImageLoader()

	private let cache = NSCache<NSURL, UIImage>()

	func load(_ url: URL, into imageView: UIImageView) {
		if let cached = cache.object(forKey: url as NSURL) {
			imageView.image = cached
			return
		}
		URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
			guard let data, let image = UIImage(data: data) else { return }
			self?.cache.setObject(image, forKey: url as NSURL)
			DispatchQueue.main.async {
				imageView.image = image
			}
		}.resume()
	}
}
