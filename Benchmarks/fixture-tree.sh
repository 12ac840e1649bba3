#!/usr/bin/env bash
# Writes a synthetic codebase to DEST: the fixture apps copied COPIES times (default 20), each copy with a numeric
# suffix on its type names (copy-tree.sh). Usage: fixture-tree.sh DEST [COPIES]
set -euo pipefail
mkdir -p "$1"
dest=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
apps=()
for app in Fixtures/*/; do [ -d "$app/Sources" ] && apps+=("$app"); done
Benchmarks/copy-tree.sh "$dest" "${2:-20}" "${apps[@]}"
