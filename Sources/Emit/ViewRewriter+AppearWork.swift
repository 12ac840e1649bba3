import Lexer
import Proposal

extension ViewRewriter {
  /// Sends the actions of work moved out of the view model's `init` when the owner appears (or loads).
  func insertAppearWork(
    in scan: inout TokenScan, rewrite: ViewRewrite, regions: [Range<Int>], placeholder: Bool, firstPass: Bool,
    into edits: inout EditList
  ) {
    let store = rewrite.storeName
    switch rewrite.kind {
    case .viewController:
      guard let anchor = scan.superViewDidLoadEnd(within: regions) else {
        // No `viewDidLoad` to send from: say where the work went, at the top of the controller.
        guard firstPass, let action = rewrite.appearActions.first, let region = regions.first,
          let open = region.first(where: { scan.text($0) == "{" })
        else { return }
        let indent = scan.lineIndentation(of: region.lowerBound) + indentation
        let point = scan.range(open).upperBound
        edits.add(
          point..<point,
          "\n" + indent
            + "// TODO(tca-migrate): send `.\(action)` when the controller loads (`\(store).send(.\(action))` "
            + "after `super.viewDidLoad()`): the view model's `init` did this work.")
        return
      }
      let indent = scan.lineIndentation(of: anchor)
      var lines: [String] = []
      if placeholder, !scan.hasObserveBlock {
        lines = [
          "observe { [weak self] in",
          indentation + "guard let self else { return }",
          indentation + "// TODO(tca-migrate): update the views from `store` here; every read is tracked.",
          indentation + "_ = self.\(store)",
          "}",
        ]
      }
      lines += rewrite.appearActions.map { "\(store).send(.\($0))" }
      guard !lines.isEmpty else { return }
      let text = lines.map { "\n" + indent + $0 }.joined()
      edits.add(scan.range(anchor).upperBound..<scan.range(anchor).upperBound, text)
    case .view, .other:
      // A scene has no `.onAppear`: an `App` keeps the lifecycle flag for the person migrating.
      guard !scan.conforms(rewrite.owner, to: "App") else { return }
      let actions = rewrite.appearActions.filter { !scan.sends($0, on: store) }
      guard !actions.isEmpty, let body = scan.bodyBraces(within: regions) else { return }
      let last = body.close - 1
      var lineFirst = last
      while lineFirst > body.open + 1, !scan.startsLine(lineFirst) { lineFirst -= 1 }
      let indent = scan.lineIndentation(of: scan.text(lineFirst) == "." ? lineFirst : body.open + 1)
      let text = actions.map { name -> String in
        name == "task"
          ? "\n" + indent + ".task { await \(store).send(.task).finish() }"
          : "\n" + indent + ".onAppear { \(store).send(.\(name)) }"
      }.joined()
      edits.add(scan.range(last).upperBound..<scan.range(last).upperBound, text)
    }
  }
}
