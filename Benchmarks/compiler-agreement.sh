#!/bin/sh
# Builds Benchmarks/CompilerAgreement with Sources/Lexer against the toolchain's swift-syntax and runs it on DIR.
# Usage: Benchmarks/compiler-agreement.sh DIR [--show N]
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
host=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/host
out=${TMPDIR:-/tmp}/tca-migrate-compiler-agreement
swiftc -O -module-name CompilerAgreement -I "$host" -L "$host" -lSwiftParser -lSwiftSyntax \
  -Xlinker -rpath -Xlinker "$host" "$root"/Sources/Lexer/*.swift "$root"/Benchmarks/CompilerAgreement/main.swift -o "$out"
exec "$out" "$@"
