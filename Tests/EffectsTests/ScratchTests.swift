import Foundation
import Testing

@testable import Effects

@Test func scratch() throws {
  let path = ProcessInfo.processInfo.environment["SCRATCH"] ?? ""
  guard !path.isEmpty, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
  for chunk in text.components(separatedBy: "\n---\n") {
    let result = ExampleFeature.convert(chunk)
    print("=== \(result.conversion.status) \(result.conversion.todos.map { "\($0.line): \($0.reason)" })")
    print(result.cases.joined(separator: "\n"))
  }
}
