import Foundation

// Declarations only: the UIKit types SwiftUI views name (SwiftUI re-exports UIKit on iOS). Nothing here runs.

func appleOnly() -> Never { fatalError("UIKit is not available on Linux; this stand-in only type-checks") }

/// A color.
open class UIColor: NSObject, @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public init?(named name: String) {}
  public static let systemBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let secondarySystemBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let label = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  public static let secondaryLabel = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
  public static let systemGroupedBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let systemRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let systemGreen = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let systemBlue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let systemOrange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let systemGray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
  public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// An image.
open class UIImage: NSObject, @unchecked Sendable {
  public init?(named name: String) {}
  public init?(systemName name: String) {}
  public init?(data: Data) {}
  public func pngData() -> Data? { appleOnly() }
  public func jpegData(compressionQuality: CGFloat) -> Data? { appleOnly() }
}

/// The running app.
@MainActor
open class UIApplication: NSObject {
  public static var shared: UIApplication { appleOnly() }
  public static let openSettingsURLString = "app-settings:"
  /// App life-cycle notifications (nonisolated in the SDK, as any code may observe them).
  nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActive")
  nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActive")
  nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackground")
  nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForeground")
  nonisolated public static let significantTimeChangeNotification = Notification.Name(
    "UIApplicationSignificantTimeChange")
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {}
  public func canOpenURL(_ url: URL) -> Bool { appleOnly() }
  /// Keys of `open(_:options:)`.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable {}
  /// Launch option keys.
  public struct LaunchOptionsKey: Hashable, Sendable {}
}

/// The app delegate.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// The keyboard a text field shows.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
  case twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, for autofill.
public struct UITextContentType: Hashable, Sendable {
  public static let name = UITextContentType()
  public static let username = UITextContentType()
  public static let password = UITextContentType()
  public static let newPassword = UITextContentType()
  public static let emailAddress = UITextContentType()
  public static let telephoneNumber = UITextContentType()
  public static let oneTimeCode = UITextContentType()
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType()
  public static let fullStreetAddress = UITextContentType()
  public static let postalCode = UITextContentType()
}

/// Haptic feedback for impacts.
@MainActor
open class UIImpactFeedbackGenerator: NSObject {
  /// How strong the impact is.
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle) {}
  public func impactOccurred() {}
  public func prepare() {}
}
