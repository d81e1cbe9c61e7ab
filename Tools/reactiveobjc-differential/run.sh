#!/usr/bin/env bash
# Runs generated RAC cases against the real ReactiveObjC (the oracle, on GNUstep) and
# against RACBridge, and compares what each did: events with ticks and scheduler hops,
# every source's subscription windows, and the order of subscriptions and releases.
#
# Usage: Tools/reactiveobjc-differential/run.sh --oracle PREFIX [--count N] [--seed S]
#        [--only INDEX] [--work DIR] [--show N] [--no-shrink]
#   --oracle     where the oracle is installed (its bin/rac-oracle-cc builds the runner)
#   --count      cases to run (default 100000)
#   --seed       the generator's seed (default: random, printed)
#   --only       run the one case INDEX of the seed's sequence and print both outcomes
#   --work       where the throwaway package and the outputs go (default: a temp dir;
#                reuse one to skip most of the build)
#   --show       how many unexplained differences to shrink and print (default 5)
#   --no-shrink  print unexplained differences as generated, without shrinking them
# The last line reads `N cases: D differences, U unexplained`. Exit status: 0 when no
# difference is unexplained, 1 when some are, 2 on bad usage.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
oracle="" count=100000 seed="" work="" show=5 only="" shrink=1
while [ $# -gt 0 ]; do
    case "$1" in
        --oracle) oracle="$(cd "$2" && pwd)"; shift 2 ;;
        --count) count="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --show) show="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --no-shrink) shrink=0; shift ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ -n "$oracle" ] || { echo "run.sh: --oracle PREFIX is required (see ../shared/tools/reactiveobjc-oracle)" >&2; exit 2; }
[ -x "$oracle/bin/rac-oracle-cc" ] || { echo "run.sh: $oracle/bin/rac-oracle-cc is missing: is the oracle built?" >&2; exit 2; }
[ -z "$only" ] || [ -n "$seed" ] || { echo "run.sh: --only needs the --seed it comes from" >&2; exit 2; }
[ -n "$seed" ] || seed=$(( (RANDOM << 30) | (RANDOM << 15) | RANDOM ))
[ -n "$work" ] || work="$(mktemp -d)"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
package="$work/package"
if [ -n "$only" ]; then
    echo "seed $seed, case $only, work directory $work"
else
    echo "seed $seed, $count cases, work directory $work"
fi

# The throwaway package: `cases` generates with ReactiveTesting; `on-racbridge` is the
# Swift interpreter on RACBridge alone.
mkdir -p "$package/Sources/cases" "$package/Sources/on-racbridge"
cat > "$package/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "reactiveobjc-differential",
    dependencies: [.package(name: "ReactiveBridge", path: "$repo")],
    targets: [
        .executableTarget(name: "cases", dependencies: [
            .product(name: "RACBridge", package: "ReactiveBridge"),
            .product(name: "ReactiveTesting", package: "ReactiveBridge")]),
        .executableTarget(name: "on-racbridge", dependencies: [
            .product(name: "RACBridge", package: "ReactiveBridge")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ])
PACKAGE
cp "$here/Cases.swift" "$package/Sources/cases/main.swift"
cp "$here/Interpreter.swift" "$package/Sources/on-racbridge/main.swift"
# The library's inlinable code is compiled into the interpreter: make sure it is
# recompiled after a change in the library, not only the library's own modules.
touch "$package/Sources/on-racbridge/main.swift"

echo "building (release)…"
swift build -c release --package-path "$package" 2>&1 | grep -E "error|warning: unre|Build complete" | tail -5 || true
bin="$(swift build -c release --package-path "$package" --show-bin-path)"
for tool in cases on-racbridge; do
    [ -x "$bin/$tool" ] || { echo "run.sh: building $tool failed (swift build -c release --package-path $package)" >&2; exit 1; }
done
"$oracle/bin/rac-oracle-cc" "$here/Runner.m" -o "$work/on-reactiveobjc" -lm 2>&1 | grep -v "^$" || true
[ -x "$work/on-reactiveobjc" ] || { echo "run.sh: building the Objective-C runner failed" >&2; exit 1; }

if [ -n "$only" ]; then
    "$bin/cases" "$seed" 1 "$work" "$only"
else
    "$bin/cases" "$seed" "$count" "$work"
fi
# Each interpreter prints a line per case; one that stops (a crash, a trap) has the
# case it stopped at logged as `!crash` and is restarted after it.
interpret() { # interpret BINARY OUTPUT
    local done=0 total
    total=$(wc -l < "$work/cases.jsonl")
    : > "$2"
    while [ "$done" -lt "$total" ]; do
        tail -n +"$((done + 1))" "$work/cases.jsonl" | "$1" "$done" >> "$2" 2>> "$2.stderr" || true
        done=$(wc -l < "$2")
        if [ "$done" -lt "$total" ]; then
            printf '%s\tevents: !crash | windows:  | order: \n' "$done" >> "$2"
            done=$((done + 1))
        fi
    done
}
interpret "$work/on-reactiveobjc" "$work/reactiveobjc.txt"
interpret "$bin/on-racbridge" "$work/racbridge.txt"
if [ -n "$only" ]; then
    cut -f2,3 "$work/cases.txt" | tr '\t' '\n'
    echo "ReactiveObjC: $(cut -f2 "$work/reactiveobjc.txt")"
    echo "RACBridge:    $(cut -f2 "$work/racbridge.txt")"
fi
flags=()
[ "$shrink" = 1 ] && flags+=(--shrink "$work/on-reactiveobjc" "$bin/on-racbridge")
python3 "$here/compare.py" "$work" --show "$show" "${flags[@]}"
