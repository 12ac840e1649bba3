#!/usr/bin/env bash
# Type-checks generated features of an app whose own code cannot be compiled here (a real app's slice) against the
# TCA stand-in and the Apple shims, one feature at a time with every generated client. What the features name but
# nothing generated declares is stubbed: an app type as an empty Equatable struct, another generated feature as an
# empty reducer, an unknown module as an empty module. Errors the stubs cause (missing members, arguments, labels) are
# filtered out; the rest are printed per feature, then a count. Stub types make false errors too (a struct where the
# app has a protocol or an enum), so read each one before calling it a bug.
#   Benchmarks/stub-typecheck.sh GENERATED_DIR [WORK_DIR]
# GENERATED_DIR is the output of `tca-migrate generate APP --all --output-dir GENERATED_DIR`.
set -uo pipefail
GEN="$(cd "${1:?usage: stub-typecheck.sh GENERATED_DIR [WORK_DIR]}" && pwd)"
WORK="${2:-$(mktemp -d)}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$WORK/lib" "$WORK/typed"
"$HERE/Tests/TCAStandIn/build.sh" "$WORK/lib" || exit 1
for folder in "$HERE"/Tests/AppleShims/Modules/*/; do
  module="$(basename "$folder")"
  [[ -f "$WORK/lib/$module.swiftmodule" ]] && continue
  swiftc -emit-library -emit-module -parse-as-library -swift-version 6 -module-name "$module" \
    -module-link-name "$module" -o "$WORK/lib/lib$module.so" -emit-module-path "$WORK/lib/$module.swiftmodule" \
    "$folder"*.swift || exit 1
done
mapfile -d '' clients < <(find "$GEN" -name '*Client.swift' -not -path '*/Tests/*' -print0)
mapfile -d '' features < <(find "$GEN" -name '*Feature.swift' -not -path '*/Tests/*' -print0)
names="$(for f in "${features[@]}"; do basename "$f" .swift; done)"
check() {
  swiftc -typecheck -swift-version 6 -I "$WORK/lib" -load-plugin-library "$WORK/lib/libComposableArchitectureMacros.so" \
    -Xfrontend -import-module -Xfrontend FoundationNetworking "$@" "${clients[@]}" \
    "$HERE/Tests/AppleShims/FoundationGaps.swift" 2>&1
}
failing=0
total=0
for feature in "${features[@]}"; do
  name="$(basename "$feature" .swift)"
  typed="$WORK/typed/$name.swift"
  stub="$WORK/typed/stub-$name.swift"
  : >"$stub"
  # A closure's parameters are typed so that one error does not hide the rest of the reducer.
  sed -E 's/Reduce \{ state, action in/Reduce { (state: inout State, action: Action) -> Effect<Action> in/' \
    "$feature" >"$typed"
  for _ in 1 2 3 4 5; do
    output="$(check "$typed" "$stub")"
    modules="$(grep -oE "no such module '[A-Za-z_0-9]+'" <<<"$output" | grep -oE "'[^']+'" | tr -d "'" | sort -u)"
    types="$(grep -oE "cannot find (type )?'[A-Z][A-Za-z_0-9]*' in scope" <<<"$output" | grep -oE "'[^']+'" | tr -d "'" \
      | sort -u)"
    [[ -z "$modules$types" ]] && break
    for module in $modules; do
      : >"$WORK/typed/empty.swift"
      swiftc -emit-module -parse-as-library -swift-version 6 -module-name "$module" \
        -emit-module-path "$WORK/lib/$module.swiftmodule" "$WORK/typed/empty.swift"
    done
    for type in $types; do
      if grep -qx "$type" <<<"$names"; then
        echo "@Reducer public struct $type { @ObservableState public struct State: Equatable { public init() {} };" \
          "public enum Action { case noop }; public init() {};" \
          "public var body: some ReducerOf<Self> { EmptyReducer() } }" >>"$stub"
      else
        echo "public struct $type: Equatable, Hashable, Sendable, Codable, Identifiable { public var id: Int = 0;" \
          "public init() {} }" >>"$stub"
      fi
    done
  done
  errors="$(check "$typed" "$stub" | grep -E "^$typed:[0-9]+:[0-9]+: error:" \
    | grep -vE "cannot find '[A-Za-z_0-9]+' in scope|cannot find type|has no member|no such module|extra argument|missing argument|takes no arguments|cannot infer contextual base|no exact matches|has no dynamic member|no 'init'|cannot specialize non-generic|is not a member type|redundant conformance" \
    | sed "s|^$WORK/typed/||")"
  count="$(grep -c "error:" <<<"$errors")"
  if [[ "$count" -gt 0 ]]; then
    failing=$((failing + 1))
    total=$((total + count))
    echo "== $name: $count"
    echo "$errors"
  fi
done
echo "features ${#features[@]}, with errors after stubbing $failing, errors $total"
