import Foundation
import Lexer

let arguments = CommandLine.arguments.dropFirst()
guard let root = arguments.first else {
  FileHandle.standardError.write(Data("usage: lexer-benchmark DIR [--repeat N]\n".utf8))
  exit(2)
}
let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[$0 + 1]) } ?? 5

var files: [[UInt8]] = []
let extensions: Set<String> = ["swift", "swiftinterface"]
if let enumerator = FileManager.default.enumerator(atPath: root) {
  while let relative = enumerator.nextObject() as? String {
    guard extensions.contains((relative as NSString).pathExtension) else { continue }
    if let data = FileManager.default.contents(atPath: root + "/" + relative) { files.append([UInt8](data)) }
  }
}
let totalBytes = files.reduce(0) { $0 + $1.count }
guard totalBytes > 0 else {
  FileHandle.standardError.write(Data("lexer-benchmark: no .swift files under \(root)\n".utf8))
  exit(2)
}

var best = Double.infinity
var tokenCount = 0
var lossless = 0
for _ in 0..<repeats {
  let start = DispatchTime.now().uptimeNanoseconds
  var tokens = 0
  for bytes in files { tokens += SourceFile(bytes: bytes).tokens.count }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  best = min(best, seconds)
  tokenCount = tokens
}
for bytes in files {
  let file = SourceFile(bytes: bytes)
  var rebuilt: [UInt8] = []
  rebuilt.reserveCapacity(bytes.count)
  for token in file.tokens { rebuilt.append(contentsOf: bytes[token.range]) }
  if rebuilt == bytes { lossless += 1 }
}
let megabytes = Double(totalBytes) / 1_048_576
print("files            \(files.count)")
print("bytes            \(totalBytes)")
print("tokens           \(tokenCount)")
print(String(format: "best of %d       %.4f s", repeats, best))
print(String(format: "throughput       %.1f MB/s", megabytes / best))
print(String(format: "tokens/s         %.2f M", Double(tokenCount) / best / 1e6))
print("lossless files   \(lossless)/\(files.count)")
