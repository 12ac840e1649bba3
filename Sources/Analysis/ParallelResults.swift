import Dispatch
import Foundation

/// A fixed-size slot array that concurrent workers fill at distinct indices.
final class ParallelResults<Value: Sendable>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) { slots = [Value?](repeating: nil, count: count) }

  /// Stores the value computed for slot `index`.
  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// All values, in slot order; every slot must have been filled.
  var values: [Value] { slots.map { $0! } }
}

/// Pure per-item work spread over the machine's cores, results in input order.
public enum ParallelMap {
  /// `items.map(transform)`, computed concurrently.
  public static func map<Item: Sendable, Value: Sendable>(
    _ items: [Item], _ transform: @Sendable (Item) -> Value
  ) -> [Value] {
    let results = ParallelResults<Value>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      results.store(transform(items[index]), at: index)
    }
    return results.values
  }
}
