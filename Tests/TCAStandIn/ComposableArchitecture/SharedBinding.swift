import SwiftUI

extension Binding {
  /// A binding of a shared value (`Binding($count)`), as Sharing's SwiftUI integration declares it: `@Shared` has no
  /// setter, so a control binds the reference.
  @MainActor
  public init(_ base: Shared<Value>) {
    self.init(get: { base.wrappedValue }, set: { newValue in base.withLock { $0 = newValue } })
  }
}
