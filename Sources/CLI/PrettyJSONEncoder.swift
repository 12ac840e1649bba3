import Foundation

/// `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte for byte, writing the text as
/// the values are encoded instead of building a tree of them.
enum PrettyJSONEncoder {
  /// A value whose `JSONEncoder` text this encoder does not reproduce (floating point, dates, data, URLs, a value
  /// that encodes nothing); the caller uses `JSONEncoder` instead.
  struct Unsupported: Error {}

  /// The text of `value` and a newline.
  static func encodeLine<Value: Encodable>(_ value: Value) throws -> String {
    let writer = JSONStreamWriter()
    try writer.write(value, depth: 0, path: nil, closing: false)
    return try writer.rootLine()
  }

  /// Writes the text of `value` and a newline to `output` in pieces, each once it can no longer change: a root
  /// object field by field in key order, arrays item by item.
  static func write<Value: Encodable>(_ value: Value, to output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
    try withoutActuallyEscaping(output) { output in
      let writer = JSONStreamWriter()
      writer.output = output
      defer { writer.output = nil }
      if try JSONRootFields.write(value, through: writer) { return }
      var line = try encodeLine(value)
      line.withUTF8 { output($0) }
    }
  }
}

/// Where reordered JSON text goes: a growing byte array, the result string's buffer, or a count of its length.
protocol JSONSink {
  mutating func append(_ byte: UInt8)
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONSink where Element == UInt8 {}

/// A buffer sized beforehand; bytes past its end are dropped rather than written out of bounds.
struct JSONBufferSink: JSONSink {
  let buffer: UnsafeMutableBufferPointer<UInt8>
  var count = 0

  mutating func append(_ byte: UInt8) {
    guard count < buffer.count else { return }
    buffer[count] = byte
    count += 1
  }

  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    let taken = min(bytes.count, buffer.count - count)
    guard taken > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
    (target + count).update(from: source, count: taken)
    count += taken
  }
}

/// Counts what would be written.
struct JSONCountingSink: JSONSink {
  var count = 0
  mutating func append(_ byte: UInt8) { count += 1 }
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
}

/// The shape of a value being written.
enum JSONShape { case none, scalar, object, array }

/// Writes JSON text into one buffer while values are encoded: each value's text goes to the end of the buffer at
/// its final indentation; an object whose keys did not arrive in byte order has its fields reordered when it is
/// complete. A nested container (which may be filled after later siblings) writes into a writer of its own that
/// is copied in when its parent completes. With an `output`, text no open container can move is sent there.
final class JSONStreamWriter {
  /// A container or scalar being written.
  struct Frame {
    let depth: Int
    /// Where its text starts in `bytes`.
    let start: Int
    /// Where its fields or items start in `segments`.
    let firstSegment: Int
    var shape = JSONShape.none
    /// Whether the object's keys so far arrived in strictly increasing byte order.
    var ordered = true
    /// Whether some field or item is a nested container with a writer of its own.
    var hasChildren = false
    /// The coding-key type of an object's keyed container.
    var keyType: ObjectIdentifier?
  }

  /// A field or item: the text from `start` up to the next segment's start (or the end of its container), which
  /// ends in `,\n` unless `child` holds the value.
  struct Segment {
    let key: String?
    let start: Int
    let child: JSONStreamWriter?
  }

  // Only this writer's containers touch these, one call at a time: the run-time exclusivity checks of class
  // properties were a fifth of the encoding's instructions.
  @exclusivity(unchecked) var bytes: [UInt8] = []
  /// The open values, innermost last.
  @exclusivity(unchecked) var frames: [Frame] = []
  /// The fields and items of the open containers, innermost last.
  @exclusivity(unchecked) var segments: [Segment] = []
  @exclusivity(unchecked) var scratch: [UInt8] = []
  /// Set when a container was used out of turn; the caller then throws `Unsupported`.
  @exclusivity(unchecked) var unsupported = false
  /// Where complete text goes as it is written; nil keeps all of it in `bytes`.
  @exclusivity(unchecked) var output: ((UnsafeBufferPointer<UInt8>) -> Void)?
  /// How many bytes went to `output`: frame and segment positions count them, `bytes` starts after them.
  @exclusivity(unchecked) var flushed = 0

