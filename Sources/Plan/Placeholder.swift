import Foundation

/// Placeholder until the Plan stage lands.
enum PlanPlaceholder {}
