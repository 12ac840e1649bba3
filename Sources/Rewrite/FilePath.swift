/// Lexical operations on absolute POSIX paths (no file system access).
enum FilePath {
  /// `path` with `.`, `..`, repeated and trailing slashes removed; `nil` unless absolute.
  static func normalized(_ path: String) -> String? {
    guard path.hasPrefix("/") else { return nil }
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// The directory containing `path` (`/` for a top-level item).
  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// Whether `path` is `directory` or lies below it.
  static func isInside(_ path: String, _ directory: String) -> Bool {
    if directory == "/" { return true }
    return path == directory || path.hasPrefix(directory + "/")
  }

  /// `path` relative to `root` when inside it, else `path` unchanged.
  static func relative(_ path: String, to root: String?) -> String {
    guard let root, let normalizedRoot = normalized(root), isInside(path, normalizedRoot), path != normalizedRoot else {
      return path
    }
    return String(path.dropFirst(normalizedRoot == "/" ? 1 : normalizedRoot.count + 1))
  }
}
