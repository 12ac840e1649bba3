/// Effect rule `child-collection-delegate`: closures stored on children kept in arrays and navigation stacks.
public struct ChildCollectionDelegateRule: EffectRule {
  /// Creates the rule.
  public init() {}
  /// Stable identifier.
  public var id: String { "child-collection-delegate" }
  /// Short title.
  public var title: String { "Closures on children in lists and stacks" }
  /// What the rule does.
  public var summary: String {
    "A closure stored on a child view model (`row.onDelete = { [weak self] id in … }`) becomes the parent's case for the child's delegate action, once per place the child lives: `.rows(.element(id: _, action: .delegate(.onDelete(id))))` for an identified array, `.path(.element(id: _, action: .row(.delegate(.onDelete(id)))))` for a navigation stack. Navigation-stack elements are `Path` cases (`path.append(row)` → `state.path.append(.row(row))`, `$0.x` → `$0.row?.x`), and `===` between child view models compares ids. A closure that uses `$0` instead of named parameters stays a TODO."
  }
  /// Before/after examples.
  public var examples: [EffectExample] {
    [
      EffectExample(
        before: #"""
          func addRow(id: Int) {
            let row = RowViewModel(id: id)
            row.onDelete = { [weak self] id in
              guard let self else { return }
              self.rows.removeAll { $0.id == id }
              self.path.removeAll { $0.id == id }
            }
            rows.append(row)
            path.append(row)
          }
          """#,
        after: #"""
          case let .addRow(id):
            let row = RowFeature.State(id: id)
            state.rows.append(row)
            state.path.append(.row(row))
            return .none
          case let .rows(.element(id: _, action: .delegate(.onDelete(id)))):
            state.rows.removeAll { $0.id == id }
            state.path.removeAll { $0.row?.id == id }
            return .none
          case let .path(.element(id: _, action: .row(.delegate(.onDelete(id))))):
            state.rows.removeAll { $0.id == id }
            state.path.removeAll { $0.row?.id == id }
            return .none
          """#),
      EffectExample(
        before: #"""
          func removeRow(_ row: RowViewModel) {
            rows.removeAll { $0 === row }
          }
          """#,
        after: #"""
          case let .removeRow(row):
            state.rows.removeAll { $0.id == row.id }
            return .none
          """#),
      EffectExample(
        before: #"""
          func addRow(id: Int) {
            let row = RowViewModel(id: id)
            row.onRename = { [weak self] in self?.query = $0 }
            rows.append(row)
          }
          """#,
        after: #"""
          case let .addRow(id):
            let row = RowFeature.State(id: id)
            // TODO(tca-migrate): stores a closure on `row.onRename`; handle the child's delegate action in this reducer
            // row.onRename = { [weak self] in self?.query = $0 }
            state.rows.append(row)
            return .none
          """#,
        status: .partial),
    ]
  }
}
