import Foundation

// Control styles: each protocol with the static members views name (`.borderedProminent`, `.segmented`, …).

/// A button style.
public protocol PrimitiveButtonStyle {}
/// A button style that draws its label.
public protocol ButtonStyle: PrimitiveButtonStyle {}
/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {}
/// A bordered button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
/// A prominent bordered button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
/// A borderless button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {}
/// A plain button.
public struct PlainButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A text field style.
public protocol TextFieldStyle {}
/// A rounded-border text field.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {}
/// A plain text field.
public struct PlainTextFieldStyle: TextFieldStyle {}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

/// A picker style.
public protocol PickerStyle {}
/// A segmented picker.
public struct SegmentedPickerStyle: PickerStyle {}
/// A menu picker.
public struct MenuPickerStyle: PickerStyle {}
/// An inline picker.
public struct InlinePickerStyle: PickerStyle {}
/// A wheel picker.
public struct WheelPickerStyle: PickerStyle {}
/// A navigation-link picker.
public struct NavigationLinkPickerStyle: PickerStyle {}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A list style.
public protocol ListStyle {}
/// A plain list.
public struct PlainListStyle: ListStyle {}
/// A grouped list.
public struct GroupedListStyle: ListStyle {}
/// An inset grouped list.
public struct InsetGroupedListStyle: ListStyle {}
/// An inset list.
public struct InsetListStyle: ListStyle {}
/// A sidebar list.
public struct SidebarListStyle: ListStyle {}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// A toggle style.
public protocol ToggleStyle {}
/// A switch.
public struct SwitchToggleStyle: ToggleStyle {}
/// A button toggle.
public struct ButtonToggleStyle: ToggleStyle {}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A progress view style.
public protocol ProgressViewStyle {}
/// A linear bar.
public struct LinearProgressViewStyle: ProgressViewStyle {}
/// A spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A date picker style.
public protocol DatePickerStyle {}
/// A compact date picker.
public struct CompactDatePickerStyle: DatePickerStyle {}
/// A graphical date picker.
public struct GraphicalDatePickerStyle: DatePickerStyle {}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// A label style.
public protocol LabelStyle {}
/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {}
/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {}
/// Title and icon.
public struct TitleAndIconLabelStyle: LabelStyle {}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
