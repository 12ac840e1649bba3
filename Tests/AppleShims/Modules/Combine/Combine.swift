import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Declarations only: enough of Combine for a fixture app's live service code to type-check on Linux.
// Nothing here runs in the tests (generated tests stub every client), so every body stops the program.

func appleOnly() -> Never { fatalError("Combine is not available on Linux; this stand-in only type-checks") }

public protocol Cancellable {
  func cancel()
}

public final class AnyCancellable: Cancellable, Hashable {
  public init(_ cancel: @escaping () -> Void) {}
  public func cancel() {}
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure { appleOnly() }
}

public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public init(_ output: Output) {}
}

public struct Fail<Output, Failure: Error>: Publisher {
  public init(error: Failure) {}
}

public struct Empty<Output, Failure: Error>: Publisher {
  public init(completeImmediately: Bool = true) {}
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  public init() {}
  public func send(_ value: Output) { appleOnly() }
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  public var value: Output
  public init(_ value: Output) { self.value = value }
  public func send(_ value: Output) { appleOnly() }
}

public enum Subscribers {
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output
  public struct Iterator: AsyncIteratorProtocol {
    public mutating func next() async -> P.Output? { appleOnly() }
  }
  public func makeAsyncIterator() -> Iterator { appleOnly() }
}

public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output
  public struct Iterator: AsyncIteratorProtocol {
    public mutating func next() async throws -> P.Output? { appleOnly() }
  }
  public func makeAsyncIterator() -> Iterator { appleOnly() }
}

extension Publisher {
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { appleOnly() }
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { appleOnly() }
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { appleOnly() }
  public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { appleOnly() }
  public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { appleOnly() }
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable { appleOnly() }
  public var values: AsyncThrowingPublisher<Self> { appleOnly() }
  public func decode<Item: Decodable>(type: Item.Type, decoder: JSONDecoder) -> AnyPublisher<Item, any Error> {
    appleOnly()
  }
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { appleOnly() }
  public var values: AsyncPublisher<Self> { appleOnly() }
}

extension URLSession {
  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError
  }
  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher { appleOnly() }
  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher { appleOnly() }
}

/// An object whose `@Published` properties views observe (SwiftUI's `ObservableObject`).
public protocol ObservableObject: AnyObject {}

/// A property that publishes its changes; here it only stores its value.
@propertyWrapper
public struct Published<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public var projectedValue: AnyPublisher<Value, Never> { appleOnly() }
}
