#!/usr/bin/env bash
# Writes a synthetic codebase to DEST: the Swift files of each APPDIR (its Sources folder when it has one) copied
# COPIES times, each copy with a numeric suffix on its type names (…ViewModel, …Model, …Service, …View, …).
# Usage: copy-tree.sh DEST COPIES APPDIR...
set -euo pipefail
mkdir -p "$1"
dest=$(cd "$1" && pwd)
copies=$2
shift 2
for i in $(seq 1 "$copies"); do
  for app in "$@"; do
    source=${app%/}
    target="$dest/$(basename "$source")$i"
    if [ -d "$source/Sources" ]; then
      source=$source/Sources
      target=$target/Sources
    fi
    (cd "$source" && find . -name '*.swift' -not -path '*/.*' -print0) | while IFS= read -r -d '' file; do
      mkdir -p "$target/$(dirname "$file")"
      cp "$source/$file" "$target/$file"
    done
  done
  find "$dest" -path "*[A-Za-z]$i/*" -name '*.swift' -print0 |
    xargs -0 sed -i -E "s/\b([A-Z][A-Za-z]*(ViewModel|Model|Service|View|Controller|Store|Feed|Tracker))\b/\1C$i/g"
done
