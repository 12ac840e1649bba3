import Foundation

/// Placeholder until the Outline stage lands.
enum OutlinePlaceholder {}
