/// How many methods the effect rewriter converts fully, partially (with TODOs) or not at all.
public struct ConversionSummary: Sendable, Codable, Equatable {
  /// Methods translated completely.
  public var full: Int
  /// Methods translated with `// TODO(tca-migrate):` markers.
  public var partial: Int
  /// Methods kept verbatim under a TODO.
  public var manual: Int

  /// Creates a summary.
  public init(full: Int = 0, partial: Int = 0, manual: Int = 0) {
    self.full = full
    self.partial = partial
    self.manual = manual
  }

  /// All methods counted.
  public var total: Int { full + partial + manual }

  /// Share converted fully, 0…1 (1 when there is nothing to convert).
  public var fullRate: Double { total == 0 ? 1 : Double(full) / Double(total) }

  /// The sum of two summaries.
  public static func + (left: ConversionSummary, right: ConversionSummary) -> ConversionSummary {
    ConversionSummary(
      full: left.full + right.full, partial: left.partial + right.partial, manual: left.manual + right.manual)
  }
}

/// A method the effect rewriter did not convert fully, so a person can find it.
public struct UnconvertedMethod: Sendable, Codable, Equatable {
  /// The method name (`init` for initializer work).
  public var method: String
  /// 1-based line of its declaration in the view model's file.
  public var line: Int
  /// `partial` (translated with TODOs) or `manual` (left to fold by hand).
  public var status: String
  /// The file declaring it when it is not the view model's own (a method inherited from a superclass).
  public var file: String?

  /// Creates an entry.
  public init(method: String, line: Int, status: String) {
    self.method = method
    self.line = line
    self.status = status
  }
}
