/// One feature's `<article>` in the HTML report.
enum HTMLFeatureSection {
  static func render(_ feature: ReportFeature) -> String {
    let cssClass = feature.inCycle ? "feature cycle" : "feature"
    var out = "<article class=\"\(cssClass)\" id=\"\(TextEscaping.html(feature.anchor))\">\n"
    out += "<h3>\(TextEscaping.html(feature.name))</h3>\n<p class=\"facts\">"
    var facts = [code("\(feature.file):\(feature.line)")]
    if feature.name != feature.viewModel { facts.append("replaces " + code(feature.viewModel)) }
    facts += ReportText.facts(feature).map(TextEscaping.html)
    out += facts.joined(separator: " · ") + "</p>\n"
    if feature.owners.isEmpty {
      out += "<p><strong>Owned by:</strong> no owning view or view controller found.</p>\n"
    } else {
      let owners = feature.owners.map { owner in
        code(owner.name) + " (\(TextEscaping.html(owner.holding)), " + code("\(owner.file):\(owner.line)") + ")"
      }
      out += "<p><strong>Owned by:</strong> " + owners.joined(separator: ", ") + "</p>\n"
    }
    if !feature.children.isEmpty {
      out += "<p><strong>Children:</strong> " + feature.children.map { code($0) }.joined(separator: ", ") + "</p>\n"
    }
    if !feature.dependencies.isEmpty {
      out += "<p><strong>Dependencies:</strong> " + feature.dependencies.map { code($0) }.joined(separator: ", ")
      out += "</p>\n"
    }
    if !feature.clients.isEmpty {
      let links = feature.clients.map { link in
        link.anchor.map { "<a href=\"#\(TextEscaping.html($0))\">\(code(link.name))</a>" } ?? code(link.name)
      }
      out += "<p><strong>Clients:</strong> " + links.joined(separator: ", ") + "</p>\n"
    }
    out += state(feature)
    out += reducerCases(feature)
    if !feature.helpers.isEmpty {
      out += "<p><strong>Not actions</strong> (kept as commented helpers in the feature):</p>\n<ul>\n"
      for helper in feature.helpers {
        out += "<li>\(code(helper.name)) (line \(helper.line)): \(InlineCodeText(helper.reason).html)</li>\n"
      }
      out += "</ul>\n"
    }
    for block in feature.code {
      out += "<p><strong>\(TextEscaping.html(block.title))</strong></p>\n"
      out += "<pre><code>\(TextEscaping.html(block.code))</code></pre>\n"
    }
    if !feature.checklist.isEmpty {
      out += "<p><strong>Checklist</strong></p>\n<ul class=\"checklist\">\n"
      for item in feature.checklist {
        out += "<li class=\"\(item.done ? "done" : "open")\">\(InlineCodeText(item.text).html)</li>\n"
      }
      out += "</ul>\n"
    }
    out += todos(feature)
    if !feature.flags.isEmpty {
      out += "<p><strong>Flags</strong></p>\n<ul>\n"
      for flag in feature.flags {
        let location = flag.line.map { " (" + code("\(flag.file ?? feature.file):\($0)") + ")" } ?? ""
        out += "<li>\(code(flag.code))\(location): \(InlineCodeText(flag.message).html)</li>\n"
      }
      out += "</ul>\n"
    }
    return out + "</article>\n"
  }

  /// `<code>` around escaped text.
  static func code(_ text: String) -> String { "<code>" + TextEscaping.html(text) + "</code>" }

  private static func state(_ feature: ReportFeature) -> String {
    guard !feature.state.isEmpty else { return "" }
    var out = "<div class=\"scroll\"><table>\n"
    out += "<tr><th>Observed property</th><th>Type</th><th class=\"num\">Line</th></tr>\n"
    for property in feature.state {
      out += "<tr><td>\(code(property.name))</td><td>\(code(property.type))</td>"
      out += "<td class=\"num\">\(property.line)</td></tr>\n"
    }
    return out + "</table></div>\n"
  }

  private static func reducerCases(_ feature: ReportFeature) -> String {
    guard !feature.reducerCases.isEmpty else { return "" }
    var out = "<p><strong>Reducer cases</strong>"
    if let conversion = feature.conversion { out += " — " + TextEscaping.html(ReportText.conversion(conversion)) }
    out += "</p>\n<div class=\"scroll\"><table>\n"
    out += "<tr><th>Method</th><th>Action case</th><th class=\"num\">Line</th><th>Conversion</th></tr>\n"
    for row in feature.reducerCases {
      let status = row.status?.rawValue ?? "none"
      out += "<tr><td>\(code(row.method))</td><td>\(code(row.action))</td>"
      out += "<td class=\"num\">\(row.line.map(String.init) ?? "")</td>"
      out +=
        "<td><span class=\"status \(status)\">\(TextEscaping.html(ReportText.status(row.status)))</span></td></tr>\n"
    }
    return out + "</table></div>\n"
  }

  private static func todos(_ feature: ReportFeature) -> String {
    guard !feature.todos.isEmpty else { return "" }
    var out = "<p><strong>TODOs</strong></p>\n<div class=\"scroll\"><table>\n"
    out += "<tr><th>Where</th><th>Reason</th><th>Guide</th></tr>\n"
    for todo in feature.todos {
      let guide = todo.guide.map {
        "<a href=\"\(TextEscaping.html($0))\">\(TextEscaping.html(ReportText.guideName($0)))</a>"
      }
      out += "<tr><td>\(code("\(todo.file):\(todo.line)"))</td><td>\(InlineCodeText(todo.reason).html)</td>"
      out += "<td>\(guide ?? "—")</td></tr>\n"
    }
    return out + "</table></div>\n"
  }
}
