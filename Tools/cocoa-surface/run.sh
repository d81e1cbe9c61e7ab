#!/usr/bin/env bash
# Which of RxCocoa's UIKit/AppKit public declarations RxBridge has, on iOS and macOS.
# See Tools/cocoa-surface/README.md.
#
#   Tools/cocoa-surface/run.sh [--sdk-cache DIR] [--graphs DIR] [--list] [--signatures]
#   Tools/cocoa-surface/run.sh --regenerate [--mirror GITDIR] [--rev REV]
#
# Without --graphs it runs the Apple-target check for iOS 13 and macOS 10.15 with
# --symbol-graph (about 2 minutes warm) and compares the symbol graphs with reference.tsv.
# Exit status 1 when a required declaration is missing.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$here/../.." && pwd)
mirror=/work/.mirror/ReactiveX+RxSwift/repo
rev=HEAD
graphs=""
sdk_cache=()
compare_flags=()
regenerate=0
while [ $# -gt 0 ]; do
    case "$1" in
        --mirror) mirror="$2"; shift 2 ;;
        --rev) rev="$2"; shift 2 ;;
        --graphs) graphs="$2"; shift 2 ;;
        --sdk-cache) sdk_cache=(--sdk-cache "$2"); shift 2 ;;
        --list|--signatures) compare_flags+=("$1"); shift ;;
        --regenerate) regenerate=1; shift ;;
        -h|--help) sed -n 2,10p "$0"; exit 0 ;;
        *) echo "cocoa-surface: unknown argument $1" >&2; exit 2 ;;
    esac
done

if [ "$regenerate" -eq 1 ]; then
    python3 "$here/surface.py" reference "$mirror" "$rev" > "$here/reference.tsv" || exit 2
    echo "cocoa-surface: wrote reference.tsv ($(grep -vc '^#' "$here/reference.tsv") declarations by platform)"
    exit 0
fi

work="$package/.build/cocoa-surface"
mkdir -p "$work"
if [ -z "$graphs" ]; then
    graphs="$work/symbolgraphs"
    rm -rf "$graphs"
    "$package/Tools/apple-check/run.sh" "${sdk_cache[@]}" --triple arm64-apple-ios13.0 \
        --triple x86_64-apple-macosx10.15 --symbol-graph "$graphs" > "$work/apple-check.log" 2>&1
    case $? in 0|1) ;; *) tail -20 "$work/apple-check.log"; exit 2 ;; esac
fi
status=0
for platform in iOS macOS; do
    python3 "$here/surface.py" candidate "$graphs" "$platform" > "$work/$platform.tsv" || exit 2
    echo "== $platform"
    python3 "$here/surface.py" compare "$here/reference.tsv" "$work/$platform.tsv" "$platform" "${compare_flags[@]}" || status=1
done
exit $status
