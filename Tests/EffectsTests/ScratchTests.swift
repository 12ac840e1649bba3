import Foundation
import Testing

@testable import Effects

@Test func scratch() throws {
  let path = ProcessInfo.processInfo.environment["SCRATCH"] ?? ""
  guard !path.isEmpty, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
  var output = ""
  for chunk in text.components(separatedBy: "\n---\n") {
    let result = ExampleFeature.convert(chunk)
    output += "=== \(result.conversion.status) \(result.conversion.todos.map { "\($0.line): \($0.reason)" })\n"
    output += result.cases.joined(separator: "\n") + "\n"
  }
  try output.write(toFile: path + ".out", atomically: true, encoding: .utf8)
}
