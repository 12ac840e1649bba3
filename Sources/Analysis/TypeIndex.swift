import Foundation
import Outline

/// Every type declared in the codebase, with extensions merged, for name resolution and conformance checks.
struct TypeIndex: Sendable {
  /// One declaration and the file it is in.
  struct Entry: Sendable {
    let file: Int
    let declaration: TypeDeclaration
  }

  /// Non-extension declarations by qualified name (several when declared in `#if` branches).
  private(set) var types: [String: [Entry]] = [:]
  /// Extensions by the qualified name they resolve to.
  private(set) var extensions: [String: [Entry]] = [:]
  /// Qualified names by simple name.
  private(set) var bySimpleName: [String: [String]] = [:]
  /// Types (qualified) that list a given base name among their inherited types, in a declaration or extension.
  private(set) var adopters: [String: Set<String>] = [:]
  /// Each type's inherited types (declaration, then extensions, deduplicated) as base names with the type each
  /// resolves to from inside it: conformance walks read these instead of resolving names again on every check.
  private(set) var bases: [String: [InheritedBase]] = [:]

  /// The codebase's aliases of function types.
  private(set) var functionAliases = FunctionAliases([])
  /// Simple names of the protocols files import from other modules (`import protocol Storage.StorageManagerType`).
  private(set) var importedProtocols: Set<String> = []

  /// One inherited type: its base name and the codebase type it names, if any.
  struct InheritedBase: Sendable {
    let name: String
    let resolved: String?
  }

  init(files: [ParsedFile]) {
    var pendingExtensions: [Entry] = []
    for (fileIndex, file) in files.enumerated() {
      guard let outline = file.outline else { continue }
      for declaration in outline.types {
        let entry = Entry(file: fileIndex, declaration: declaration)
        if declaration.kind == .extension {
          pendingExtensions.append(entry)
        } else {
          if types[declaration.qualifiedName] == nil {
            bySimpleName[declaration.name, default: []].append(declaration.qualifiedName)
          }
          types[declaration.qualifiedName, default: []].append(entry)
        }
      }
    }
    functionAliases = FunctionAliases(files.compactMap(\.outline))
    for outline in files.lazy.compactMap(\.outline) {
      for declaration in outline.importDeclarations where declaration.hasPrefix("protocol ") {
        if let name = LineText.split(declaration, at: 0x2E).last { importedProtocols.insert(String(name)) }
      }
    }
    for entry in pendingExtensions {
      let name = resolve(entry.declaration.name, from: nil) ?? TypeIndex.baseName(entry.declaration.name)
      extensions[name, default: []].append(entry)
    }
    for (name, entries) in types.merging(extensions, uniquingKeysWith: +) {
      for entry in entries {
        for written in entry.declaration.inheritance { adopters[TypeIndex.baseName(written), default: []].insert(name) }
      }
    }
    // Resolving every type's inherited names is most of the index's cost: done on every core.
    let names = Array(Set(types.keys).union(extensions.keys))
    let resolver = self
    let resolved = ParallelMap.map(names) { resolver.inheritedBases(of: $0) }
    bases = Dictionary(uniqueKeysWithValues: zip(names, resolved))
  }

  /// The inherited types of `qualified` with what each resolves to.
  private func inheritedBases(of qualified: String) -> [InheritedBase] {
    inheritance(of: qualified).map { written in
      let name = TypeIndex.baseName(written)
      return InheritedBase(name: name, resolved: resolve(name, from: qualified))
    }
  }

  /// `Base<T>` → `Base`, `Combine.ObservableObject` → `ObservableObject`, `any P` → `P`, `P?` → `P`.
  static func baseName(_ written: String) -> String {
    // Most written names are one plain identifier, which is its own base name.
    if !written.isEmpty, written.utf8.allSatisfy(LineText.isIdentifierASCII) { return written }
    // In ASCII text without carriage returns each byte is one Character, so the searches can go by bytes.
    if LineText.isPlainASCII(written) { return asciiBaseName(written) }
    var name = LineText.trimmed(written)
    for prefix in typePrefixes where name.hasPrefix(prefix) {
      name = name.dropFirst(prefix.count)
    }
    if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
    while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
    if let ampersand = name.firstIndex(of: "&") { name = name[..<ampersand] }
    let trimmed = LineText.trimmed(name)
    for module in modulePrefixes where trimmed.hasPrefix(module) {
      return String(trimmed.dropFirst(module.count))
    }
    return String(trimmed)
  }

