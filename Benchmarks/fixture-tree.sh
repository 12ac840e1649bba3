#!/usr/bin/env bash
# Writes a synthetic codebase to DEST: the fixture apps copied COPIES times (default 20, about 114k lines), each copy
# with a numeric suffix on its type names. Usage: fixture-tree.sh DEST [COPIES]
set -euo pipefail
cd "$(dirname "$0")/.."
dest=$1
copies=${2:-20}
mkdir -p "$dest"
for i in $(seq 1 "$copies"); do
  for app in Fixtures/*/; do
    [ -d "$app/Sources" ] || continue
    name=$(basename "$app")
    mkdir -p "$dest/$name$i"
    cp -R "$app/Sources" "$dest/$name$i/"
  done
  find "$dest" -path "*[A-Za-z]$i/*" -name '*.swift' -print0 |
    xargs -0 sed -i -E "s/\b([A-Z][A-Za-z]*(ViewModel|Model|Service|View|Controller|Store|Feed|Tracker))\b/\1C$i/g"
done
