import Foundation

/// Horizontal alignment in a vertical stack.
public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
  public static let trailing = HorizontalAlignment()
}

/// Vertical alignment in a horizontal stack.
public struct VerticalAlignment: Equatable, Sendable {
  public static let top = VerticalAlignment()
  public static let center = VerticalAlignment()
  public static let bottom = VerticalAlignment()
  public static let firstTextBaseline = VerticalAlignment()
  public static let lastTextBaseline = VerticalAlignment()
}

/// Alignment in both directions.
public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let leading = Alignment()
  public static let trailing = Alignment()
  public static let top = Alignment()
  public static let bottom = Alignment()
  public static let topLeading = Alignment()
  public static let topTrailing = Alignment()
  public static let bottomLeading = Alignment()
  public static let bottomTrailing = Alignment()
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing
  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 10)
    public static let vertical = Set(rawValue: 5)
  }
}

/// Views in a column.
nonisolated public struct VStack<Content: View>: _PrimitiveView {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// Views in a row.
nonisolated public struct HStack<Content: View>: _PrimitiveView {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}

/// Views on top of each other.
nonisolated public struct ZStack<Content: View>: _PrimitiveView {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

/// A column that builds its views as they scroll into sight.
nonisolated public struct LazyVStack<Content: View>: _PrimitiveView {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
}

/// A row that builds its views as they scroll into sight.
nonisolated public struct LazyHStack<Content: View>: _PrimitiveView {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {}
}

/// Views pinned while a lazy stack scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
}

/// A column in a grid.
public struct GridItem: Sendable {
  /// How a column is sized.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// A grid that grows vertically.
nonisolated public struct LazyVGrid<Content: View>: _PrimitiveView {
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: _PrimitiveView {
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

/// Rows in a list.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  /// A list of the views of `content`.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {}
  /// A list with a selection.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
  /// A list with a multiple selection.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
  /// A list of a row per identifiable element.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
  /// A list of a row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {}
  /// A list of a row per identifiable element, with a selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

/// A container of grouped controls.
nonisolated public struct Form<Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: () -> Content) {}
}

/// A group of rows with an optional header and footer.
nonisolated public struct Section<Parent, Content, Footer>: _PrimitiveView {}

extension Section where Parent: View, Content: View, Footer: View {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {}
  /// A section with a header and a footer, header first.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section with no header.
  public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
  /// A section with a header, header first.
  public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
  /// A section with a footer, footer first.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// A section with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// A view per element of a collection.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: _PrimitiveView {}

extension ForEach where Content: View {
  /// A view per element, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
  /// A view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {}
  /// A view per number in a range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {}
  /// A view per binding to an identifiable element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable {}
  /// Lets the user delete rows.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }
  /// Lets the user move rows.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
}

/// A box with an optional title.
nonisolated public struct GroupBox<Label: View, Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  public init(@ViewBuilder content: () -> Content) where Label == EmptyView {}
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// A section that expands and collapses.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label)
  {}
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
  {}
}

/// Tabs.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {}
}

/// A stack of pushed views.
nonisolated public struct NavigationStack<Data, Root: View>: _PrimitiveView {
  /// A stack with only its root.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
  /// A stack driven by a type-erased path.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {}
  /// A stack with any path, for libraries that extend `NavigationStack` (TCA's store-driven stacks).
  public init(_anyPath root: () -> Root) {}
  /// A stack driven by a collection of values.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {}
}

/// A type-erased list of pushed values.
public struct NavigationPath: Equatable {
  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
  public var count: Int { appleOnly() }
  public var isEmpty: Bool { appleOnly() }
  public mutating func append<V: Hashable>(_ value: V) {}
  public mutating func removeLast(_ k: Int = 1) {}
}

/// The old navigation container.
nonisolated public struct NavigationView<Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: () -> Content) {}
}

/// A split view of sidebar and detail.
nonisolated public struct NavigationSplitView<Sidebar: View, Detail: View>: _PrimitiveView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

/// A control that pushes a view.
nonisolated public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
  /// Pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {}
  /// Pushes the view built by `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
  /// Pushes `destination` while `isActive`.
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text {
  /// Pushes `destination`, with a localized title.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
  /// Pushes the view built by `destination`, with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
  /// Pushes `destination`, with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {}
}

extension NavigationLink where Destination == Never {
  /// Appends `value` to the enclosing stack's path.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Appends `value` to the enclosing stack's path, with a localized title.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
  /// Appends `value` to the enclosing stack's path, with a title.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
}
