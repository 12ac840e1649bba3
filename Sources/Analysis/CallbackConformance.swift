/// Which view-model methods implement a framework's delegate or observer protocol (`CLLocationManagerDelegate`,
/// an SDK's `…ServiceObserver`): the framework calls them, not a view, once the model registers itself
/// (`manager.delegate = self`, `service.add(self)`).
enum CallbackConformance {
  /// The name endings of callback protocols.
  static let suffixes = ["Delegate", "Observer", "DataSource", "Listener"]

  /// The callback protocol `method` implements, nil when none: a protocol the codebase does not declare, named like a
  /// delegate or observer, adopted by the extension declaring the method, or by the class when the method's first
  /// parameter is the delegating object (`locationManager(_ manager: CLLocationManager, …)` for
  /// `CLLocationManagerDelegate`).
  static func protocolName(of method: Method, conformances: [String], inExtension: Bool, index: TypeIndex) -> String? {
    let candidates = conformances.filter { name in
      let base = TypeIndex.baseName(name)
      return suffixes.contains { base.hasSuffix($0) && base.count > $0.count } && index.types[base] == nil
    }
    guard !candidates.isEmpty else { return nil }
    let first = method.parameters.first.flatMap { $0.label == nil ? TypeIndex.baseName($0.type) : nil }
    if let first, let named = candidates.first(where: { sender(of: TypeIndex.baseName($0)) == first }) {
      return named
    }
    return inExtension ? candidates.first : nil
  }

  /// The delegating type a protocol is named after: `CLLocationManagerDelegate` → `CLLocationManager`.
  static func sender(of protocolName: String) -> String? {
    for suffix in suffixes where protocolName.hasSuffix(suffix) {
      return String(protocolName.dropLast(suffix.count))
    }
    return nil
  }
}
