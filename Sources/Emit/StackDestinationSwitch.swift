/// `NavigationStack(path:) { … } destination: { path in switch path { … } }`: with a store path, the destination
/// closure is given a store of `Path`, so its switch reads the case: `switch path.case`.
enum StackDestinationSwitch {
  /// Adds `.case` after the switched name of each `destination: { x in switch x {` in `regions`.
  static func rewrite(in scan: TokenScan, regions: [Range<Int>], into edits: inout EditList) {
    var index = 0
    while index + 7 < scan.count {
      defer { index += 1 }
      guard scan.text(index) == "destination", scan.text(index + 1) == ":", scan.text(index + 2) == "{",
        regions.contains(where: { $0.contains(index) }), let name = scan.identifier(index + 3),
        scan.text(index + 4) == "in", scan.text(index + 5) == "switch", scan.text(index + 6) == name,
        scan.text(index + 7) == "{"
      else { continue }
      edits.add(scan.range(index + 6), name + ".case")
    }
  }
}
