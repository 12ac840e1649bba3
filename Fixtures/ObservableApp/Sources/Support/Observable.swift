import Foundation

/// A tiny home-made observable box from before the Observation framework existed.
/// It predates `@Observable` in this codebase and is still used by the weather feed.
struct Observable<Value> {
  typealias Observer = (Value) -> Void

  private final class Storage {
    var observers: [UUID: Observer] = [:]
  }

  private let storage = Storage()

  var value: Value {
    didSet {
      storage.observers.values.forEach { $0(value) }
    }
  }

  init(_ value: Value) {
    self.value = value
  }

  @discardableResult
  func bind(_ observer: @escaping Observer) -> UUID {
    let token = UUID()
    storage.observers[token] = observer
    observer(value)
    return token
  }

  func unbind(_ token: UUID) {
    storage.observers[token] = nil
  }
}

extension Observable where Value: Equatable {
  mutating func update(_ newValue: Value) {
    guard newValue != value else { return }
    value = newValue
  }
}
