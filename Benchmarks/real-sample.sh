#!/usr/bin/env bash
# Measures a real-code sample: for each app folder under ROOT (default /tmp/realapps, laid out as
# real-sample-manifest.tsv lists: APP/path-in-repo), runs `analyze --format json` and `generate --all` (release) and
# prints methods converted fully / partly / by hand, the classification and the features-only share.
# Usage: real-sample.sh [ROOT] [OUT]   (OUT keeps the JSON and generated files, default a temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."
root=${1:-/tmp/realapps}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
swift build -c release --product tca-migrate >/dev/null
bin=.build/release/tca-migrate
for app in "$root"/*/; do
  name=$(basename "$app")
  "$bin" analyze "$app" --format json >"$out/$name.json" 2>/dev/null || true
  rm -rf "$out/gen-$name"
  "$bin" generate "$app" --all --output-dir "$out/gen-$name" >/dev/null 2>&1 || true
  python3 - "$out/$name.json" "$name" <<'PY'
import json, sys
path, name = sys.argv[1], sys.argv[2]
d = json.load(open(path))
c = d["conversion"]
total = c["full"] + c["partial"] + c["manual"]
classes, feature_full, feature_all = {}, 0, 0
for vm in d["viewModels"]:
    kind = vm.get("classification", "?")
    classes[kind] = classes.get(kind, 0) + 1
    if kind == "feature":
        v = vm["conversion"]
        feature_full += v["full"]
        feature_all += v["full"] + v["partial"] + v["manual"]
share = c["full"] / max(total, 1)
print(f"{name:12} fully {c['full']}/{total} ({share:.2f})  partly {c['partial']}  by hand {c['manual']}  "
      f"classes {classes}  features only {feature_full}/{feature_all}")
PY
done
