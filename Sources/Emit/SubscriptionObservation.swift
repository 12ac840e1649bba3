import Analysis
import Lexer
import Outline
import Proposal

/// A controller's subscriptions to view-model `@Published` fields rewritten as `observe { }` blocks reading the
/// store: `viewModel.$x.sink { [weak self] x in … }.store(in: &bag)` reads `store.x` where the sink's body runs.
struct SubscriptionObservation {
  /// The byte ranges replaced (the start of each subscription up to its body, or all of it), which the rest of the
  /// view rewrite must leave alone.
  private(set) var replaced: [Range<Int>] = []
  /// How many subscriptions became `observe { }` blocks.
  private(set) var converted = 0
  /// Whether some `viewModel.$x` in the controller stays a Combine subscription.
  private(set) var leavesSubscriptions = false

  /// Rewrites every subscription in `regions` (byte ranges of the owner's declarations) whose fields are State.
  init(
    file: SourceFile, regions: [Range<Int>], rewrite: ViewRewrite, indentation: String, into edits: inout EditList
  ) {
    let cursor = TokenCursor(file: file)
    var index = 0
    while index < cursor.count {
      defer { index += 1 }
      let offset = Int(cursor.token(index).start)
      guard regions.contains(where: { $0.contains(offset) }), !replaced.contains(where: { $0.contains(offset) })
      else { continue }
      guard cursor.isName(index), cursor.name(index) == rewrite.property,
        cursor.kind(index + 1) == .period || cursor.kind(index + 1) == .prefixPeriod,
        cursor.kind(index + 2) == .dollarIdentifier || [.period, .prefixPeriod].contains(cursor.kind(index + 3))
      else { continue }
      let start = cursor.is(index - 2, "self") && cursor.kind(index - 1) == .period ? index - 2 : index
      guard
        let subscription = PublisherSubscription.recognize(
          cursor, at: start, property: rewrite.property, limit: cursor.count),
        subscription.fields.allSatisfy({ Self.isState($0, in: rewrite) }),
        add(subscription, file: file, rewrite: rewrite, indentation: indentation, into: &edits)
      else {
        if cursor.kind(index + 2) == .dollarIdentifier { leavesSubscriptions = true }
        continue
      }
      converted += 1
    }
  }

  /// Whether the store has the field: a `@Published` property's `$x`, or a subject that became State.
  static func isState(_ field: PublisherSubscription.Field, in rewrite: ViewRewrite) -> Bool {
    field.projected
      ? rewrite.members.contains(field.name) && !rewrite.subjects.contains(field.name)
      : rewrite.subjects.contains(field.name)
  }

  /// Adds the edits turning one subscription into an `observe { }` block; false when they would clash.
  private mutating func add(
    _ subscription: PublisherSubscription, file: SourceFile, rewrite: ViewRewrite, indentation: String,
    into edits: inout EditList
  ) -> Bool {
    let outer = file.indentation(ofLineAt: subscription.range.lowerBound)
    let inner = outer + indentation
    let store = rewrite.storeName
    switch subscription.ending {
    case .assign(let path, let target):
      var lines = ["observe { [weak self] in", inner + "guard let self else { return }"]
      let value = Self.value(of: subscription, store: store, lines: &lines, indent: inner, parameters: [])
      lines.append(inner + "\(target).\(path) = \(value)")
      lines.append(outer + "}")
      guard edits.add(subscription.range, lines.joined(separator: "\n")) else { return false }
      replaced.append(subscription.range)
    case .sink(let parameters, let weakSelf, let body):
      // `guard let store = self?.store` would clash with a parameter of that name.
      guard !parameters.contains(store) else { return false }
      var lines = [
        "observe { [weak self] in",
        inner + (weakSelf ? "guard let \(store) = self?.\(store) else { return }" : "guard let self else { return }"),
      ]
      _ = Self.value(of: subscription, store: store, lines: &lines, indent: inner, parameters: parameters)
      let bodyStart = Self.firstByte(after: body.lowerBound, in: file)
      let sameLine = bodyStart < body.upperBound && !Self.hasNewline(in: body.lowerBound..<bodyStart, file: file)
      let header = subscription.range.lowerBound..<(sameLine ? bodyStart : body.lowerBound)
      let closeLine = file.lineStart(ofOffset: body.upperBound)
      let closeOnOwnLine = closeLine > body.lowerBound && file.isBlank(closeLine..<body.upperBound)
      let trailer =
        (closeOnOwnLine ? closeLine : Self.lastByte(before: body.upperBound, in: file))..<subscription.range.upperBound
      let headerText = lines.joined(separator: "\n") + (sameLine ? "\n" + inner : "")
      let trailerText = (closeOnOwnLine ? outer : "\n" + outer) + "}"
      // Both ends or neither: half a rewrite would not compile.
      guard edits.accepts(header), edits.accepts(trailer), header.upperBound <= trailer.lowerBound else {
        return false
      }
      edits.add(header, headerText)
      edits.add(trailer, trailerText)
      replaced.append(header)
      replaced.append(trailer)
      if !sameLine { dedent(body.lowerBound..<closeLine, of: file, to: inner, into: &edits) }
    }
    return true
  }

