#!/usr/bin/env bash
# Builds platform-probes.m against the oracle, unoptimized and at -O1, and runs
# both; --lib DIR runs them with the libraries in DIR first (see
# ../patches/build-fixed-libs.sh).
#
#   Tools/reactiveobjc-specs/probes/run.sh --oracle PREFIX [--lib DIR]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
oracle="" lib=""
while [ $# -gt 0 ]; do
	case "$1" in
		--oracle) oracle="$2"; shift 2 ;;
		--lib) lib="$(cd "$2" && pwd)"; shift 2 ;;
		*) echo "usage: run.sh --oracle PREFIX [--lib DIR]" >&2; exit 2 ;;
	esac
done
[ -x "$oracle/bin/rac-oracle-cc" ] || { echo "run.sh: --oracle PREFIX (with bin/rac-oracle-cc) is required" >&2; exit 2; }
[ -z "$lib" ] || export LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for level in -O0 -O1; do
	"$oracle/bin/rac-oracle-cc" -Wno-unused-command-line-argument "$level" "$here/platform-probes.m" -o "$out/probes$level"
	echo "== compiled $level"
	"$out/probes$level"
done
