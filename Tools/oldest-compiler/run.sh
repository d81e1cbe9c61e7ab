#!/usr/bin/env bash
# Builds the package with the oldest Swift compiler its manifest admits (swift-tools-version
# in Package.swift), so that the claim "Swift 6.2 or later" is checked rather than assumed:
# the day-to-day toolchain is newer and accepts language features an older compiler
# rejects, and older compilers have their own crashes. The compiler is Debian's
# `swiftlang` package, installed into a Debian root made with debootstrap (the host's
# toolchain is untouched), and the package is built there from a copy of the work tree.
#
#   Tools/oldest-compiler/run.sh [--root DIR] [--test]
#
#   --root DIR   where the Debian root lives (default .build/oldest-compiler/root; it is
#                reused while its compiler is still the expected one)
#   --test       also run `swift test` with that compiler (the default builds the
#                package and every test target, with zero errors and zero warnings).
#                Measured on 2026-11-28: 1216 of the tests pass with Swift 6.2.3; the
#                ones that start a child process (BadInputTests and the CLI tests) crash
#                inside Foundation's Process in the Debian root, so CI runs the build only
#
# Needs root (debootstrap, chroot, mounts) and Debian's package archive. Exits non-zero on
# any error or warning, or when the compiler found is not the expected version.
set -euo pipefail
cd "$(dirname "$0")/../.."

expected_version="6.2"      # keep equal to the manifest's swift-tools-version
suite="sid"                 # the Debian suite whose swiftlang is Swift $expected_version
root=".build/oldest-compiler/root"
run_tests=0
while [ $# -gt 0 ]; do
    case "$1" in
        --root) root="$2"; shift 2 ;;
        --test) run_tests=1; shift ;;
        -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
        *) echo "oldest-compiler: unknown argument $1" >&2; exit 2 ;;
    esac
done

manifest_version=$(head -1 Package.swift | sed -n 's|^// swift-tools-version:||p')
if [ "$manifest_version" != "$expected_version" ]; then
    echo "oldest-compiler: Package.swift says $manifest_version, this script checks $expected_version: update expected_version" >&2
    exit 1
fi

root=$(mkdir -p "$root" && cd "$root" && pwd)
cleanup() {
    umount "$root/proc" 2>/dev/null || true
    umount "$root/dev" 2>/dev/null || true
}
trap cleanup EXIT

in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin HOME=/root LANG=C.UTF-8 sh -c "$1"; }

mount_root() {
    mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"   # the compiler finds its libraries through /proc/self
    mountpoint -q "$root/dev" || mount --bind /dev "$root/dev"
}

compiler_version() { in_root 'swift --version 2>/dev/null' | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -1; }

# (The root's /usr/bin/swift is an absolute link into the root: test the driver itself.)
has_compiler() { [ -x "$root/usr/libexec/swift/bin/swift-driver" ]; }

if has_compiler; then
    mount_root
    found=$(compiler_version || true)
    case "$found" in
        "$expected_version"|"$expected_version".*) echo "oldest-compiler: reusing $root (Swift $found)" ;;
        *) echo "oldest-compiler: $root has Swift '$found', not $expected_version: making it anew"; cleanup; rm -rf "$root"; mkdir -p "$root" ;;
    esac
fi

if ! has_compiler; then
    cleanup
    rm -rf "$root" && mkdir -p "$root"
    command -v debootstrap >/dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null; }
    echo "oldest-compiler: installing Debian $suite with swiftlang into $root (a few minutes)"
    debootstrap --variant=minbase --include=swiftlang,libc6-dev,ca-certificates "$suite" "$root" >"$root.debootstrap.log" 2>&1 \
        || { tail -20 "$root.debootstrap.log" >&2; echo "oldest-compiler: debootstrap failed (log above)" >&2; exit 1; }
    mount_root
fi

# Debian's swiftlang 6.2.3 ships the module of swift-testing's Foundation overlay but not
# its library, which every test bundle links (SwiftPM's test runner imports Testing): an
# empty library stands in, so that the test targets link. Nothing in it is called.
overlay="$root/usr/libexec/swift/lib/swift/linux/lib_Testing_Foundation.so"
if [ -d "$root/usr/libexec/swift/lib/swift/linux/_Testing_Foundation.swiftmodule" ] && [ ! -e "$overlay" ]; then
    in_root 'printf "" | /usr/libexec/swift/bin/clang -shared -x c - -o /usr/libexec/swift/lib/swift/linux/lib_Testing_Foundation.so'
fi

found=$(compiler_version)
case "$found" in
    "$expected_version"|"$expected_version".*) ;;
    *) echo "oldest-compiler: Debian $suite now ships Swift '$found', not $expected_version: choose the suite (or snapshot) that has $expected_version" >&2; exit 1 ;;
esac
echo "oldest-compiler: $(in_root 'swift --version 2>&1' | grep 'Swift version')"

# A fresh copy of the work tree (tracked and new files, not ignored ones).
rm -rf "$root/src"
mkdir -p "$root/src"
git ls-files -co --exclude-standard -z | xargs -0 tar -cf - | tar -xf - -C "$root/src"

status=0
in_root 'cd /src && swift build --build-tests 2>&1' >"$root/build.log" || status=$?
tail -3 "$root/build.log"
if [ "$status" -ne 0 ] || grep -qE "(error|warning):" "$root/build.log"; then
    grep -E "(error|warning):" "$root/build.log" | sort -u >&2 || true
    echo "oldest-compiler: Swift $found does not build the package without diagnostics (above)" >&2
    exit 1
fi
echo "oldest-compiler: Swift $found builds every target with zero errors and warnings"

if [ "$run_tests" -eq 1 ]; then
    test_status=0
    in_root 'cd /src && swift test 2>&1' >"$root/test.log" || test_status=$?
    grep -E "^Test Suite 'All tests'|error:|Executed [0-9]+ tests" "$root/test.log" | tail -5 || true
    if [ "$test_status" -ne 0 ]; then
        echo "oldest-compiler: tests failed with Swift $found (log: $root/test.log)" >&2
        exit 1
    fi
    echo "oldest-compiler: Swift $found passes the tests"
fi