  /// The key orders of objects already reordered, by coding-key type: each object's keys and their positions in
  /// byte order (objects of one type mostly have the same keys).
  @exclusivity(unchecked) var keyOrders: [ObjectIdentifier: [(keys: [String], order: [Int])]] = [:]

  /// Bytes gathered before they are sent to `output`.
  static let flushSize = 1 << 18

  /// The position of the next byte written, counting those already sent to `output`.
  var position: Int { flushed + bytes.count }

  /// Writes `value` at nesting `depth` at the end of `bytes`.
  func write<Value: Encodable>(_ value: Value, depth: Int, path: JSONCodingPath?, closing: Bool = true) throws {
    // Metatype comparisons, not casts, on this per-value path; strings and integers skip the frame.
    if Value.self == String.self, let text = value as? String { return JSONText.appendQuoted(text, to: &bytes) }
    if Value.self == Int.self, let number = value as? Int { return JSONText.appendInteger(number, to: &bytes) }
    if Value.self == Bool.self, let flag = value as? Bool { return JSONText.appendBool(flag, to: &bytes) }
    if Value.self == Double.self || Value.self == Float.self || Value.self == Date.self || Value.self == Data.self
      || Value.self == URL.self || Value.self == Decimal.self
    {
      throw PrettyJSONEncoder.Unsupported()
    }
    let frame = open(depth: depth)
    try value.encode(to: JSONStreamEncoder(writer: self, frame: frame, path: path))
    if closing { try close(frame) }
  }

  /// The text of the value written with `closing: false`, and a newline. A root whose fields need reordering
  /// (or copying in) is reordered straight into the result instead of into `bytes` through `scratch`: the
  /// whole output would otherwise exist three times at once.
  func rootLine() throws -> String {
    guard !unsupported, frames.count <= 1 else { throw PrettyJSONEncoder.Unsupported() }
    if let root = frames.first, root.shape == .object || root.shape == .array, !root.ordered || root.hasChildren {
      for segment in segments where segment.child != nil {
        guard let child = segment.child, child.frames.count == 1 else { throw PrettyJSONEncoder.Unsupported() }
        try child.close(0)
      }
      let order = root.shape == .object ? JSONText.keyOrder(segments[...]) : nil
      let close: UInt8 = root.shape == .object ? 0x7D : 0x5D
      let body = root.start + 2
      func write(into sink: inout some JSONSink) {
        bytes.withUnsafeBufferPointer { all in
          sink.append(contentsOf: UnsafeBufferPointer(rebasing: all[..<body]))
          Self.appendBody(
            segments[...], order: order, from: UnsafeBufferPointer(rebasing: all[body...]), offset: body, to: &sink)
        }
        sink.append(close)
        sink.append(0x0A)
      }
      var counter = JSONCountingSink()
      write(into: &counter)
      return String(unsafeUninitializedCapacity: counter.count) { buffer in
        var sink = JSONBufferSink(buffer: buffer)
        write(into: &sink)
        return sink.count
      }
    }
    if !frames.isEmpty { try close(0) }
    return String(unsafeUninitializedCapacity: bytes.count + 1) { buffer in
      var sink = JSONBufferSink(buffer: buffer)
      bytes.withUnsafeBufferPointer { sink.append(contentsOf: $0) }
      sink.append(0x0A)
      return sink.count
    }
  }

  /// Opens a frame at the end of `bytes`; returns its index.
  func open(depth: Int) -> Int {
    frames.append(Frame(depth: depth, start: position, firstSegment: segments.count))
    return frames.count - 1
  }

