#!/usr/bin/env bash
# Runs generated Rx parity cases against a local RxSwift checkout and against RxBridge,
# and compares what each did: events with ticks, every source's subscription windows,
# and the order of subscriptions and releases.
#
# Usage: Tools/rxswift-differential/run.sh --rxswift DIR [--count N] [--seed S]
#        [--only INDEX] [--hot ordered|testkit] [--work DIR] [--show N]
#   --rxswift  a checkout of ReactiveX/RxSwift (6.x)
#   --count    cases to run (default 100000)
#   --seed     the generator's seed (default: random, printed)
#   --only     run the one case INDEX of the seed's sequence and print both outcomes
#   --hot      hot sources: `ordered` (default: the interpreter's own, which calls its
#              observers in subscription order) or `testkit` (RxTest's and
#              ReactiveTesting's hot observables; see README.md)
#   --work     where the throwaway package and the outputs go (default: a temp dir;
#              reuse one to skip most of the build)
#   --show     how many differences of each category to print in full (default 5)
# Exit status: 0 when no case differs, 1 when some do, 2 on bad usage.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rxswift="" count=100000 seed="" work="" show=5 only="" hot=ordered
while [ $# -gt 0 ]; do
    case "$1" in
        --rxswift) rxswift="$(cd "$2" && pwd)"; shift 2 ;;
        --count) count="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --show) show="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --hot) hot="$2"; shift 2 ;;
        -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ -n "$rxswift" ] || { echo "run.sh: --rxswift DIR is required (a checkout of ReactiveX/RxSwift)" >&2; exit 2; }
[ -f "$rxswift/Package.swift" ] || { echo "run.sh: $rxswift has no Package.swift" >&2; exit 2; }
case "$hot" in ordered|testkit) ;; *) echo "run.sh: --hot is ordered or testkit" >&2; exit 2 ;; esac
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

# The throwaway package: `cases` generates with ReactiveTesting; `on-rxswift` and
# `on-rxbridge` are the same interpreter source compiled against each library.
mkdir -p "$package/Sources/cases" "$package/Sources/on-rxswift" "$package/Sources/on-rxbridge"
cat > "$package/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "rxswift-differential",
    dependencies: [.package(path: "$rxswift"), .package(name: "ReactiveBridge", path: "$repo")],
    targets: [
        .executableTarget(name: "cases", dependencies: [
            .product(name: "RxBridge", package: "ReactiveBridge"),
            .product(name: "ReactiveTesting", package: "ReactiveBridge")]),
        .executableTarget(name: "on-rxswift", dependencies: [
            .product(name: "RxSwift", package: "$(basename "$rxswift")"),
            .product(name: "RxTest", package: "$(basename "$rxswift")")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "on-rxbridge", dependencies: [
            .product(name: "RxBridge", package: "ReactiveBridge"),
            .product(name: "ReactiveTesting", package: "ReactiveBridge")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ])
PACKAGE
cp "$here/Cases.swift" "$package/Sources/cases/main.swift"
{ echo "import RxSwift"; echo "import RxTest"; cat "$here/Interpreter.swift"; } > "$package/Sources/on-rxswift/main.swift"
{ echo "import RxBridge"; echo "import ReactiveTesting"; cat "$here/Interpreter.swift"; } > "$package/Sources/on-rxbridge/main.swift"

echo "building (release)…"
swift build -c release --package-path "$package" 2>&1 | grep -E "error|warning: unre|Compiling|Build complete" | grep -v "^\[" | tail -5 || true
bin="$(swift build -c release --package-path "$package" --show-bin-path)"
for tool in cases on-rxswift on-rxbridge; do
    [ -x "$bin/$tool" ] || { echo "run.sh: building $tool failed (swift build -c release --package-path $package)" >&2; exit 1; }
done

export RXDIFF_HOT="$hot"
if [ -n "$only" ]; then
    "$bin/cases" "$seed" 1 "$work" "$only"
else
    "$bin/cases" "$seed" "$count" "$work"
fi
"$bin/on-rxswift" < "$work/cases.jsonl" > "$work/rxswift.txt"
"$bin/on-rxbridge" < "$work/cases.jsonl" > "$work/rxbridge.txt"
if [ -n "$only" ]; then
    cut -f2,3 "$work/cases.txt" | tr '\t' '\n'
    echo "RxSwift:  $(cut -f2 "$work/rxswift.txt")"
    echo "RxBridge: $(cut -f2 "$work/rxbridge.txt")"
    cmp -s "$work/rxswift.txt" "$work/rxbridge.txt" && { echo "same"; exit 0; }
    echo "different"; exit 1
fi
python3 "$here/compare.py" "$work" --show "$show"