  /// The value the subscriber got, read from the store, with the lines its operators need before it; binds the
  /// sink's parameters (none for `assign`).
  private static func value(
    of subscription: PublisherSubscription, store: String, lines: inout [String], indent: String,
    parameters: [String]
  ) -> String {
    if subscription.fields.count > 1 {
      for (field, name) in zip(subscription.fields, parameters) {
        let path = "\(store).\(field.name)"
        lines.append(indent + (name == "_" ? "_ = \(path)" : "let \(name) = \(path)"))
      }
      return ""
    }
    let path = "\(store).\(subscription.fields[0].name)"
    var current = path
    var read = false
    for (offset, step) in subscription.steps.enumerated() {
      // A value written as a path stands alone; an expression a later step reads goes in parentheses.
      let operand =
        current.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? current : "(\(current))"
      switch step {
      case .map(let template):
        current = template.applied(to: operand)
      case .filter(let template):
        lines.append(indent + "guard \(template.applied(to: operand)) else { return }")
        read = true
      case .compactMap(let template):
        let last = offset == subscription.steps.count - 1
        let name = last && parameters.first.map({ $0 != "_" }) == true ? parameters[0] : "value\(offset)"
        lines.append(indent + "guard let \(name) = \(template.applied(to: operand)) else { return }")
        current = name
        read = true
      }
    }
    guard let parameter = parameters.first else { return current }
    if parameter == "_" {
      if !read { lines.append(indent + "_ = \(current)") }
    } else if current != parameter {
      lines.append(indent + "let \(parameter) = \(current)")
    }
    return current
  }

  /// Moves the body's lines from their old indentation to `indent` (the first line's indentation is the old one),
  /// removing only bytes after `indent`'s length so insertions at a line's start stay intact.
  private func dedent(_ body: Range<Int>, of file: SourceFile, to indent: String, into edits: inout EditList) {
    let first = Self.firstByte(after: body.lowerBound, in: file)
    let old = file.indentation(ofLineAt: first)
    guard old.count > indent.count, old.hasPrefix(indent) else { return }
    var offset = body.lowerBound
    while offset < body.upperBound {
      if file.bytes[offset] == 0x0A {
        let lineStart = offset + 1
        let cut = (lineStart + indent.utf8.count)..<(lineStart + old.utf8.count)
        if cut.upperBound <= body.upperBound, file.indentation(ofLineAt: lineStart).hasPrefix(old) {
          edits.add(cut, "")
        }
      }
      offset += 1
    }
  }

  private static func firstByte(after offset: Int, in file: SourceFile) -> Int {
    var cursor = offset
    while cursor < file.bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(file.bytes[cursor]) { cursor += 1 }
    return cursor
  }

  private static func lastByte(before offset: Int, in file: SourceFile) -> Int {
    var cursor = offset
    while cursor > 0, file.bytes[cursor - 1] == 0x20 || file.bytes[cursor - 1] == 0x09 { cursor -= 1 }
    return cursor
  }

  private static func hasNewline(in range: Range<Int>, file: SourceFile) -> Bool {
    range.contains { file.bytes[$0] == 0x0A }
  }
}
