import Foundation

/// Placeholder until the Emit stage lands.
enum EmitPlaceholder {}
