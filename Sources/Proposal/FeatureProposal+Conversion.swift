import Analysis

extension FeatureProposal {
  /// How its methods convert: one count per action's conversion, and helper methods left to fold by hand as manual.
  public var conversionSummary: ConversionSummary {
    var summary = ConversionSummary()
    for record in conversions {
      switch record.status {
      case .full: summary.full += 1
      case .partial: summary.partial += 1
      case .manual: summary.manual += 1
      }
    }
    let converted = Set(conversions.map(\.method))
    summary.manual += helpers.filter { !converted.contains($0.name) }.count
    return summary
  }
}
