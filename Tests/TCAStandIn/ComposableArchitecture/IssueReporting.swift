import Foundation
import Testing

/// Reports an issue: a Swift Testing failure inside a test, a printed warning elsewhere.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text = message() ?? ""
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: text),
      sourceLocation: SourceLocation(
        fileID: String(describing: fileID),
        filePath: String(describing: filePath),
        line: Int(line),
        column: Int(column)
      )
    )
  } else {
    FileHandle.standardError.write(Data("[ComposableArchitecture] issue: \(text)\n".utf8))
  }
}

/// Reports a thrown error as an issue.
public func reportIssue(
  _ error: any Error,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let prefix = message().map { "\($0): " } ?? ""
  reportIssue(
    "\(prefix)Caught error: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs an operation and reports any error it throws as an issue.
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(error, message(), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Whether the code runs inside a test.
public var isTesting: Bool { Test.current != nil }

/// The error an unimplemented throwing endpoint throws.
public struct Unimplemented: Error, Sendable {
  let endpoint: String
  /// An error for the named endpoint.
  public init(_ endpoint: String) { self.endpoint = endpoint }
}

/// The error `unimplemented` closures throw.
public struct UnimplementedFailure: Error, Sendable {
  /// What was unimplemented.
  public let description: String
}

private func unimplementedMessage(_ description: String) -> String {
  description.isEmpty ? "Unimplemented" : "Unimplemented: \(description)"
}

/// A closure that reports an issue when called and returns the placeholder.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  return { (_: repeat each Argument) in
    reportIssue(
      unimplementedMessage(description()), fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// A throwing closure that reports an issue when called and throws.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  return { (_: repeat each Argument) in
    reportIssue(
      unimplementedMessage(description()), fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description())
  }
}

/// An async closure that reports an issue when called and returns the placeholder.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  return { (_: repeat each Argument) in
    reportIssue(
      unimplementedMessage(description()), fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder()
  }
}

/// An async throwing closure that reports an issue when called and throws.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  return { (_: repeat each Argument) in
    reportIssue(
      unimplementedMessage(description()), fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(description: description())
  }
}

/// A value that reports an issue when evaluated and returns the placeholder.
public func unimplemented<Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column
) -> Result {
  reportIssue(unimplementedMessage(description()), fileID: fileID, filePath: filePath, line: line, column: column)
  return placeholder
}
