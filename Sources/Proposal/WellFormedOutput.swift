import Analysis
import Outline

/// Wraps a method converter so that a translation which would not parse (cut-off or garbled source) is kept
/// verbatim under a TODO instead.
public struct WellFormedConverter: MethodConverting {
  /// The converter doing the translation.
  public var base: any MethodConverting

  /// Wraps `base`.
  public init(_ base: any MethodConverting) { self.base = base }

  /// Bodies nested deeper than this are not translated (the translation recurses once per level).
  public static let maximumNesting = 64

  /// `base`'s conversion when its case and extra cases parse; otherwise the original body as comments.
  public func convert(_ method: Method, in context: ConversionContext) -> MethodConversion {
    if let body = method.body, StructureCheck.nestsDeeper(than: Self.maximumNesting, body) {
      return verbatim(method, reason: "`\(method.name)` nests more than \(Self.maximumNesting) levels deep")
    }
    let conversion = base.convert(method, in: context)
    let parses =
      StructureCheck.isWellFormed(lines: conversion.body)
      && conversion.extraCases.allSatisfy { StructureCheck.isWellFormed(lines: ["case \($0.pattern):"] + $0.body) }
      && conversion.extraActions.allSatisfy { $0.payload.allSatisfy(StructureCheck.isWellFormed) }
      && conversion.derivedState.allSatisfy {
        StructureCheck.isWellFormed($0.type) && StructureCheck.isWellFormed(lines: $0.body)
      }
    guard !parses else { return conversion }
    return verbatim(method, reason: "the translation of `\(method.name)` would not parse (is its source complete?)")
  }

  /// The original body as comments under a TODO giving `reason`.
  func verbatim(_ method: Method, reason: String) -> MethodConversion {
    var lines = ["// TODO(tca-migrate): \(reason); original body:"]
    lines += WellFormedOutput.commentedOut(TextScan.dedentedLines(method.body))
    lines.append("return .none")
    return MethodConversion(
      status: .manual, body: lines, todos: [ConversionTodo(line: method.line, reason: reason, guide: nil)])
  }

  /// `base`'s State method body, when it parses.
  public func convertQuery(_ method: Method, in context: ConversionContext) -> QueryConversion? {
    guard !StructureCheck.nestsDeeper(than: Self.maximumNesting, method.body ?? ""),
      let conversion = base.convertQuery(method, in: context), StructureCheck.isWellFormed(lines: conversion.body)
    else {
      return nil
    }
    return conversion
  }

  /// `base`'s async helper body, when it parses.
  public func convertAsyncHelper(_ method: Method, in context: ConversionContext) -> AsyncHelperConversion? {
    guard !StructureCheck.nestsDeeper(than: Self.maximumNesting, method.body ?? ""),
      let conversion = base.convertAsyncHelper(method, in: context), StructureCheck.isWellFormed(lines: conversion.body)
    else {
      return nil
    }
    return conversion
  }
}

/// The last proposal step: every piece of user code the proposal carries must parse on its own, so the emitted
/// files do; a piece that does not is dropped or kept as comments, with a flag.
public enum WellFormedOutput {
  /// `lines` as `//` comments (carriage returns, which would end a comment, become spaces).
  public static func commentedOut(_ lines: [String]) -> [String] {
    lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }.map { line in
      "// " + String(line.map { $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
  }

  /// Removes or comments out what would not parse in `proposal`.
  public static func apply(to proposal: inout FeatureProposal) {
    var dropped: [String] = []
    for index in proposal.state.indices {
      let field = proposal.state[index]
      if let type = field.type, !StructureCheck.isWellFormed(type) {
        proposal.state[index].type = nil
        dropped.append("the type of `\(field.name)`")
      }
      if let value = field.defaultValue, !StructureCheck.isWellFormed(value) {
        proposal.state[index].defaultValue = nil
        dropped.append("the initial value of `\(field.name)`")
      }
    }
    proposal.computed.removeAll { field in
      let parses = StructureCheck.isWellFormed(field.type) && StructureCheck.isWellFormed(lines: field.body)
      if !parses { dropped.append("the computed property `\(field.name)`") }
      return !parses
    }
    proposal.stateMethods.removeAll { method in
      let parses = StructureCheck.isWellFormed(lines: [method.signature + " {"] + method.body + ["}"])
      if !parses { dropped.append("the State method `\(method.name)`") }
      return !parses
    }
    proposal.reducerHelpers.removeAll { helper in
      let parses = StructureCheck.isWellFormed(lines: [helper.signature + " {"] + helper.body + ["}"])
      if !parses { dropped.append("the reducer helper `\(helper.name)`") }
      return !parses
    }
    for index in proposal.carried.indices where !StructureCheck.isWellFormed(lines: proposal.carried[index]) {
      proposal.carried[index] = commentedOut(proposal.carried[index])
      dropped.append("a nested declaration (kept as comments)")
    }
    for index in proposal.reducerCases.indices {
      let item = proposal.reducerCases[index]
      guard !StructureCheck.isWellFormed(lines: ["case \(item.pattern):"] + item.body) else { continue }
      if StructureCheck.isWellFormed(item.pattern) {
        proposal.reducerCases[index].body =
          ["// TODO(tca-migrate): this case would not parse; translate by hand:"] + commentedOut(item.body)
          + ["return .none"]
      }
      dropped.append("the reducer case `\(item.pattern)`")
    }
    proposal.reducerCases.removeAll { !StructureCheck.isWellFormed($0.pattern) }
    guard !dropped.isEmpty else { return }
    proposal.flag(
      ProposalFlag(
        code: "unparsable-source",
        message: "left out because it would not parse (is the source complete?): " + dropped.joined(separator: ", "),
        line: proposal.line))
  }
}
