#!/usr/bin/env bash
# Acceptance check of the TCA stand-in: builds it, compiles the verified reference code against it
# (module Probe), runs the reference's Swift Testing tests, and checks the negative and positive
# snippets type-check (or fail) the way real TCA does.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REFERENCE="${TCA_REFERENCE:-$HERE/../../../shared/tca-reference}"
[[ -d "$REFERENCE" ]] || REFERENCE=/work/shared/tca-reference
OUT="${1:-${TMPDIR:-/tmp}/tca-standin}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/tca-standin-check.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

"$HERE/build.sh" "$OUT"
FLAGS=()
while IFS= read -r flag; do FLAGS+=("${flag//OUT_DIR/$OUT}"); done < "$HERE/consumer-flags.txt"

echo "== reference: compile Probe"
SOURCES=()
for file in "$REFERENCE"/*.swift; do
  case "$(basename "$file")" in
    GameListView.swift | *Tests.swift) ;;
    *) SOURCES+=("$file") ;;
  esac
done
swiftc "${FLAGS[@]}" -parse-as-library -enable-testing -emit-library -emit-module -module-name Probe \
  -emit-module-path "$WORK/Probe.swiftmodule" -Xlinker -soname -Xlinker libProbe.so \
  "${SOURCES[@]}" -o "$WORK/libProbe.so"

echo "== reference: compile and run tests"
cat > "$WORK/Runner.swift" <<'SWIFT'
import Testing

@main struct Runner {
  static func main() async { await Testing.__swiftPMEntryPoint() as Never }
}
SWIFT
swiftc "${FLAGS[@]}" -parse-as-library -I "$WORK" -L "$WORK" -lProbe -Xlinker -rpath -Xlinker "$WORK" \
  "$WORK/Runner.swift" "$REFERENCE"/*Tests.swift -o "$WORK/ProbeTests"
"$WORK/ProbeTests" 2>&1 | tee "$WORK/tests.log"
PASSED="$(grep -cE 'Test [A-Za-z0-9_]+\(\) passed' "$WORK/tests.log" || true)"
if grep -qE '✘|failed' "$WORK/tests.log"; then
  echo "reference tests failed" >&2
  exit 1
fi

echo "== runtime semantics: compile and run"
swiftc "${FLAGS[@]}" -parse-as-library -enable-testing -emit-library -emit-module -module-name RuntimeProbe \
  -emit-module-path "$WORK/RuntimeProbe.swiftmodule" -Xlinker -soname -Xlinker libRuntimeProbe.so \
  "$HERE/runtime/RuntimeFeatures.swift" -o "$WORK/libRuntimeProbe.so"
swiftc "${FLAGS[@]}" -parse-as-library -I "$WORK" -L "$WORK" -lRuntimeProbe -Xlinker -rpath -Xlinker "$WORK" \
  "$WORK/Runner.swift" "$HERE/runtime/RuntimeTests.swift" -o "$WORK/RuntimeTests"
"$WORK/RuntimeTests" 2>&1 | tee "$WORK/runtime.log"
if grep -qE '✘|failed' "$WORK/runtime.log"; then
  echo "runtime semantics tests failed" >&2
  exit 1
fi

echo "== snippets"
STATUS=0
for snippet in "$HERE"/negative/*.swift.txt "$HERE"/positive/*.swift.txt; do
  [[ -f "$snippet" ]] || continue
  name="$(basename "$snippet" .swift.txt)"
  cp "$snippet" "$WORK/$name.swift"
  if [[ "$snippet" == */negative/* ]]; then
    expected="$(head -n 1 "$snippet" | sed -E 's#^// *(expected-error: *)?##')"
    if output="$(swiftc "${FLAGS[@]}" -emit-sil -o /dev/null "$WORK/$name.swift" 2>&1)"; then
      echo "FAIL negative/$name: type-checked, but real TCA rejects it ($expected)"
      STATUS=1
    elif ! grep -qF -- "$expected" <<<"$output"; then
      echo "FAIL negative/$name: rejected, but without \"$expected\":"
      grep -E 'error:' <<<"$output" | head -5
      STATUS=1
    else
      echo "ok   negative/$name"
    fi
  else
    if output="$(swiftc "${FLAGS[@]}" -emit-sil -o /dev/null "$WORK/$name.swift" 2>&1)"; then
      echo "ok   positive/$name"
    else
      echo "FAIL positive/$name:"
      grep -E 'error:' <<<"$output" | head -5
      STATUS=1
    fi
  fi
done
echo "reference tests passed: $PASSED"
exit "$STATUS"
