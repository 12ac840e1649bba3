import Foundation

// Enough of UserNotifications for a fixture view model's authorization request to type-check on Linux. Calls stop the
// program (generated tests never reach them).

func appleOnly() -> Never { fatalError("UserNotifications is not available on Linux; this stand-in only type-checks") }

public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
}

public final class UNUserNotificationCenter: @unchecked Sendable {
  public static func current() -> UNUserNotificationCenter { appleOnly() }
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) { appleOnly() }
}
