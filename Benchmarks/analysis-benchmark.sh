#!/usr/bin/env bash
# Times `analyze` and `report` over a synthetic codebase of about 100k lines made from the fixture apps
# (each copy's type names get a numeric suffix so the copies are distinct view models).
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${1:-20}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for i in $(seq 1 "$copies"); do
  for app in Fixtures/*/; do
    name=$(basename "$app")
    mkdir -p "$work/$name$i"
    cp -R "$app/Sources" "$work/$name$i/"
  done
  find "$work" -path "*[A-Za-z]$i/*" -name '*.swift' -print0 |
    xargs -0 sed -i -E "s/\b([A-Z][A-Za-z]*(ViewModel|Model|Service|View|Controller|Store|Feed|Tracker))\b/\1C$i/g"
done
swift build -c release --product tca-migrate >/dev/null
lines=$(find "$work" -name '*.swift' -print0 | xargs -0 cat | wc -l)
files=$(find "$work" -name '*.swift' | wc -l)
echo "files             $files"
echo "lines             $lines"
for verb in analyze report; do
  best=999
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    .build/release/tca-migrate "$verb" "$work" --format json >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    best=$(echo "$start $end $best" | awk '{t=$2-$1; print (t<$3)?t:$3}')
  done
  echo "$verb best of 3  ${best} s"
done
