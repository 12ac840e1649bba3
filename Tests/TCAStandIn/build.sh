#!/usr/bin/env bash
# Builds the TCA stand-in: the macro plugin and the ComposableArchitecture library, into OUT_DIR.
set -euo pipefail
OUT="${1:?usage: build.sh OUT_DIR}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SWIFTC="${SWIFTC:-$(command -v swiftc)}"
TOOLCHAIN="$(cd "$(dirname "$(readlink -f "$SWIFTC")")/.." && pwd)"
HOST="$TOOLCHAIN/lib/swift/host"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"

SHIMS="$(cd "$HERE/../AppleShims/Modules" && pwd)"
HASH="$( (cat "$HERE/build.sh" "$HERE/reexported-modules.txt" "$HERE"/Macros/*.swift "$HERE"/ComposableArchitecture/*.swift \
  "$SHIMS"/build-order.txt "$SHIMS"/*/*.swift; "$SWIFTC" --version 2>&1) \
  | sha256sum | cut -d' ' -f1)"
STAMP="$OUT/.tca-standin-stamp"
if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$HASH" && -f "$OUT/libComposableArchitecture.so" \
  && -f "$OUT/libComposableArchitectureMacros.so" && -f "$OUT/ComposableArchitecture.swiftmodule" ]]; then
  exit 0
fi
rm -f "$STAMP"

"$SWIFTC" -emit-library -module-name ComposableArchitectureMacros -swift-version 6 \
  -I "$HOST" -L "$HOST" -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder -lSwiftDiagnostics \
  -Xlinker -rpath -Xlinker "$HOST" \
  "$HERE"/Macros/*.swift -o "$OUT/libComposableArchitectureMacros.so"

# The Apple framework shims (Tests/AppleShims/Modules), in build order: SwiftUI re-exports Combine and UIKit as it
# does on iOS, its `#Preview` expands with the plugin above, and ComposableArchitecture's view integration imports it.
grep -v '^#' "$SHIMS/build-order.txt" | while read -r module; do
  [[ -n "$module" ]] || continue
  "$SWIFTC" -emit-library -emit-module -parse-as-library -module-name "$module" -module-link-name "$module" \
    -swift-version 6 -I "$OUT" -L "$OUT" -load-plugin-library "$OUT/libComposableArchitectureMacros.so" \
    -emit-module-path "$OUT/$module.swiftmodule" -Xlinker -soname -Xlinker "lib$module.so" \
    -Xlinker -rpath -Xlinker "$OUT" "$SHIMS/$module"/*.swift -o "$OUT/lib$module.so"
done

"$SWIFTC" -emit-library -emit-module -parse-as-library -module-name ComposableArchitecture -swift-version 6 \
  -I "$OUT" -L "$OUT" -Xlinker -rpath -Xlinker "$OUT" \
  -load-plugin-library "$OUT/libComposableArchitectureMacros.so" \
  -emit-module-path "$OUT/ComposableArchitecture.swiftmodule" \
  -Xlinker -soname -Xlinker libComposableArchitecture.so \
  "$HERE"/ComposableArchitecture/*.swift -o "$OUT/libComposableArchitecture.so"

# Real TCA re-exports the libraries it is built from (`import Sharing` in a model file compiles): one module each.
mkdir -p "$OUT/reexports"
grep -v '^#' "$HERE/reexported-modules.txt" | while read -r module; do
  [[ -n "$module" ]] || continue
  echo "@_exported import ComposableArchitecture" > "$OUT/reexports/$module.swift"
  "$SWIFTC" -emit-module -parse-as-library -module-name "$module" -swift-version 6 -I "$OUT" \
    -emit-module-path "$OUT/$module.swiftmodule" "$OUT/reexports/$module.swift"
done

echo "$HASH" > "$STAMP"
