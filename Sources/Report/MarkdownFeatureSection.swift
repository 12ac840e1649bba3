import Foundation

/// One feature's section of the Markdown report.
enum MarkdownFeatureSection {
  /// Code blocks longer than this many lines are collapsed in `<details>`.
  static let collapseAfterLines = 12

  static func render(_ feature: ReportFeature) -> String {
    var out = "### <a id=\"\(feature.anchor)\"></a>\(TextEscaping.markdown(feature.name))\n\n"
    var facts = [TextEscaping.markdownCode("\(feature.file):\(feature.line)")]
    if feature.name != feature.viewModel { facts.append("replaces " + TextEscaping.markdownCode(feature.viewModel)) }
    facts += ReportText.facts(feature).map(TextEscaping.markdown)
    out += facts.joined(separator: " · ") + "\n\n"
    out += owners(feature)
    if !feature.children.isEmpty {
      out += "**Children:** " + feature.children.map(TextEscaping.markdownCode).joined(separator: ", ") + "\n\n"
    }
    if !feature.dependencies.isEmpty {
      out += "**Dependencies:** " + feature.dependencies.map(TextEscaping.markdownCode).joined(separator: ", ")
      out += "\n\n"
    }
    if !feature.clients.isEmpty {
      out += "**Clients:** "
      out += feature.clients.map { link in
        link.anchor.map { "[\(TextEscaping.markdownCode(link.name))](#\($0))" } ?? TextEscaping.markdownCode(link.name)
      }.joined(separator: ", ")
      out += "\n\n"
    }
    out += state(feature)
    out += reducerCases(feature)
    if !feature.helpers.isEmpty {
      out += "**Not actions** (kept as commented helpers in the feature):\n\n"
      for helper in feature.helpers {
        out +=
          "- \(TextEscaping.markdownCode(helper.name)) (line \(helper.line)): \(InlineCodeText(helper.reason).markdown)\n"
      }
      out += "\n"
    }
    out += code(feature)
    if !feature.checklist.isEmpty {
      out += "**Checklist**\n\n"
      for item in feature.checklist { out += "- [\(item.done ? "x" : " ")] \(InlineCodeText(item.text).markdown)\n" }
      out += "\n"
    }
    out += todos(feature)
    if !feature.flags.isEmpty {
      out += "**Flags**\n\n"
      for flag in feature.flags {
        let location = flag.line.map { " (\(TextEscaping.markdownCode("\(flag.file ?? feature.file):\($0)")))" } ?? ""
        out += "- \(TextEscaping.markdownCode(flag.code))\(location): \(InlineCodeText(flag.message).markdown)\n"
      }
      out += "\n"
    }
    return out
  }

  private static func owners(_ feature: ReportFeature) -> String {
    guard !feature.owners.isEmpty else { return "**Owned by:** no owning view or view controller found.\n\n" }
    let list = feature.owners.map { owner in
      "\(TextEscaping.markdownCode(owner.name)) (\(owner.holding), "
        + TextEscaping.markdownCode("\(owner.file):\(owner.line)") + ")"
    }
    return "**Owned by:** " + list.joined(separator: ", ") + "\n\n"
  }

  private static func state(_ feature: ReportFeature) -> String {
    guard !feature.state.isEmpty else { return "" }
    var out = "| Observed property | Type | Line |\n|---|---|---:|\n"
    for property in feature.state {
      out += "| \(TextEscaping.markdownCode(property.name)) | \(TextEscaping.markdownCode(property.type)) | "
      out += "\(property.line) |\n"
    }
    return out + "\n"
  }

  private static func reducerCases(_ feature: ReportFeature) -> String {
    guard !feature.reducerCases.isEmpty else { return "" }
    var out = "**Reducer cases**"
    if let conversion = feature.conversion { out += " — " + ReportText.conversion(conversion) }
    out += "\n\n| Method | Action case | Line | Conversion |\n|---|---|---:|---|\n"
    for row in feature.reducerCases {
      out += "| \(TextEscaping.markdownCode(row.method)) | \(TextEscaping.markdownCode(row.action)) | "
      out += "\(row.line.map(String.init) ?? "") | \(ReportText.status(row.status)) |\n"
    }
    return out + "\n"
  }

  private static func code(_ feature: ReportFeature) -> String {
    guard !feature.code.isEmpty else { return "" }
    var out = "**Proposed code**\n\n"
    for block in feature.code { out += codeBlock(block) }
    return out
  }

  /// A titled Swift block, collapsed in `<details>` when longer than `collapseAfterLines`.
  static func codeBlock(_ block: CodeBlock) -> String {
    let lineCount = block.code.split(separator: "\n", omittingEmptySubsequences: true).count
    let fence = TextEscaping.markdownFence(block.code, language: "swift")
    guard lineCount > collapseAfterLines else { return "\(TextEscaping.markdown(block.title)):\n\n" + fence + "\n" }
    return "<details><summary>\(TextEscaping.html(block.title)) (\(lineCount) lines)</summary>\n\n" + fence
      + "\n</details>\n\n"
  }

  private static func todos(_ feature: ReportFeature) -> String {
    guard !feature.todos.isEmpty else { return "" }
    var out = "**TODOs**\n\n| Where | Reason | Guide |\n|---|---|---|\n"
    for todo in feature.todos {
      let guide =
        todo.guide.map { path in
          let target = path.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28")
            .replacingOccurrences(of: ")", with: "%29")
          return "[\(TextEscaping.markdown(ReportText.guideName(path)))](\(target))"
        } ?? "—"
      out += "| \(TextEscaping.markdownCode("\(todo.file):\(todo.line)")) | \(InlineCodeText(todo.reason).markdown) | "
      out += guide + " |\n"
    }
    return out + "\n"
  }
}
