// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "tca-migrate",
  products: [
    .executable(name: "tca-migrate", targets: ["tca-migrate"]),
    .executable(name: "lexer-benchmark", targets: ["LexerBenchmark"]),
    .executable(name: "report-benchmark", targets: ["ReportBenchmark"]),
    .plugin(name: "TCAMigratePlugin", targets: ["TCAMigratePlugin"]),
    .plugin(name: "TCAMigrateWritePlugin", targets: ["TCAMigrateWritePlugin"]),
    .executable(name: "scale-benchmark", targets: ["ScaleBenchmark"]),
    .executable(name: "throughput-benchmark", targets: ["ThroughputBenchmark"]),
  ],
  targets: [
    .target(name: "Lexer"),
    .target(name: "Outline", dependencies: ["Lexer"]),
    .target(name: "Analysis", dependencies: ["Lexer", "Outline"]),
    .target(name: "Proposal", dependencies: ["Lexer", "Outline", "Analysis"]),
    .target(name: "Effects", dependencies: ["Lexer", "Analysis", "Proposal"]),
    .target(name: "Emit", dependencies: ["Proposal", "Analysis", "Outline"]),
    .target(name: "Rewrite", dependencies: ["Lexer"]),
    .target(name: "Plan", dependencies: ["Analysis"]),
    .target(name: "Report", dependencies: ["Analysis", "Plan", "Proposal", "Emit"]),
    .target(
      name: "CLI",
      dependencies: ["Lexer", "Outline", "Analysis", "Proposal", "Effects", "Emit", "Rewrite", "Plan", "Report"]
    ),
    .executableTarget(name: "tca-migrate", dependencies: ["CLI"]),
    // Two command plugins because permissions are declared statically: only the writing one asks for them.
    .plugin(
      name: "TCAMigratePlugin",
      capability: .command(
        intent: .custom(verb: "tca-migrate", description: "Analyze, report, plan or generate TCA features (read-only)")
      ),
      dependencies: ["tca-migrate"], path: "Sources/TCAMigratePlugin"),
    .plugin(
      name: "TCAMigrateWritePlugin",
      capability: .command(
        intent: .custom(verb: "tca-migrate-write", description: "Apply TCA features or write the migration checklist"),
        permissions: [
          .writeToPackageDirectory(
            reason: "tca-migrate writes the migrated features, their clients and tests, the rewritten views and"
              + " TCA_MIGRATION.md into this package")
        ]),
      dependencies: ["tca-migrate"], path: "Sources/TCAMigrateWritePlugin"),
    .executableTarget(name: "LexerBenchmark", dependencies: ["Lexer"], path: "Benchmarks/LexerBenchmark"),
    .executableTarget(
      name: "ReportBenchmark", dependencies: ["Analysis", "Effects", "Lexer", "Plan", "Proposal", "Report"],
      path: "Benchmarks/ReportBenchmark"),
    .executableTarget(
      name: "ScaleBenchmark", dependencies: ["Analysis", "Effects", "Emit", "Proposal"],
      path: "Benchmarks/ScaleBenchmark"),
    .executableTarget(
      name: "ThroughputBenchmark", dependencies: ["CLI", "Lexer"], path: "Benchmarks/ThroughputBenchmark"),
    .target(name: "TestSupport", dependencies: ["Analysis"], path: "Tests/TestSupport"),
    .testTarget(name: "LexerTests", dependencies: ["Lexer", "TestSupport"]),
    .testTarget(name: "OutlineTests", dependencies: ["Outline", "Lexer"]),
    .testTarget(name: "AnalysisTests", dependencies: ["TestSupport", "Analysis", "Outline", "Lexer"]),
    .testTarget(name: "ProposalTests", dependencies: ["TestSupport", "Proposal", "Analysis"]),
    .testTarget(name: "EffectsTests", dependencies: ["TestSupport", "Effects", "Proposal", "Analysis", "Lexer", "Emit"]),
    .testTarget(
      name: "EmitTests", dependencies: ["TestSupport", "Emit", "Proposal", "Analysis", "Effects"], exclude: ["Golden"]),
    .testTarget(name: "RewriteTests", dependencies: ["Rewrite"]),
    .testTarget(name: "PlanTests", dependencies: ["Plan", "Analysis"], exclude: ["Golden"]),
    .testTarget(
      name: "ReportTests", dependencies: ["TestSupport", "Report", "Plan", "Proposal", "Effects", "Lexer", "Analysis"],
      exclude: ["Golden"]),
    .testTarget(name: "CLITests", dependencies: ["TestSupport", "CLI"]),
    .testTarget(
      name: "TypeCheckTests", dependencies: ["TestSupport", "CLI", "Analysis", "Proposal", "Emit"],
      exclude: ["Golden", "ViewGolden"]),
    .testTarget(
      name: "RobustnessTests",
      dependencies: ["TestSupport", "CLI", "Analysis", "Outline", "Lexer", "Plan", "Report", "Rewrite"]),
    .testTarget(
      name: "GuidesTests", dependencies: ["TestSupport", "Proposal", "Emit", "Analysis", "Effects", "Lexer"]),
  ]
)
