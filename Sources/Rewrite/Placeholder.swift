import Foundation

/// Placeholder until the Rewrite stage lands.
enum RewritePlaceholder {}
