import Foundation

/// A SwiftUI view that hosts a UIKit view controller.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The hosted controller's type.
  associatedtype UIViewControllerType: UIViewController
  /// The context the methods receive.
  typealias Context = UIViewControllerRepresentableContext<Self>
  /// Creates the controller.
  func makeUIViewController(context: Context) -> UIViewControllerType
  /// Updates the controller from the view's state.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
  /// Hosted controllers have no body.
  public var body: Never { appleOnly() }
}

/// What a representable's methods receive.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The environment.
  public var environment: EnvironmentValues { appleOnly() }
}

/// A SwiftUI view that hosts a UIKit view.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The hosted view's type.
  associatedtype UIViewType: UIView
  /// The context the methods receive.
  typealias Context = UIViewRepresentableContext<Self>
  /// Creates the view.
  func makeUIView(context: Context) -> UIViewType
  /// Updates the view from the SwiftUI view's state.
  func updateUIView(_ uiView: UIViewType, context: Context)
}

extension UIViewRepresentable {
  /// Hosted views have no body.
  public var body: Never { appleOnly() }
}

/// What a representable's methods receive.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The environment.
  public var environment: EnvironmentValues { appleOnly() }
}

/// A UIKit controller hosting a SwiftUI view.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// Hosts `rootView`.
  public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// The hosted view.
  public var rootView: Content {
    get { appleOnly() }
    set {}
  }
}
