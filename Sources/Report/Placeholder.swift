import Foundation

/// Placeholder until the Report stage lands.
enum ReportPlaceholder {}
