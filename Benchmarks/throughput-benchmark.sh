#!/usr/bin/env bash
# Builds the fixture-copy codebase (fixture-tree.sh, COPIES copies, default 20) and runs throughput-benchmark on it
# (release): lexer MB/s, analyze MB/s, their ratio and peak memory. Usage: throughput-benchmark.sh [COPIES]
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${1:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
Benchmarks/fixture-tree.sh "$work/src" "$copies"
swift build -c release --product throughput-benchmark >/dev/null
.build/release/throughput-benchmark "$work/src"