  /// Gives the innermost frame `frame` its shape (writing `{` or `[`); whether it is the innermost and has it.
  @discardableResult
  func begin(_ shape: JSONShape, _ frame: Int) -> Bool {
    guard frame == frames.count - 1 else {
      unsupported = true
      return false
    }
    if frames[frame].shape == .none {
      frames[frame].shape = shape
      switch shape {
      case .object: bytes.append(contentsOf: [0x7B, 0x0A])
      case .array: bytes.append(contentsOf: [0x5B, 0x0A])
      case .none, .scalar: break
      }
      return true
    }
    guard frames[frame].shape == shape, shape != .scalar else {
      unsupported = true
      return false
    }
    return true
  }

  /// Starts a field of object `frame`: indentation, key and ` : `; the value follows (or is `child`).
  func beginField(_ key: String, in frame: Int, child: JSONStreamWriter? = nil) -> Bool {
    guard begin(.object, frame) else { return false }
    if segments.count > frames[frame].firstSegment, let last = segments.last?.key, !JSONText.precedes(last, key) {
      frames[frame].ordered = false
    }
    if child != nil { frames[frame].hasChildren = true }
    segments.append(Segment(key: key, start: position, child: child))
    indent(frames[frame].depth + 1)
    JSONText.appendQuoted(key, to: &bytes)
    bytes.append(contentsOf: [0x20, 0x3A, 0x20])
    return true
  }

  /// Starts an item of array `frame`: its indentation; the value follows (or is `child`).
  func beginItem(in frame: Int, child: JSONStreamWriter? = nil) -> Bool {
    guard begin(.array, frame) else { return false }
    flushIfComplete()
    if child != nil { frames[frame].hasChildren = true }
    segments.append(Segment(key: nil, start: position, child: child))
    indent(frames[frame].depth + 1)
    return true
  }

  /// Ends a field or item written in place.
  func endEntry() { bytes.append(contentsOf: [0x2C, 0x0A]) }

  /// The items so far of array `frame`.
  func itemCount(_ frame: Int) -> Int {
    frames.indices.contains(frame) ? segments.count - frames[frame].firstSegment : 0
  }

  /// A writer for a nested container at `depth`, filled whenever its owner likes and copied in by its parent.
  static func child(depth: Int, shape: JSONShape) -> JSONStreamWriter {
    let writer = JSONStreamWriter()
    writer.begin(shape, writer.open(depth: depth))
    return writer
  }

  /// Completes the innermost frame `frame`: closes its container, reordering fields and copying in nested
  /// containers where needed.
  func close(_ frame: Int) throws {
    guard !unsupported, frame == frames.count - 1 else { throw PrettyJSONEncoder.Unsupported() }
    let closed = frames.removeLast()
    defer { segments.removeSubrange(closed.firstSegment...) }
    let close: UInt8
    switch closed.shape {
    case .none: throw PrettyJSONEncoder.Unsupported()
    case .scalar: return
    case .object: close = 0x7D
    case .array: close = 0x5D
    }
    if closed.ordered && !closed.hasChildren {
      if segments.count > closed.firstSegment {
        guard bytes.count >= 2 else { throw PrettyJSONEncoder.Unsupported() }
        bytes[bytes.count - 2] = 0x0A
        bytes.removeLast()
      } else {
        bytes.append(0x0A)
      }
    } else {
      for segment in segments[closed.firstSegment...] {
        guard let child = segment.child else { continue }
        guard child.frames.count == 1 else { throw PrettyJSONEncoder.Unsupported() }
        try child.close(0)
      }
      // An array's items before its first nested writer stay as written (and may have gone to `output`).
      var first = closed.firstSegment
      if closed.shape == .array, let child = segments[first...].firstIndex(where: { $0.child != nil }) {
        first = child
      }
      let body = first == closed.firstSegment ? closed.start + 2 : segments[first].start
      let local = body - flushed
      guard local >= 0, local <= bytes.count else { throw PrettyJSONEncoder.Unsupported() }
      scratch.removeAll(keepingCapacity: true)
      scratch.append(contentsOf: bytes[local...])
      bytes.removeSubrange(local...)
      let order = closed.shape == .object ? keyOrder(segments[first...], keyType: closed.keyType) : nil
      scratch.withUnsafeBufferPointer { source in
        Self.appendBody(segments[first...], order: order, from: source, offset: body, to: &bytes)
      }
    }
    indent(closed.depth)
    bytes.append(close)
  }

