import Analysis
import Foundation

/// A service method's return type that is a failable Combine publisher (`AnyPublisher<[Country], Error>`,
/// `Future<User, APIError>`): a one-shot request whose client endpoint becomes `async throws -> Output`.
public struct RequestPublisher: Sendable, Equatable {
  /// The publisher's `Output` type text.
  public var output: String
  /// The publisher's `Failure` type text (never `Never`).
  public var failure: String

  /// Creates a publisher description.
  public init(output: String, failure: String) {
    self.output = output
    self.failure = failure
  }

  /// Whether the output is `Void`: the endpoint returns nothing.
  public var isVoid: Bool { output == "Void" || output == "()" }

  /// The request publisher `returnType` names, or nil for other types and for publishers that cannot fail
  /// (`AnyPublisher<T, Never>` usually streams values, so it is not treated as a request).
  public static func parse(_ returnType: String?) -> RequestPublisher? {
    guard let returnType else { return nil }
    let text = returnType.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for prefix in ["AnyPublisher<", "Future<", "Combine.AnyPublisher<", "Combine.Future<"] where text.hasPrefix(prefix)
    {
      guard text.hasSuffix(">") else { return nil }
      let inner = text.dropFirst(prefix.count).dropLast()
      let arguments = LineText.topLevelArguments(inner)
      guard arguments.count == 2, !arguments[0].isEmpty, !["Never", "Swift.Never"].contains(arguments[1]) else {
        return nil
      }
      return RequestPublisher(output: arguments[0], failure: arguments[1])
    }
    return nil
  }

  /// The output of a publisher that cannot fail (`AnyPublisher<Int, Never>`): a stream of values, not a request.
  public static func streamOutput(_ returnType: String?) -> String? {
    guard let returnType else { return nil }
    let text = returnType.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for prefix in ["AnyPublisher<", "Combine.AnyPublisher<"] where text.hasPrefix(prefix) && text.hasSuffix(">") {
      let arguments = LineText.topLevelArguments(text.dropFirst(prefix.count).dropLast())
      guard arguments.count == 2, !arguments[0].isEmpty, ["Never", "Swift.Never"].contains(arguments[1]) else {
        return nil
      }
      return arguments[0]
    }
    return nil
  }
}
