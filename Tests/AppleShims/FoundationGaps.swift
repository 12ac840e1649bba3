import Foundation

// Apple Foundation APIs that Linux Foundation lacks and the fixtures use, compiled into each fixture app's module by
// the type-check suite. They are not part of TCA: on Apple platforms Foundation has them.

#if !canImport(Darwin)
  extension URL {
    /// The user's documents directory (Linux: `~/Documents` under the temporary directory).
    public static var documentsDirectory: URL {
      FileManager.default.temporaryDirectory.appendingPathComponent("Documents", isDirectory: true)
    }

    /// The user's caches directory (Linux: `Caches` under the temporary directory).
    public static var cachesDirectory: URL {
      FileManager.default.temporaryDirectory.appendingPathComponent("Caches", isDirectory: true)
    }
  }

  /// Formats the distance between two dates as "in 2 hr" / "3 days ago" (Apple API shim).
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// How units are abbreviated.
    public enum UnitsStyle: Int, Sendable {
      /// "2 hours".
      case full
      /// "2 hours" with spelled-out numbers.
      case spellOut
      /// "2 hr".
      case short
      /// "2h".
      case abbreviated
    }

    /// Whether to use named dates such as "yesterday".
    public enum DateTimeStyle: Int, Sendable {
      /// "1 day ago".
      case numeric
      /// "yesterday".
      case named
    }

    /// How units are abbreviated.
    open var unitsStyle: UnitsStyle = .full
    /// Whether to use named dates.
    open var dateTimeStyle: DateTimeStyle = .numeric

    /// A formatter.
    public override init() { super.init() }

    /// A formatter from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The distance from a reference date to a date, in words.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// A time interval, in words.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let seconds = Int(timeInterval.rounded())
      let magnitude = abs(seconds)
      let (value, unit): (Int, String) =
        switch magnitude {
        case ..<60: (magnitude, "sec")
        case ..<3600: (magnitude / 60, "min")
        case ..<86_400: (magnitude / 3600, "hr")
        default: (magnitude / 86_400, "day")
        }
      let text = "\(value) \(unit)\(value == 1 || unitsStyle != .full ? "" : "s")"
      return seconds < 0 ? "\(text) ago" : "in \(text)"
    }

    /// Formats a date object.
    open override func string(for obj: Any?) -> String? {
      (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
  }

  /// A key-value observation token (Apple Foundation's KVO; Linux has none).
  final class NSKeyValueObservation: @unchecked Sendable {
    /// Stops observing.
    func invalidate() {}
  }

  /// The change a key-value observer receives.
  struct NSKeyValueObservedChange<Value> {
    /// The new value, when asked for.
    var newValue: Value?
  }

  extension Progress {
    /// Observes `keyPath` (Apple's KVO `observe`); here it never calls back: the suite only type-checks live code.
    func observe<Value>(
      _ keyPath: KeyPath<Progress, Value>, changeHandler: @escaping (Progress, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
      NSKeyValueObservation()
    }
  }

  /// Formats a duration as "1h 5m" (Apple API shim; Linux Foundation marks its own unavailable). Declared in the app's
  /// module, it shadows the unavailable one.
  final class DateComponentsFormatter: @unchecked Sendable {
    /// How unit names are written.
    enum UnitsStyle: Int, Sendable {
      /// "1:05".
      case positional
      /// "1h 5m".
      case abbreviated
      /// "1hr 5min".
      case short
      /// "1 hour, 5 minutes".
      case full
    }

    /// The units shown, largest first.
    var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
    /// How unit names are written.
    var unitsStyle: UnitsStyle = .positional

    /// A duration in the allowed units.
    func string(from ti: TimeInterval) -> String? {
      var rest = Int(ti.rounded())
      var parts: [String] = []
      let units: [(NSCalendar.Unit, Int, String)] = [(.hour, 3600, "h"), (.minute, 60, "m"), (.second, 1, "s")]
      for (unit, seconds, suffix) in units where allowedUnits.contains(unit) {
        let value = rest / seconds
        rest -= value * seconds
        if value > 0 || (parts.isEmpty && unit == .second) { parts.append("\(value)\(suffix)") }
      }
      return parts.isEmpty ? "0\(units.last { allowedUnits.contains($0.0) }?.2 ?? "s")" : parts.joined(separator: " ")
    }
  }

  extension NotificationCenter {
    /// The notifications named `name` as an async sequence (Apple API shim over `addObserver`).
    func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
      AsyncStream { continuation in
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
          nonisolated(unsafe) let sent = notification
          continuation.yield(sent)
        }
        let box = UncheckedToken(token)
        continuation.onTermination = { [weak self] _ in self?.removeObserver(box.token) }
      }
    }
  }

  /// An observer token carried across the stream's termination handler.
  private struct UncheckedToken: @unchecked Sendable {
    let token: NSObjectProtocol
    init(_ token: NSObjectProtocol) { self.token = token }
  }
#endif
