import Analysis

/// A view model's formatter properties (`lazy var joinedFormatter: DateFormatter = { … }()`): a computed property
/// in `State` reads one as a static of the feature, built once as before.
enum FormatterConstants {
  /// Formatter types that are `Sendable` on every platform the generated code builds for (the others need
  /// `nonisolated(unsafe)` to be a static constant in Swift 6).
  static let sendableTypes: Set<String> = ["DateFormatter", "NumberFormatter", "DateIntervalFormatter"]

  /// The view model's formatter properties whose initializer reads no other member, by name.
  static func find(in viewModel: ViewModel) -> [String: StoredProperty] {
    var result: [String: StoredProperty] = [:]
    for property in viewModel.constants {
      guard let type = property.type, isFormatter(type), property.initialValue != nil,
        PublishedStateRule.isSelfContained(property, in: viewModel)
      else { continue }
      result[property.name] = property
    }
    return result
  }

  /// `DateFormatter`, `ByteCountFormatter`, `Date.FormatStyle`, …
  static func isFormatter(_ type: String) -> Bool {
    let base = type.split(separator: ".").last.map(String.init) ?? type
    return base.hasSuffix("Formatter") || base.hasSuffix("FormatStyle")
  }

  /// The static constant the feature declares for `property`, as source lines.
  static func declaration(_ property: StoredProperty) -> [String] {
    let type = property.type ?? ""
    let prefix = sendableTypes.contains(type) ? "" : "nonisolated(unsafe) "
    let value = property.initialValue ?? ""
    let firstLine = value.prefix { $0 != "\n" }
    let rest = value.dropFirst(firstLine.count + 1)
    let first = "\(prefix)static let \(property.name): \(type) = \(firstLine)"
    return rest.isEmpty ? [first] : [first] + TextScan.dedentedLines(String(rest))
  }
}
