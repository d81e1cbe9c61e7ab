#!/usr/bin/env bash
# Runs the peer comparison in one process: hand-written closures, ReactiveBridge
# (Rx and RAC facades), RxSwift and OpenCombine, interleaved round by round by the
# repository's own benchmark harness, in several processes; prints the median table.
#
# Usage: Tools/peer-benchmarks/run.sh --rxswift DIR [--opencombine DIR] [--processes N]
#        [--work DIR] [ROW ...]
#   --rxswift      a checkout of ReactiveX/RxSwift (6.x)
#   --opencombine  a checkout of OpenCombine (0.14.0); without it OpenCombine is left out
#   --processes    how many processes to run one after the other (default 3)
#   --work         where the throwaway package and the outputs go (default: a temp dir)
#   ROW            only the rows whose name starts with ROW (subscribe-send-dispose,
#                  just-subscribe-dispose, flatmap-just, flatmap-of, create-sending,
#                  live-chains, live-subscribers, scale-chains)
# The Rx scenarios are one source (Rx.swift) compiled against each Rx library; the
# harness and the hand-written floors are Sources/benchmarks/Harness.swift, LiveHarness.swift
# and HandWritten.swift, copied as they are.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rxswift="" opencombine="" processes=3 work="" rows=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rxswift) rxswift="$(cd "$2" && pwd)"; shift 2 ;;
        --opencombine) opencombine="$(cd "$2" && pwd)"; shift 2 ;;
        --processes) processes="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --*) echo "run.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
        *) rows+=("$1"); shift ;;
    esac
done
[ -n "$rxswift" ] || { echo "run.sh: --rxswift DIR is required (a checkout of ReactiveX/RxSwift)" >&2; exit 2; }
[ -f "$rxswift/Package.swift" ] || { echo "run.sh: $rxswift has no Package.swift" >&2; exit 2; }
[ -z "$opencombine" ] || [ -f "$opencombine/Package.swift" ] || { echo "run.sh: $opencombine has no Package.swift" >&2; exit 2; }
[ -n "$work" ] || work="$(mktemp -d)"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
package="$work/package"
echo "work directory $work"

# The throwaway package. The harness's C support is copied under another name: the
# repository has a target called BenchmarkSupport too.
rm -rf "$package/Sources"
mkdir -p "$package/Sources/OnRxSwift" "$package/Sources/OnRxBridge" "$package/Sources/peers" "$package/Sources/PeerBenchmarkSupport"
cp -R "$repo/Sources/BenchmarkSupport/." "$package/Sources/PeerBenchmarkSupport/"
oc_dependency="" oc_product=""
if [ -n "$opencombine" ]; then
    oc_dependency=", .package(path: \"$opencombine\")"
    oc_product=", .product(name: \"OpenCombine\", package: \"$(basename "$opencombine")\")"
fi
cat > "$package/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "peer-benchmarks",
    dependencies: [.package(path: "$rxswift"), .package(name: "ReactiveBridge", path: "$repo")$oc_dependency],
    targets: [
        .target(name: "PeerBenchmarkSupport"),
        .target(name: "OnRxSwift", dependencies: [.product(name: "RxSwift", package: "$(basename "$rxswift")")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "OnRxBridge", dependencies: [.product(name: "RxBridge", package: "ReactiveBridge")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "peers", dependencies: [
            "PeerBenchmarkSupport", "OnRxSwift", "OnRxBridge",
            .product(name: "RxBridge", package: "ReactiveBridge"),
            .product(name: "RACBridge", package: "ReactiveBridge")$oc_product],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ])
PACKAGE
{ echo "import RxSwift"; cat "$here/Rx.swift"; } > "$package/Sources/OnRxSwift/Rx.swift"
{ echo "import RxBridge"; cat "$here/Rx.swift"; } > "$package/Sources/OnRxBridge/Rx.swift"
cp "$here/Peers.swift" "$package/Sources/peers/main.swift"
cp "$here/Peers+OpenCombine.swift" "$package/Sources/peers/"
for file in Harness.swift LiveHarness.swift HandWritten.swift; do
    sed 's/^import BenchmarkSupport$/import PeerBenchmarkSupport/' "$repo/Sources/benchmarks/$file" > "$package/Sources/peers/$file"
done

echo "building (release)…"
# A failed build must not leave the previous binary to be measured: its status decides.
if ! swift build -c release --package-path "$package" --product peers > "$work/build.log" 2>&1; then
    grep -E "error" "$work/build.log" | head -20 >&2
    echo "run.sh: building failed (swift build -c release --package-path $package; log: $work/build.log)" >&2
    exit 1
fi
grep -E "warning: |Build of" "$work/build.log" | grep -v "^\[" | tail -5 || true
bin="$(swift build -c release --package-path "$package" --show-bin-path)"

echo "commit $(git -C "$repo" rev-parse --short HEAD), load $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
rm -f "$work"/process-*.jsonl  # a reused work directory must not mix in an earlier run's processes
for run in $(seq 1 "$processes"); do
    "$bin/peers" "${rows[@]}" > "$work/process-$run.jsonl"
    echo "process $run of $processes done (load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo ?))"
done
python3 "$here/aggregate.py" "$work"/process-*.jsonl
