import Analysis

extension FeatureProposal {
  /// How its methods convert: one count per action's conversion, and helper methods left to fold by hand as manual.
  public var conversionSummary: ConversionSummary {
    var summary = ConversionSummary()
    for record in conversions { summary.add(record.status) }
    let converted = Set(conversions.map(\.method))
    summary.manual += helpers.filter { !converted.contains($0.name) }.count
    return summary
  }
}

extension ConversionSummary {
  /// Counts one method converted with `status`.
  public mutating func add(_ status: MethodConversion.Status) {
    switch status {
    case .full: full += 1
    case .partial: partial += 1
    case .manual: manual += 1
    }
  }
}