  /// `baseName` of ASCII text without carriage returns, by bytes.
  private static func asciiBaseName(_ written: String) -> String {
    let bytes = Array(written.utf8)
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    func trimmed(_ range: Range<Int>) -> Range<Int> {
      var (start, end) = (range.lowerBound, range.upperBound)
      while start < end, isBlank(bytes[start]) { start += 1 }
      while end > start, isBlank(bytes[end - 1]) { end -= 1 }
      return start..<end
    }
    var name = trimmed(0..<bytes.count)
    for prefix in asciiPrefixes where bytes[name].starts(with: prefix) {
      name = (name.lowerBound + prefix.count)..<name.upperBound
    }
    if let angle = bytes[name].firstIndex(of: 0x3C) { name = name.lowerBound..<angle }
    while name.upperBound > name.lowerBound, bytes[name.upperBound - 1] == 0x3F || bytes[name.upperBound - 1] == 0x21 {
      name = name.lowerBound..<(name.upperBound - 1)
    }
    if let ampersand = bytes[name].firstIndex(of: 0x26) { name = name.lowerBound..<ampersand }
    name = trimmed(name)
    for module in asciiModules where bytes[name].starts(with: module) {
      return String(decoding: bytes[(name.lowerBound + module.count)..<name.upperBound], as: UTF8.self)
    }
    return String(decoding: bytes[name], as: UTF8.self)
  }

  /// What a written type may start with that is not its name, stripped in this order.
  private static let typePrefixes = ["any ", "some ", "inout ", "@MainActor ", "@Sendable "]
  /// The modules a type name may be qualified with that the codebase's own names do not carry.
  private static let modulePrefixes = ["Combine.", "Observation.", "SwiftUI.", "Foundation.", "UIKit."]
  private static let asciiPrefixes = typePrefixes.map { Array($0.utf8) }
  private static let asciiModules = modulePrefixes.map { Array($0.utf8) }

  /// The qualified name a written type name refers to from inside `context`, if the codebase declares it.
  func resolve(_ written: String, from context: String?) -> String? {
    let name = TypeIndex.baseName(written)
    guard !name.isEmpty else { return nil }
    if var scope = context {
      while true {
        let candidate = scope + "." + name
        if types[candidate] != nil { return candidate }
        guard let dot = scope.utf8.lastIndex(of: 0x2E) else { break }
        scope = String(scope[..<dot])
      }
    }
    if types[name] != nil { return name }
    // A simple name (no dot) that one declaration carries, however deeply nested.
    if !name.utf8.contains(0x2E), let candidates = bySimpleName[name], candidates.count == 1 { return candidates[0] }
    return nil
  }

  /// The kind of the declared type.
  /// The extensions of the type named `qualified`.
  func extensionDeclarations(of qualified: String) -> [TypeDeclaration] {
    (extensions[qualified] ?? []).map(\.declaration)
  }

  func kind(of qualified: String) -> TypeKind? { types[qualified]?.first?.declaration.kind }

  /// The stored static properties of `qualified` holding an instance of it (`static let shared = Cache()`), in
  /// declaration order, extensions last.
  func instanceProperties(of qualified: String) -> [String] {
    let simple = LineText.simpleName(qualified)
    var names: [String] = []
    for entry in (types[qualified] ?? []) + (extensions[qualified] ?? []) {
      for property in entry.declaration.properties where property.isStatic && !property.isComputed {
        let written = property.type ?? property.initializer.flatMap(TypeInference.infer) ?? ""
        let base = Self.baseName(written)
        if base == simple || base == "Self" || base == qualified { names.append(property.name) }
      }
    }
    return names
  }

  /// Inherited types from the declaration and every extension, in order, deduplicated.
  func inheritance(of qualified: String) -> [String] {
    var result: [String] = []
    var seen: Set<String> = []
    for entry in (types[qualified] ?? []) + (extensions[qualified] ?? []) {
      for name in entry.declaration.inheritance where seen.insert(name).inserted { result.append(name) }
    }
    return result
  }

  /// Whether the type conforms to `target` directly, through a superclass, a protocol or an extension.
  func conforms(_ qualified: String, to target: String) -> Bool {
    var visited: Set<String> = []
    return conforms(qualified, to: target, visited: &visited)
  }

  private func conforms(_ qualified: String, to target: String, visited: inout Set<String>) -> Bool {
    guard visited.insert(qualified).inserted else { return false }
    for base in bases[qualified] ?? inheritedBases(of: qualified) {
      if base.name == target { return true }
      if let resolved = base.resolved, resolved != qualified, conforms(resolved, to: target, visited: &visited) {
        return true
      }
    }
    return false
  }

  /// Whether the type inherits (through superclasses declared in the codebase) from a class named like `suffix`.
  func inheritsFromClass(_ qualified: String, where predicate: (String) -> Bool) -> Bool {
    var visited: Set<String> = []
    var current = qualified
    while visited.insert(current).inserted {
      guard let first = (bases[current] ?? inheritedBases(of: current)).first else { return false }
      if predicate(first.name) { return true }
      guard let next = first.resolved, kind(of: next) == .class else { return false }
      current = next
    }
    return false
  }
}
