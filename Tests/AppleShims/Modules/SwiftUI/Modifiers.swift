import Foundation

// View modifiers: each returns the view unchanged (`some View`), so only its parameters are checked.

extension View {
  public func font(_ font: Font?) -> some View { self }
  public func fontWeight(_ weight: Font.Weight?) -> some View { self }
  public func bold(_ isActive: Bool = true) -> some View { self }
  public func italic(_ isActive: Bool = true) -> some View { self }
  public func monospacedDigit() -> some View { self }
  public func monospaced(_ isActive: Bool = true) -> some View { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
  public func foregroundColor(_ color: Color?) -> some View { self }
  public func tint(_ tint: Color?) -> some View { self }
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
  public func lineLimit(_ number: Int?) -> some View { self }
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  public func textCase(_ textCase: Text.Case?) -> some View { self }
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
  public func imageScale(_ scale: Image.Scale) -> some View { self }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  public func padding(_ insets: EdgeInsets) -> some View { self }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
  public func padding(_ length: CGFloat) -> some View { self }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    self
  }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }
  public func fixedSize() -> some View { self }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
  public func layoutPriority(_ value: Double) -> some View { self }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
  public func scaledToFit() -> some View { self }
  public func scaledToFill() -> some View { self }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
  public func opacity(_ opacity: Double) -> some View { self }
  public func hidden() -> some View { self }
  public func clipped(antialiased: Bool = false) -> some View { self }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    self
  }
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
  public func background() -> some View { self }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
  public func overlay<S: ShapeStyle>(_ style: S) -> some View { self }
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { self }
  public func zIndex(_ value: Double) -> some View { self }
  public func id<ID: Hashable>(_ id: ID) -> some View { self }
  public func tag<V: Hashable>(_ tag: V) -> some View { self }
  public func disabled(_ disabled: Bool) -> some View { self }
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  public func redacted(reason: RedactionReasons) -> some View { self }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
  public func transition(_ t: AnyTransition) -> some View { self }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  public func animation(_ animation: Animation?) -> some View { self }
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

  public func accessibilityLabel(_ label: Text) -> some View { self }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  public func badge(_ count: Int) -> some View { self }
  public func badge(_ label: Text?) -> some View { self }

  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View { self }
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View { self }
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void)
    -> some View
  { self }
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View { self }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    self
  }
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    self
  }
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never { self }
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
  public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
    self
  }
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View { self }
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View { self }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View { self }
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View { self }

  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  public func labelsHidden() -> some View { self }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
  public func controlSize(_ controlSize: ControlSize) -> some View { self }
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View { self }
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
}

/// How text lines align.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }

extension Text {
  /// Where text is cut.
  public enum TruncationMode: Sendable { case head, tail, middle }
  /// A text case transform.
  public enum Case: Sendable { case uppercase, lowercase }
}

/// Whether text can be selected.
public protocol TextSelectability {}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {}
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// A Dynamic Type size.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// How SF Symbols are colored.
public struct SymbolRenderingMode: Sendable {
  public static let monochrome = SymbolRenderingMode()
  public static let multicolor = SymbolRenderingMode()
  public static let hierarchical = SymbolRenderingMode()
  public static let palette = SymbolRenderingMode()
}

/// Fit or fill.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// An angle.
public struct Angle: Hashable, Sendable {
  public static func degrees(_ degrees: Double) -> Angle { Angle() }
  public static func radians(_ radians: Double) -> Angle { Angle() }
}

/// How a shape is filled.
public struct FillStyle: Equatable, Sendable {
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// The safe-area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let all = SafeAreaRegions(rawValue: 3)
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// Top or bottom.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  case top, bottom
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all = Set(rawValue: 3)
  }
}

/// Leading or trailing.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable { case leading, trailing }

/// Why a view is redacted.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
}

/// How a view appears and disappears.
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let scale = AnyTransition()
  public static let slide = AnyTransition()
  public static let identity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How accessibility children combine.
public struct AccessibilityChildBehavior: Sendable {
  public static let ignore = AccessibilityChildBehavior()
  public static let contain = AccessibilityChildBehavior()
  public static let combine = AccessibilityChildBehavior()
}

/// Accessibility traits.
public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
}

/// What submits a field.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The return key's label.
public struct SubmitLabel: Sendable {
  public static let done = SubmitLabel()
  public static let go = SubmitLabel()
  public static let send = SubmitLabel()
  public static let join = SubmitLabel()
  public static let route = SubmitLabel()
  public static let search = SubmitLabel()
  public static let `return` = SubmitLabel()
  public static let next = SubmitLabel()
  public static let `continue` = SubmitLabel()
}

/// Where the search field sits.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement()
  }
  /// When the drawer shows.
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// How text is capitalized.
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// Shown, hidden or automatic.
public enum Visibility: Hashable, Sendable, CaseIterable { case automatic, visible, hidden }

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
  public static let automatic = ScrollDismissesKeyboardMode()
  public static let immediately = ScrollDismissesKeyboardMode()
  public static let interactively = ScrollDismissesKeyboardMode()
  public static let never = ScrollDismissesKeyboardMode()
}

/// A control's size.
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// A button's border shape.
public struct ButtonBorderShape: Sendable {
  public static let automatic = ButtonBorderShape()
  public static let capsule = ButtonBorderShape()
  public static let roundedRectangle = ButtonBorderShape()
}

/// A key for a keyboard shortcut.
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral: Character) {}
  public static let `return` = KeyEquivalent(extendedGraphemeClusterLiteral: "\r")
  public static let escape = KeyEquivalent(extendedGraphemeClusterLiteral: "\u{1B}")
}

/// Modifier keys.
public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let command = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
  public static let option = EventModifiers(rawValue: 4)
}
