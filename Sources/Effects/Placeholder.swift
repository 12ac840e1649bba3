import Foundation

/// Placeholder until the effect rewriter lands.
enum EffectsPlaceholder {}
