import Foundation

// Presentation, navigation and toolbar modifiers.

extension View {
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  { self }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  { self }
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    self
  }
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { self }

  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { self }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View { self }
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { self }

  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  public func navigationTitle(_ title: Text) -> some View { self }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
  public func navigationTitle(_ title: Binding<String>) -> some View { self }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  )
    -> some View
  { self }
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
    -> some View
  { self }
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { self }

  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

/// The heights a sheet can take.
public struct PresentationDetent: Hashable, Sendable {
  public static let medium = PresentationDetent()
  public static let large = PresentationDetent()
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// A geometry anchor.
public struct Anchor<Value> {
  /// Where an anchor is taken from.
  public struct Source: Sendable {}
}

extension Anchor<CGRect>.Source {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

/// Navigation bar settings.
public enum NavigationBarItem {
  /// How the title is shown.
  public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// A bar a toolbar can sit in.
public struct ToolbarPlacement: Sendable {
  public static let navigationBar = ToolbarPlacement()
  public static let tabBar = ToolbarPlacement()
  public static let bottomBar = ToolbarPlacement()
}

/// Where a toolbar item sits.
public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  public static let principal = ToolbarItemPlacement()
  public static let navigation = ToolbarItemPlacement()
  public static let primaryAction = ToolbarItemPlacement()
  public static let secondaryAction = ToolbarItemPlacement()
  public static let confirmationAction = ToolbarItemPlacement()
  public static let cancellationAction = ToolbarItemPlacement()
  public static let destructiveAction = ToolbarItemPlacement()
  public static let topBarLeading = ToolbarItemPlacement()
  public static let topBarTrailing = ToolbarItemPlacement()
  public static let navigationBarLeading = ToolbarItemPlacement()
  public static let navigationBarTrailing = ToolbarItemPlacement()
  public static let bottomBar = ToolbarItemPlacement()
  public static let keyboard = ToolbarItemPlacement()
  public static let status = ToolbarItemPlacement()
}

/// An item in a toolbar (a view here: toolbars take view builders in this stand-in).
nonisolated public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {}
}

/// A group of toolbar items.
nonisolated public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
