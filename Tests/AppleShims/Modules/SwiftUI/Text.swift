import Foundation

/// A key to look up a localized string; string literals and interpolations convert to it.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The interpolations a key accepts.
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(_ value: T) {}
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {}
    public mutating func appendInterpolation(_ text: Text) {}
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
  }
  /// A key from a string.
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

/// Displays read-only text.
nonisolated public struct Text: _PrimitiveView, Equatable, Sendable {
  /// How a date is shown.
  public struct DateStyle: Sendable {
    public static let time = DateStyle()
    public static let date = DateStyle()
    public static let relative = DateStyle()
    public static let offset = DateStyle()
    public static let timer = DateStyle()
  }
  /// The localized text for `key`.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {}
  /// The string as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
  /// The string as it is, never localized.
  public init(verbatim content: String) {}
  /// A date in `style`.
  public init(_ date: Date, style: DateStyle) {}
  /// A range of dates.
  public init(_ dates: ClosedRange<Date>) {}
  /// A value formatted with `format`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {}
  /// An attributed string.
  public init(_ attributedContent: AttributedString) {}
  /// An image inside text.
  public init(_ image: Image) {}
  /// Both texts, one after the other.
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
  public nonisolated static func == (lhs: Text, rhs: Text) -> Bool { true }

  /// The text in `font`.
  public func font(_ font: Font?) -> Text { self }
  /// The text bold.
  public func bold() -> Text { self }
  /// The text bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { self }
  /// The text italic.
  public func italic() -> Text { self }
  /// The text with `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { self }
  /// The text in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  /// Digits of equal width.
  public func monospacedDigit() -> Text { self }
  /// The text struck through.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// The text underlined.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

/// A font.
public struct Font: Hashable, Sendable {
  /// A font weight.
  public struct Weight: Hashable, Sendable {
    public static let ultraLight = Weight()
    public static let thin = Weight()
    public static let light = Weight()
    public static let regular = Weight()
    public static let medium = Weight()
    public static let semibold = Weight()
    public static let bold = Weight()
    public static let heavy = Weight()
    public static let black = Weight()
  }
  /// A font design.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
  /// A text style.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
  public static let largeTitle = Font()
  public static let title = Font()
  public static let title2 = Font()
  public static let title3 = Font()
  public static let headline = Font()
  public static let subheadline = Font()
  public static let body = Font()
  public static let callout = Font()
  public static let footnote = Font()
  public static let caption = Font()
  public static let caption2 = Font()
  /// The system font of `size`.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
  /// The system font for `style`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font() }
  /// A custom font.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
  /// The font bold.
  public func bold() -> Font { self }
  /// The font italic.
  public func italic() -> Font { self }
  /// The font with `weight`.
  public func weight(_ weight: Weight) -> Font { self }
  /// The font with digits of equal width.
  public func monospacedDigit() -> Font { self }
  /// The font's monospaced variant.
  public func monospaced() -> Font { self }
}

/// Something that fills or strokes a shape: a color, a gradient, a material.
public protocol ShapeStyle: Sendable {}

/// A color.
nonisolated public struct Color: _PrimitiveView, ShapeStyle, Hashable {
  /// A color from red, green and blue.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  /// A gray of `white` brightness.
  public init(white: Double, opacity: Double = 1) {}
  /// A color from the asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// A color from hue, saturation and brightness.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
  /// A UIKit color.
  public init(uiColor: UIColor) {}
  public nonisolated static func == (lhs: Color, rhs: Color) -> Bool { true }
  public nonisolated func hash(into hasher: inout Hasher) {}
  /// The color with `opacity`.
  public func opacity(_ opacity: Double) -> Color { self }
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
  public static let red = Color(red: 1, green: 0, blue: 0)
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  public static let green = Color(red: 0, green: 1, blue: 0)
  public static let mint = Color(red: 0, green: 1, blue: 0.8)
  public static let teal = Color(red: 0, green: 0.5, blue: 0.5)
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  public static let blue = Color(red: 0, green: 0, blue: 1)
  public static let indigo = Color(red: 0.3, green: 0, blue: 0.5)
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  public static let pink = Color(red: 1, green: 0.7, blue: 0.8)
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  public static let primary = Color(red: 0, green: 0, blue: 0)
  public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(red: 0, green: 0, blue: 1)
}

/// A style relative to the foreground: primary, secondary, …
public struct HierarchicalShapeStyle: ShapeStyle {
  public static let primary = HierarchicalShapeStyle()
  public static let secondary = HierarchicalShapeStyle()
  public static let tertiary = HierarchicalShapeStyle()
  public static let quaternary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var blue: Color { .blue }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var indigo: Color { .indigo }
  public static var brown: Color { .brown }
  public static var cyan: Color { .cyan }
}

/// A translucent background material.
public struct Material: ShapeStyle {
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let regularMaterial = Material()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let thinMaterial = Material()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let ultraThinMaterial = Material()
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let thickMaterial = Material()
  public static let bar = Material()
}

extension ShapeStyle where Self == Material {
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var regularMaterial: Material { .regularMaterial }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var thinMaterial: Material { .thinMaterial }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var ultraThinMaterial: Material { .ultraThinMaterial }
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static var thickMaterial: Material { .thickMaterial }
  public static var bar: Material { .bar }
}

/// The foreground style of the environment.
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

/// The tint color of the environment.
public struct TintShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A linear gradient.
nonisolated public struct LinearGradient: _PrimitiveView, ShapeStyle {
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// A point in a unit square.
public struct UnitPoint: Hashable, Sendable {
  public static let zero = UnitPoint()
  public static let center = UnitPoint()
  public static let leading = UnitPoint()
  public static let trailing = UnitPoint()
  public static let top = UnitPoint()
  public static let bottom = UnitPoint()
  public static let topLeading = UnitPoint()
  public static let topTrailing = UnitPoint()
  public static let bottomLeading = UnitPoint()
  public static let bottomTrailing = UnitPoint()
}
