import SwiftUI

// swift-navigation's SwiftUI tools that TCA re-exports (`import SwiftUINavigation`), for views of plain observable
// models: declarations for type-checking views, which never run here.

extension NavigationStack {
  /// A stack over a collection of plain values: `destination` builds each pushed value's view.
  @MainActor
  public init<Destination: View>(
    path: Binding<Data>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Data.Element) -> Destination
  ) where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    self.init(_anyPath: root)
  }
}

extension Binding {
  /// A binding of one case of an optional enum, `nil` when another case (or none) is set.
  public subscript<Enum: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<Enum.AllCasePaths, AnyCasePath<Enum, Member>>
  ) -> Binding<Member?> where Value == Enum? {
    Binding<Member?>(get: { nil }, set: { _ in })
  }
}

extension View {
  /// Shows an alert while `state` holds one; `action` receives the tapped button's action.
  @MainActor
  public func alert<Value>(
    _ state: Binding<AlertState<Value>?>, action: @escaping (Value?) async -> Void
  ) -> some View { self }

  /// Shows an alert with no actions while `state` holds one.
  @MainActor
  public func alert(_ state: Binding<AlertState<Never>?>) -> some View { self }

  /// Shows a confirmation dialog while `state` holds one; `action` receives the tapped button's action.
  @MainActor
  public func confirmationDialog<Value>(
    _ state: Binding<ConfirmationDialogState<Value>?>,
    action: @escaping (Value?) async -> Void
  ) -> some View { self }

  /// Keeps a model's value and the view's focus state in sync.
  @MainActor
  public func bind<Value: Hashable>(_ modelValue: Binding<Value>, to viewValue: FocusState<Value>.Binding) -> some View
  {
    self
  }
}