  /// Appends the segments (in `order`, or as written) from `source` (holding `bytes` from `offset`), the last
  /// one's `,` dropped, or a newline when there are none.
  private static func appendBody(
    _ segments: ArraySlice<Segment>, order: [Int]?, from source: UnsafeBufferPointer<UInt8>, offset: Int,
    to output: inout some JSONSink
  ) {
    let positions = order ?? Array(segments.indices)
    for (place, position) in positions.enumerated() {
      let segment = segments[position]
      let end = position + 1 < segments.endIndex ? segments[position + 1].start : offset + source.count
      let last = place == positions.count - 1
      let lower = segment.start - offset
      if let child = segment.child {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[lower..<(end - offset)]))
        child.bytes.withUnsafeBufferPointer { output.append(contentsOf: $0) }
        if !last { output.append(0x2C) }
      } else {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: source[lower..<(end - offset - 2)]))
        if !last { output.append(0x2C) }
      }
      output.append(0x0A)
    }
    if positions.isEmpty { output.append(0x0A) }
  }

  /// `JSONText.keyOrder(segments)`, reused for an object of the same coding-key type and keys as an earlier one.
  func keyOrder(_ segments: ArraySlice<Segment>, keyType: ObjectIdentifier?) -> [Int] {
    guard let keyType else { return JSONText.keyOrder(segments) }
    let base = segments.startIndex
    let known = keyOrders[keyType, default: []]
    if let entry = known.first(where: { $0.keys.elementsEqual(segments.lazy.map { $0.key ?? "" }) }) {
      return entry.order.map { $0 + base }
    }
    let order = JSONText.keyOrder(segments)
    if known.count < 16 {
      keyOrders[keyType, default: []].append((segments.map { $0.key ?? "" }, order.map { $0 - base }))
    }
    return order
  }

  /// The nesting of open frame `frame` (0 for one that is not open).
  func depth(of frame: Int) -> Int { frames.indices.contains(frame) ? frames[frame].depth : 0 }

  /// Sends `bytes` to `output` once there are enough and no open container can move them: an object may be
  /// reordered when it closes, an array re-lays its items from its first nested writer on.
  func flushIfComplete() {
    guard output != nil, bytes.count >= Self.flushSize else { return }
    guard frames.allSatisfy({ $0.shape == .array && !$0.hasChildren }) else { return }
    flush()
  }

  /// Sends `bytes` to `output`.
  func flush() {
    guard let output else { return }
    bytes.withUnsafeBufferPointer { output($0) }
    flushed += bytes.count
    bytes.removeAll(keepingCapacity: true)
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 64)

  /// Appends the indentation of nesting `level`.
  func indent(_ level: Int) {
    var rest = 2 * level
    while rest > 0 {
      let count = min(rest, Self.spaces.count)
      Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
      rest -= count
    }
  }
}

/// A coding path as a chain of keys from the top, made into an array only when someone asks for it (the
/// synthesized conformances never do).
final class JSONCodingPath {
  let parent: JSONCodingPath?
  let key: any CodingKey

  init(_ parent: JSONCodingPath?, _ key: any CodingKey) {
    self.parent = parent
    self.key = key
  }

  /// The keys from the top down to this one.
  static func keys(of path: JSONCodingPath?) -> [any CodingKey] {
    var keys: [any CodingKey] = []
    var current = path
    while let link = current {
      keys.append(link.key)
      current = link.parent
    }
    return keys.reversed()
  }
}
