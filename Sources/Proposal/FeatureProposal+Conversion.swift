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

  /// The methods not converted fully, in line order: partial conversions and helpers left to fold by hand.
  public var unconvertedMethods: [UnconvertedMethod] {
    let converted = Set(conversions.map(\.method))
    let partial = conversions.filter { $0.status != .full }.map { record in
      var method = UnconvertedMethod(method: record.method, line: record.line, status: record.status.rawValue)
      method.file = record.file
      return method
    }
    let helpers = helpers.filter { !converted.contains($0.name) }.map { helper in
      var method = UnconvertedMethod(
        method: helper.name, line: helper.line, status: MethodConversion.Status.manual.rawValue)
      method.file = helper.file
      return method
    }
    return (partial + helpers).sorted { ($0.line, $0.method) < ($1.line, $1.method) }
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
