import Foundation

/// What a button does: destructive, cancel.
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

/// A control that runs an action when tapped.
nonisolated public struct Button<Label: View>: _PrimitiveView {
  /// A button with a custom label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
  /// A button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension Button where Label == Text {
  /// A button with a localized title.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
  /// A button with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
  /// A button with a role and a localized title.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
  /// A button with a role and a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// A button with a title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
  /// A button with a title and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
  /// A button with a role, a title and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

/// A title with an icon.
nonisolated public struct Label<Title: View, Icon: View>: _PrimitiveView {
  /// A label from views.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
  /// A label with a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  /// A label with a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
  /// A label with an image from the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image name: String) {}
}

/// An image.
nonisolated public struct Image: _PrimitiveView, Equatable, Sendable {
  public nonisolated static func == (lhs: Image, rhs: Image) -> Bool { true }
  /// How an image scales.
  public enum Scale: Hashable, Sendable { case small, medium, large }
  /// How an image is resized.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// An image from the asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// An SF Symbol.
  public init(systemName: String) {}
  /// A UIKit image.
  public init(uiImage: UIImage) {}
  /// The image resizable.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
  /// The image rendered as a template or as it is.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  /// How the image is rendered.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
}

/// Distances from each edge.
public struct EdgeInsets: Equatable, Sendable {
  public init() {}
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

/// A switch between on and off.
nonisolated public struct Toggle<Label: View>: _PrimitiveView {
  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}

extension Toggle where Label == Text {
  /// A toggle with a localized title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  /// A toggle with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
  /// A toggle with a title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
}

/// The axis a view grows along.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical
  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// An editable line of text.
nonisolated public struct TextField<Label: View>: _PrimitiveView {
  /// A text field with a custom label.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
}

extension TextField where Label == Text {
  /// A text field with a localized placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  /// A text field with a placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  /// A text field with a localized placeholder and a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  /// A text field that grows along `axis`.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
  /// A text field that grows along `axis`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}
  /// A text field that grows along `axis`, with a prompt.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {}
  /// A text field editing a value through `format`.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F)
  where F.FormatOutput == String {}
  /// A text field editing an optional value through `format`.
  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F)
  where F.FormatOutput == String {}
}

/// A text field that hides what is typed.
nonisolated public struct SecureField<Label: View>: _PrimitiveView {}

extension SecureField where Label == Text {
  /// A secure field with a localized placeholder.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  /// A secure field with a placeholder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// An editable block of text.
nonisolated public struct TextEditor: _PrimitiveView {
  /// A text editor for `text`.
  public init(text: Binding<String>) {}
}

/// A control to choose one of several values.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
  /// A picker with a custom label.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {}
}

extension Picker where Label == Text {
  /// A picker with a localized title.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
  }
  /// A picker with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

/// A control that increments or decrements a value.
nonisolated public struct Stepper<Label: View>: _PrimitiveView {
  /// A stepper over a range, with a custom label.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {}
  /// A stepper with a custom label.
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {}
  /// A stepper running actions, with a custom label.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?
  ) {}
}

extension Stepper where Label == Text {
  /// A stepper over a range.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {}
  /// A stepper over a range.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {}
  /// A stepper.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {}
  /// A stepper running actions, with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?
  ) {}
  /// A stepper running actions, with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?
  ) {}
}

/// A control to choose a value in a range.
nonisolated public struct Slider<Label: View, ValueLabel: View>: _PrimitiveView {}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over a range.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
  /// A slider over a range in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

/// A control to choose a date.
nonisolated public struct DatePicker<Label: View>: _PrimitiveView {
  /// Which parts of a date the picker shows.
  public typealias Components = DatePickerComponents
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker where Label == Text {
  /// A date picker with a localized title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]
  ) {}
  /// A date picker limited to a range.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.date, .hourAndMinute]
  ) {}
  /// A date picker limited to dates from a start.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.date, .hourAndMinute]
  ) {}
}

/// Progress: a spinner, or a bar with a fraction done.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() {}
  /// A bar at `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner with a localized title.
  public init(_ titleKey: LocalizedStringKey) {}
  /// A spinner with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {}
  /// A bar with a localized title.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {}
}

/// A control that shares an item.
nonisolated public struct ShareLink<Label: View>: _PrimitiveView {
  /// Shares `item` with a custom label.
  public init<I: Transferable>(item: I, @ViewBuilder label: () -> Label) {}
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Shares `item`.
  public init<I: Transferable>(item: I) {}
  /// Shares `item` with a subject and message.
  public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {}
}

/// The share link's default label.
nonisolated public struct DefaultShareLinkLabel: _PrimitiveView {}

/// A value that can be shared or dragged.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}

/// A control that opens a URL.
nonisolated public struct Link<Label: View>: _PrimitiveView {
  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {}
}

extension Link where Label == Text {
  /// A link with a localized title.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {}
  /// A link with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

/// Flexible space in a stack.
nonisolated public struct Spacer: _PrimitiveView {
  /// A spacer at least `minLength` long.
  public init(minLength: CGFloat? = nil) {}
}

/// A line between views.
nonisolated public struct Divider: _PrimitiveView {
  public init() {}
}

/// A view for empty content.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: _PrimitiveView {
  /// An empty-content view from views.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {}
  /// The search variant.
  public static var search: ContentUnavailableView<SwiftUI.Label<Text, Image>, Text?, EmptyView> { appleOnly() }
  /// The search variant for `text`.
  public static func search(text: String) -> ContentUnavailableView<SwiftUI.Label<Text, Image>, Text, EmptyView> {
    appleOnly()
  }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// An empty-content view with a title, a system image and a description.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
  /// An empty-content view with a title, a system image and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
}

/// A label with a value beside it.
nonisolated public struct LabeledContent<Label: View, Content: View>: _PrimitiveView {
  /// Labeled content from views.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension LabeledContent where Label == Text {
  /// Labeled content with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// Labeled content with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value beside a localized title.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
  /// A value beside a title.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
  /// A formatted value beside a localized title.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {}
}

/// An image loaded from a URL.
nonisolated public struct AsyncImage<Content: View>: _PrimitiveView {
  /// The image, or a placeholder while loading.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {}
  /// The loading phase shown by `content`.
  public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
  /// The image.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
}

/// The phase of an `AsyncImage`.
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)
  /// The loaded image.
  public var image: Image? { appleOnly() }
}

/// A menu of actions.
nonisolated public struct Menu<Label: View, Content: View>: _PrimitiveView {
  /// A menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Menu where Label == Text {
  /// A menu with a localized title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// A menu with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
  /// A menu with a title and a system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}
