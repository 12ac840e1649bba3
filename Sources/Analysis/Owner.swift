/// A SwiftUI view or UIKit view controller that holds a view model.
public struct Owner: Sendable, Codable, Equatable {
  /// What kind of type owns the view model.
  public enum Kind: String, Sendable, Codable, Equatable {
    /// A SwiftUI `View`.
    case view
    /// A UIKit `UIViewController` (or subclass).
    case viewController
    /// Some other type.
    case other
  }

  /// Qualified type name.
  public var name: String
  /// File path relative to the analyzed root.
  public var file: String
  /// 1-based line of the type declaration.
  public var line: Int
  /// View, controller or other.
  public var kind: Kind
  /// The view model type it holds.
  public var viewModel: String
  /// The property holding it.
  public var property: String
  /// 1-based line of that property.
  public var propertyLine: Int
  /// How it is held: `StateObject`, `ObservedObject`, `EnvironmentObject`, `State`, `Bindable`, `Environment`,
  /// `Binding`, `let`, `var`.
  public var wrapper: String
  /// Which members of the view model it uses and how.
  public var uses: [MemberUse]
  /// Its `.alert(…, isPresented: $model.flag)` modifiers; nil when it has none.
  public var alerts: [AlertModifier]?
  /// Whether the property holds a collection of the view model (`[Model]`, `[ID: Model]`), whose members the owner
  /// does not use directly; nil when it holds one.
  public var holdsCollection: Bool?

  /// Creates an owner record.
  public init(
    name: String, file: String, line: Int, kind: Kind, viewModel: String, property: String, propertyLine: Int,
    wrapper: String, uses: [MemberUse] = []
  ) {
    self.name = name
    self.file = file
    self.line = line
    self.kind = kind
    self.viewModel = viewModel
    self.property = property
    self.propertyLine = propertyLine
    self.wrapper = wrapper
    self.uses = uses
  }
}

/// One use of a view model member by its owner.
public struct MemberUse: Sendable, Codable, Equatable, Hashable {
  /// How the member is used.
  public enum Kind: String, Sendable, Codable, Equatable, Hashable {
    /// `viewModel.x` read.
    case read
    /// `$viewModel.x` binding.
    case binding
    /// `viewModel.f(…)` call.
    case call
    /// `viewModel.x = …` assignment from the owner.
    case write
  }

  /// Member name.
  public var member: String
  /// Read, binding, call or write.
  public var kind: Kind
  /// 1-based line.
  public var line: Int
  /// Where the use sits: `button`, `task`, `onAppear`, `onChange`, `refreshable`, `sink`, … or nil.
  public var context: String?
  /// Whether the call is `if [await] model.f(…) { dismiss() }`: the view dismisses when it returns `true`; nil
  /// otherwise.
  public var dismissesOnTrue: Bool?
  /// For a read that is a statement calling a method of the member (`viewModel.router.back()`), that method's
  /// selector (`back()`, `show(_:animated:)`); nil otherwise.
  public var memberCall: String?
  /// Whether the use is a statement calling the member itself (`viewModel.onTap?()`, a closure property); nil
  /// otherwise.
  public var invokesMember: Bool?

  /// Creates a member use.
  public init(member: String, kind: Kind, line: Int, context: String? = nil) {
    self.member = member
    self.kind = kind
    self.line = line
    self.context = context
  }
}
