import Foundation

/// An ordered collection of elements with unique identifiers, addressable by id.
public struct IdentifiedArray<ID: Hashable, Element> {
  let id: KeyPath<Element, ID>
  var _ids: [ID]
  var _elements: [ID: Element]

  /// An array of elements that are known to have unique ids.
  public init<S: Sequence>(uncheckedUniqueElements elements: S, id: KeyPath<Element, ID>) where S.Element == Element {
    self.id = id
    self._ids = []
    self._elements = [:]
    for element in elements {
      let key = element[keyPath: id]
      if _elements.updateValue(element, forKey: key) == nil { _ids.append(key) }
    }
  }

  /// An array of elements, merging duplicates.
  public init<S: Sequence>(
    _ elements: S,
    id: KeyPath<Element, ID>,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    self.init(uncheckedUniqueElements: [], id: id)
    for element in elements {
      let key = element[keyPath: id]
      if let existing = _elements[key] {
        _elements[key] = try combine(existing, element)
      } else {
        _elements[key] = element
        _ids.append(key)
      }
    }
  }

  /// The ids, in order.
  public var ids: [ID] { _ids }

  /// The elements, in order.
  public var elements: [Element] { _ids.compactMap { _elements[$0] } }

  /// The element with an id; setting `nil` removes it, setting a new one appends it.
  public subscript(id id: ID) -> Element? {
    get { _elements[id] }
    set {
      if let newValue {
        if _elements.updateValue(newValue, forKey: id) == nil { _ids.append(id) }
      } else if _elements.removeValue(forKey: id) != nil {
        _ids.removeAll { $0 == id }
      }
    }
  }

  /// The index of the element with an id.
  public func index(id: ID) -> Int? { _ids.firstIndex(of: id) }

  /// Appends an element if its id is new; returns whether it was inserted and its index.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let key = element[keyPath: id]
    if let index = index(id: key) { return (false, index) }
    _ids.append(key)
    _elements[key] = element
    return (true, _ids.count - 1)
  }

  /// Appends the elements whose ids are new.
  public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
    for element in newElements { append(element) }
  }

  /// Inserts an element at an index if its id is new.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    let key = element[keyPath: id]
    if let existing = self.index(id: key) { return (false, existing) }
    _ids.insert(key, at: index)
    _elements[key] = element
    return (true, index)
  }

  /// Replaces or appends an element by id.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let key = element[keyPath: id]
    let old = _elements.updateValue(element, forKey: key)
    if old == nil { _ids.append(key) }
    return old
  }

  /// Removes and returns the element with an id.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let element = _elements.removeValue(forKey: id) else { return nil }
    _ids.removeAll { $0 == id }
    return element
  }

  /// Removes and returns the element at an index.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let key = _ids.remove(at: index)
    guard let element = _elements.removeValue(forKey: key) else { fatalError("IdentifiedArray is inconsistent") }
    return element
  }

  /// Removes the elements at the offsets.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: offset) }
  }

  /// Moves the elements at the offsets to a destination.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { _ids[$0] }
    var remaining = _ids.enumerated().filter { !source.contains($0.offset) }.map(\.element)
    let before = source.filter { $0 < destination }.count
    remaining.insert(contentsOf: moving, at: destination - before)
    _ids = remaining
  }

  /// Removes the elements matching a predicate.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    for key in _ids {
      if let element = _elements[key], try shouldBeRemoved(element) { remove(id: key) }
    }
  }

  /// Removes every element.
  public mutating func removeAll(keepingCapacity: Bool = false) {
    _ids.removeAll()
    _elements.removeAll()
  }

  /// The elements matching a predicate.
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    try Self(uncheckedUniqueElements: elements.filter(isIncluded), id: id)
  }

  /// Sorts the elements in place.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    let sorted = try elements.sorted(by: areInIncreasingOrder)
    _ids = sorted.map { $0[keyPath: id] }
  }

  /// Reverses the elements in place.
  public mutating func reverse() { _ids.reverse() }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// An array of identifiable elements that are known to be unique.
  public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
    self.init(uncheckedUniqueElements: elements, id: \.id)
  }

  /// An array of identifiable elements that are known to be unique.
  public init<S: Sequence>(uncheckedUniqueElements elements: S) where S.Element == Element {
    self.init(uncheckedUniqueElements: elements, id: \.id)
  }

  /// An array of identifiable elements, merging duplicates.
  public init<S: Sequence>(
    _ elements: S,
    uniquingIDsWith combine: (Element, Element) throws -> Element
  ) rethrows where S.Element == Element {
    try self.init(elements, id: \.id, uniquingIDsWith: combine)
  }

  /// An empty array.
  public init() { self.init(uncheckedUniqueElements: [], id: \.id) }
}

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  /// The first index.
  public var startIndex: Int { 0 }
  /// The end index.
  public var endIndex: Int { _ids.count }

  /// The element at a position.
  public subscript(position: Int) -> Element {
    get {
      guard let element = _elements[_ids[position]] else { fatalError("IdentifiedArray is inconsistent") }
      return element
    }
    set {
      let key = _ids[position]
      precondition(newValue[keyPath: id] == key, "Can't change the id of an element of an IdentifiedArray")
      _elements[key] = newValue
    }
  }
}

extension IdentifiedArray: RangeReplaceableCollection where Element: Identifiable, ID == Element.ID {
  /// Replaces a range of elements, keeping ids unique.
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Element {
    var all = elements
    all.replaceSubrange(subrange, with: newElements)
    self = Self(uncheckedUniqueElements: all, id: \.id)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// An array from a literal of unique elements.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Arrays are equal when their elements are, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, as an array prints them.
  public var description: String { elements.description }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as an array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an array of unique elements.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    self.init(uniqueElements: try container.decode([Element].self))
  }
}

/// An identified array of identifiable elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
