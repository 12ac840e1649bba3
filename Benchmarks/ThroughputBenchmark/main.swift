import CLI
import Foundation
import Lexer

// In one run over the same folder: the lexer's MB/s, `tca-migrate analyze --format json`'s MB/s (reading, analysis,
// every feature proposed for the conversion counts, JSON) and their ratio, and the peak resident memory. Wall
// and CPU time are both printed: CPU time is steadier when other jobs share the cores.
// usage: throughput-benchmark DIR [--repeat N]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let root = arguments.first else {
  FileHandle.standardError.write(Data("usage: throughput-benchmark DIR [--repeat N]\n".utf8))
  exit(2)
}
let repeatIndex = arguments.firstIndex(of: "--repeat").map { $0 + 1 }
let repeats = repeatIndex.flatMap { $0 < arguments.count ? Int(arguments[$0]) : nil } ?? 3

/// CPU seconds (user + system) this process has used so far.
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Peak resident set size of this process so far, in MiB (Linux reports `ru_maxrss` in KiB).
func peakMegabytes() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024
}

/// The fastest of `repeats` runs of `work`: wall and CPU seconds.
func best(_ work: () -> Void) -> (wall: Double, cpu: Double) {
  var wall = Double.infinity
  var cpu = Double.infinity
  for _ in 0..<max(1, repeats) {
    let startCPU = cpuSeconds()
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    wall = min(wall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    cpu = min(cpu, cpuSeconds() - startCPU)
  }
  return (wall, cpu)
}

var files: [[UInt8]] = []
if let enumerator = FileManager.default.enumerator(atPath: root) {
  while let relative = enumerator.nextObject() as? String {
    guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + relative)
    else { continue }
    files.append([UInt8](data))
  }
}
let megabytes = Double(files.reduce(0) { $0 + $1.count }) / 1_048_576
guard megabytes > 0 else {
  FileHandle.standardError.write(Data("throughput-benchmark: no .swift files under \(root)\n".utf8))
  exit(2)
}
let lines = files.reduce(0) { $0 + $1.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

var tokens = 0
let lexer = best {
  tokens = 0
  for bytes in files { tokens += SourceFile(bytes: bytes).tokens.count }
}
var outputBytes = 0
var exitCode: Int32 = 0
let analyze = best {
  let result = CommandLineTool.run(["analyze", root, "--format", "json"])
  outputBytes = result.stdout.utf8.count
  exitCode = result.exitCode
}

func row(_ label: String, _ value: String) { print(label.padding(toLength: 30, withPad: " ", startingAt: 0) + value) }
row("files", "\(files.count)")
row("lines", "\(lines)")
row("source", String(format: "%.2f MB", megabytes))
row(
  "lexer (1 thread)",
  String(
    format: "%.3f s  %7.1f MB/s  (CPU %.3f s, %.1f MB/s)  %d tokens", lexer.wall, megabytes / lexer.wall, lexer.cpu,
    megabytes / lexer.cpu, tokens))
row(
  "analyze --format json",
  String(
    format: "%.3f s  %7.1f MB/s  (CPU %.3f s, %.1f MB/s)  %d bytes of JSON, exit %d", analyze.wall,
    megabytes / analyze.wall, analyze.cpu, megabytes / analyze.cpu, outputBytes, exitCode))
row("ratio analyze / lexer (wall)", String(format: "1/%.1f", analyze.wall / lexer.wall))
row("ratio analyze / lexer (CPU)", String(format: "1/%.1f", analyze.cpu / lexer.cpu))
row("peak memory (maxrss)", String(format: "%.0f MB", peakMegabytes()))
