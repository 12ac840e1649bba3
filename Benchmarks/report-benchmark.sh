#!/usr/bin/env bash
# Times `tca-migrate analyze` and `report` in every format over a synthetic codebase of about 100k lines, made by copying the
# fixture apps with a numeric suffix on their type names (release build). Usage: report-benchmark.sh [COPIES]
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${1:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/out"
Benchmarks/fixture-tree.sh "$work/src" "$copies"
swift build -c release --product tca-migrate >/dev/null
echo "files   $(find "$work/src" -name '*.swift' | wc -l)"
echo "lines   $(find "$work/src" -name '*.swift' -print0 | xargs -0 cat | wc -l)"
best=999
for _ in 1 2 3; do
  start=$(date +%s.%N)
  .build/release/tca-migrate analyze "$work/src" --format json >"$work/out/analysis.json"
  end=$(date +%s.%N)
  best=$(echo "$start $end $best" | awk '{t=$2-$1; print (t<$3)?t:$3}')
done
printf '%-8s best of 3  %.2f s  %s bytes\n' "analyze" "$best" "$(wc -c <"$work/out/analysis.json")"
for format in markdown html json; do
  best=999
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    .build/release/tca-migrate report "$work/src" --format "$format" --output "$work/out/report.$format"
    end=$(date +%s.%N)
    best=$(echo "$start $end $best" | awk '{t=$2-$1; print (t<$3)?t:$3}')
  done
  printf '%-8s best of 3  %.2f s  %s bytes\n' "$format" "$best" "$(wc -c <"$work/out/report.$format")"
done
