import Outline

/// What the declarations of one view model say about its role: test, preview, box, style, singleton, observer.
struct ClassificationFacts {
  let index: TypeIndex
  let files: [ParsedFile]

  /// Folder names (or suffixes of them) that hold test code or test doubles.
  static let testFolderSuffixes = [
    "Tests", "Test", "Mocks", "Fakes", "Stubs", "TestSupport", "TestHelpers", "Preview Content",
  ]
  /// Modules whose import marks a test file.
  static let testModules: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]
  /// Types that only describe appearance.
  static let appearanceTypes: Set<String> = [
    "Color", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont", "CGFloat", "ColorScheme", "EdgeInsets",
    "UIEdgeInsets", "NSEdgeInsets", "Gradient", "LinearGradient", "AnyShapeStyle", "UIBlurEffect", "Angle",
    "Font.Weight", "UIFont.Weight", "Animation", "ShadowStyle",
  ]

  /// Appearance types that a non-style object rarely publishes alone; a style object has at least one.
  static let colorAndFontTypes: Set<String> = [
    "Color", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont", "ColorScheme", "Gradient", "LinearGradient",
    "AnyShapeStyle",
  ]

  /// Why `path` is test code (a test folder or a `…Tests.swift` file), or nil.
  static func testPathReason(_ path: String) -> String? {
    let parts = LineText.split(path, at: 0x2F).map(String.init)
    for folder in parts.dropLast() where testFolderSuffixes.contains(where: { folder.hasSuffix($0) }) {
      return "test code: \(path) is under `\(folder)/`"
    }
    if let file = parts.last, file.hasSuffix("Tests.swift") || file.hasSuffix("Spec.swift") {
      return "test code: \(file) is a test file"
    }
    return nil
  }

  /// Why the view model is test code: its path, a test-framework import, or an enclosing `XCTestCase`; nil otherwise.
  func testCodeReason(_ viewModel: ViewModel, entries: [TypeIndex.Entry]) -> String? {
    if let reason = Self.testPathReason(viewModel.file) { return reason }
    for entry in entries {
      if let module = files[entry.file].outline?.imports.first(where: { Self.testModules.contains($0) }) {
        return "test code: \(files[entry.file].path) imports \(module)"
      }
    }
    var scope = LineText.split(viewModel.name, at: 0x2E).dropLast().map(String.init)
    while !scope.isEmpty {
      let enclosing = scope.joined(separator: ".")
      if index.inheritsFromClass(enclosing, where: { $0 == "XCTestCase" }) {
        return "test code: nested in \(enclosing), an XCTestCase"
      }
      scope.removeLast()
    }
    return nil
  }

  /// Whether the file declares previews (`#Preview` or a `PreviewProvider`).
  func hasPreviews(_ file: Int) -> Bool {
    guard let outline = files[file].outline else { return false }
    if outline.types.contains(where: { declaration in
      declaration.inheritance.contains { TypeIndex.baseName($0) == "PreviewProvider" }
    }) {
      return true
    }
    return outline.file.tokens.contains { $0.kind == .poundKeyword && outline.file.token($0, is: "#Preview") }
  }

  /// Whether a region is compiled only in debug builds (`#if DEBUG`, not its `#else`).
  static func isDebugOnly(_ region: ConditionalRegion?) -> Bool {
    guard let region else { return false }
    return region.conditions.contains { condition in
      !condition.hasPrefix("!") && condition.split(whereSeparator: { !$0.isLetter && $0 != "_" }).contains("DEBUG")
    }
  }

  /// Whether an owner is preview code: a `PreviewProvider`, or a debug-only type or one named `…Preview(s)` (Mlem's
  /// `SearchRootPreview`, the host a `#Preview` shows) in a file with previews.
  func isPreviewOwner(_ owner: Owner) -> Bool {
    if index.conforms(owner.name, to: "PreviewProvider") { return true }
    guard let entry = index.types[owner.name]?.first else { return false }
    let simple = LineText.simpleName(owner.name)
    let previewNamed = ["Preview", "Previews"].contains { simple.hasSuffix($0) && simple.count > $0.count }
    return (Self.isDebugOnly(entry.declaration.conditional) || previewNamed) && hasPreviews(entry.file)
  }

  /// `@propertyWrapper`, or a generic class whose every observed property is of a bare generic parameter.
  func boxReason(_ viewModel: ViewModel, entries: [TypeIndex.Entry]) -> String? {
    if entries.contains(where: { $0.declaration.hasAttribute("propertyWrapper") }) {
      return "property wrapper (`@propertyWrapper`): generic plumbing, not a screen"
    }
    let parameters = Self.genericParameterNames(viewModel.genericParameters)
    guard !parameters.isEmpty, !viewModel.published.isEmpty else { return nil }
    let types = viewModel.published.map { TypeIndex.baseName($0.type ?? "") }
    guard types.allSatisfy(parameters.contains) else { return nil }
    return "generic box: its only state is of its generic parameter `\(types[0])`; plumbing, not a screen"
  }

  /// `<Value, Item: Equatable>` → `["Value", "Item"]`.
  static func genericParameterNames(_ clause: String?) -> Set<String> {
    guard let clause else { return [] }
    var names: Set<String> = []
    var depth = 0
    var current = ""
    var inName = true
    for character in clause.dropFirst() {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]":
        if depth == 0 { break }
        depth -= 1
      case "," where depth == 0:
        names.insert(current)
        current = ""
        inName = true
        continue
      case ":":
        inName = false
      default:
        if inName && depth == 0 && (character.isLetter || character.isNumber || character == "_") {
          current.append(character)
        }
      }
    }
    if !current.isEmpty { names.insert(current) }
    return names
  }

  /// Why the view model is a style object: every observed property holds an appearance value, one of them a color
  /// or font; nil otherwise.
  func styleReason(_ viewModel: ViewModel) -> String? {
    guard !viewModel.published.isEmpty, viewModel.children.isEmpty else { return nil }
    let types = viewModel.published.map { TypeIndex.baseName($0.type ?? "") }
    guard types.allSatisfy(Self.appearanceTypes.contains), types.contains(where: Self.colorAndFontTypes.contains)
    else { return nil }
    var listed: [String] = []
    for type in types where !listed.contains(type) { listed.append(type) }
    return "style object: holds only appearance values (\(listed.joined(separator: ", "))), not a screen"
  }

  /// The static property holding the one shared instance (`shared`), if the class declares one.
  func singletonProperty(_ viewModel: ViewModel) -> String? { index.instanceProperties(of: viewModel.name).first }

  /// The delegate or data-source protocol the view model conforms to (`…Delegate`, `…DataSource`,
  /// `UICollectionViewDataSourcePrefetching`, `UICollectionViewDelegateFlowLayout`), if any.
  func delegateConformance(_ viewModel: ViewModel) -> String? {
    for written in index.inheritance(of: viewModel.name) {
      let base = TypeIndex.baseName(written)
      if LineText.containsBytes(base, "Delegate") || LineText.containsBytes(base, "DataSource") { return base }
    }
    return nil
  }

  /// Why the view model is an observer (notification or KVO registration in its bodies); nil otherwise.
  func observerReason(_ viewModel: ViewModel, entries: [TypeIndex.Entry]) -> String? {
    for entry in entries {
      guard let outline = files[entry.file].outline, let body = entry.declaration.bodyTokens else { continue }
      let cursor = outline.cursor
      for position in cursor.significantRange(ofTokens: body) where cursor.kind(position) == .identifier {
        if cursor.is(position, "addObserver") { return "observer: registers for notifications (`addObserver`)" }
        if cursor.is(position, "publisher") && cursor.kind(position + 1) == .leftParen && cursor.is(position + 2, "for")
        {
          return "observer: subscribes to notifications (`publisher(for:)`)"
        }
        if cursor.is(position, "observe") && cursor.kind(position + 1) == .leftParen
          && cursor.kind(position + 2) == .backslash
        {
          return "observer: observes key paths (`observe(\\.…)`)"
        }
      }
    }
    return nil
  }

  /// A name-based guess for test doubles and style objects, used only when no fact decided.
  static func doubleOrStyleGuess(_ name: String) -> String? {
    let simple = LineText.simpleName(name)
    for word in ["Mock", "Fake", "Stub", "Spy", "Dummy"] {
      let prefixed = simple.hasPrefix(word) && simple.dropFirst(word.count).first?.isUppercase == true
      if prefixed || simple.hasSuffix(word) {
        return "named like a test double (`\(word)`); a name-based guess, no path, owner or #if says so"
      }
    }
    for word in ["Style", "Theme", "Appearance", "Palette"] where simple.hasSuffix(word) {
      return "named like a style object (`…\(word)`); a name-based guess"
    }
    return nil
  }

  /// A name-based guess for observers and delegates, used only when no fact decided and no view owns it.
  static func observerGuess(_ name: String) -> String? {
    let simple = LineText.simpleName(name)
    for word in ["Observer", "Delegate", "Listener", "Monitor", "Watcher"] where simple.hasSuffix(word) {
      return "named like an observer (`…\(word)`) and no view owns it; a name-based guess"
    }
    return nil
  }
}
