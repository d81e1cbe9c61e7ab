#!/usr/bin/env bash
# Apple-target check on Linux: compiles ReactiveBridge's library targets for Apple triples
# against the toolchain's standard library rebuilt for each triple (Objective-C interop on)
# and stand-in modules for Foundation, Dispatch, Darwin, os, ObjectiveC, XCTest,
# CoreGraphics, UIKit (iOS, tvOS, visionOS) and AppKit (macOS).
# Any error or warning fails. See Tools/apple-check/README.md.
#
#   Tools/apple-check/run.sh [--triple T]... [--sdk-cache DIR] [--package PATH] [--strict]
#                            [--symbol-graph DIR]
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$here/../.." && pwd)
sdk_cache=""
strict=0
symbol_graph=""
triples=()
while [ $# -gt 0 ]; do
    case "$1" in
        --triple) triples+=("$2"); shift 2 ;;
        --sdk-cache) sdk_cache="$2"; shift 2 ;;
        --package) package=$(cd "$2" && pwd); shift 2 ;;
        --strict) strict=1; shift ;;
        --symbol-graph) mkdir -p "$2" && symbol_graph=$(cd "$2" && pwd); shift 2 ;;
        -h|--help) sed -n 2,8p "$0"; exit 0 ;;
        *) echo "apple-check: unknown argument $1" >&2; exit 2 ;;
    esac
done
if [ ${#triples[@]} -eq 0 ]; then
    # arm64-apple-macosx10.15 is accepted by swiftc and clang (no arm64 Mac runs below
    # macOS 11, but the package's floor is 10.15 and that is what SwiftPM passes).
    triples=(arm64-apple-ios13.0 x86_64-apple-macosx10.15 arm64-apple-macosx10.15
             arm64-apple-tvos13.0 arm64_32-apple-watchos6.0 arm64-apple-xros1.0)
fi
[ -n "$sdk_cache" ] || sdk_cache="$package/.build/apple-check/sdk"
work="$package/.build/apple-check/work"

fail_setup() { echo "apple-check: setup failed: $*" >&2; exit 2; }

swiftc=$(command -v swiftc) || fail_setup "swiftc not on PATH"
toolchain=$(cd "$(dirname "$(readlink -f "$swiftc")")/.." && pwd)
clang="$toolchain/bin/clang"
[ -x "$clang" ] || clang=$(command -v clang) || fail_setup "no clang"
linux_lib="$toolchain/lib/swift/linux"
shims="$toolchain/lib/swift/shims"
standins="$here/stand-ins"
include="$standins/include"
for m in Swift _Concurrency Observation Synchronization SwiftOnoneSupport; do
    [ -f "$linux_lib/$m.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" ] \
        || fail_setup "no $m.swiftinterface in $linux_lib (this check needs an x86_64 Linux toolchain)"
done

# The cache key: the compiler's version and everything that shapes the rebuilt modules.
cache_key=$( { "$swiftc" --version 2>&1; cat "$here/stdlib/Swift+ObjC.swiftinterface-part" "$here/stdlib/visionOS-sdk/SDKSettings.json"; sed -n '/^# BEGIN stdlib/,/^# END stdlib/p' "$0"; } \
    | cksum | cut -d' ' -f1)

# Package name as SwiftPM passes it (-package-name): the root package's identity, the
# lowercased directory name, with characters other than letters, digits and _ as _.
package_name=$(basename "$package" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9_]/_/g')

# BEGIN stdlib (part of the cache key)
# visionOS availability is iOS availability mapped through the SDK's SDKSettings.json
# (iOS 17 = visionOS 1); without an SDK the compiler cannot map it, so a directory with
# only that file stands in for the visionOS SDK.
sdk_flags() { # TRIPLE
    case $1 in *-xros*) echo -sdk "$here/stdlib/visionOS-sdk" ;; esac
}
# rebuild_stdlib_module TRIPLE MODULE DIR: the toolchain's x86_64 Linux interface of MODULE,
# retargeted to TRIPLE with Objective-C interop on, compiled into DIR/MODULE.swiftmodule.
rebuild_stdlib_module() {
    local triple=$1 module=$2 dir=$3
    local src="$linux_lib/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface"
    # The interface is kept apart from the module: next to it, the compiler would take
    # the interface as the module's source and rebuild it on every use.
    mkdir -p "$dir/interfaces"
    local out="$dir/interfaces/$module.swiftinterface"
    # Line 3 holds the module's compile flags: the Apple triple, Objective-C interop on.
    # @backDeployed needs bodies an interface does not have: dropped.
    sed -e "3s/-target x86_64-unknown-linux-gnu/-target $triple/" \
        -e '3s/-disable-objc-interop/-enable-objc-interop/g' \
        -e 's/@backDeployed(before: [^)]*)//' \
        -e 's/_swift_stdlib_gettid()/Swift.UInt32(1)/' \
        "$src" > "$out"
    # The x86_64 interface has Float80, whose two long-double shims do not exist on arm.
    case $triple in
        x86_64-*) ;;
        *) sed -i -e 's/self = _stdlib_remainderl(self, other)/Swift.fatalError()/' \
                  -e 's/self = _stdlib_squareRootl(self)/Swift.fatalError()/' "$out" ;;
    esac
    # _Concurrency: the generated `__Async*_Failure` witnesses carry the floor's
    # availability but name `Failure`, which is macOS 15 / iOS 18: raised to match.
    # Observation and Synchronization import Glibc on Linux; Apple's import nothing extra here.
    sed -z -E -i 's/@available\([^)\n]*\)(\n[[:space:]]*@_implements\(_Concurrency\.[A-Za-z]+, Failure\))/@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)\1/g' "$out"
    sed -i '/^import Glibc$/d' "$out"
    if [ "$module" = Swift ]; then
        cat "$here/stdlib/Swift+ObjC.swiftinterface-part" >> "$out"
    fi
    local flags
    flags=$(sed -n 3p "$out" | sed -e 's|^// swift-module-flags: ||' -e 's/-module-link-name [^ ]*//')
    # shellcheck disable=SC2086,SC2046
    "$swiftc" -frontend -compile-module-from-interface "$out" -o "$dir/$module.swiftmodule" \
        $flags -I "$shims" -I "$dir" $(sdk_flags "$triple")
}
# END stdlib

sdk_for() {
    local triple=$1 dir="$sdk_cache/$1"
    if [ -f "$dir/.key" ] && [ "$(cat "$dir/.key")" = "$cache_key" ]; then return 0; fi
    rm -rf "$dir"; mkdir -p "$dir"
    local m
    for m in Swift _Concurrency Observation Synchronization SwiftOnoneSupport; do
        if ! rebuild_stdlib_module "$triple" "$m" "$dir" > "$dir/$m.log" 2>&1; then
            echo "apple-check: $triple: rebuilding $m failed:" >&2
            grep -E 'error:' "$dir/$m.log" | head -20 >&2
            return 1
        fi
    done
    echo "$cache_key" > "$dir/.key"
}

# The library targets, in dependency order, with their extra flags (Package.swift).
swift_targets=(ReactiveCore RxBridge RxBridgeBlocking RACBridge ReactiveTesting)
extra_flags_ReactiveCore="-enable-experimental-feature RawLayout -enable-experimental-feature BuiltinModule"

total_errors=0
total_warnings=0
snippet_errors=0
snippet_warnings=0
report() { # report TRIPLE TARGET LOGFILE STATUS
    # A diagnostic the compiler prints twice at the same place (it does, for some
    # availability errors, when one expression is checked twice) is counted once, as
    # Xcode's issue list shows it.
    local e w
    e=$(grep -E '^[^ ].*: error: ' "$3" | sort -u | wc -l)
    w=$(grep -E '^[^ ].*: warning: ' "$3" | sort -u | wc -l)
    if [ "$4" -ne 0 ] && [ "$e" -eq 0 ]; then e=1; fi
    total_errors=$((total_errors + e)); total_warnings=$((total_warnings + w))
    case $2 in snippets/*) snippet_errors=$((snippet_errors + e)); snippet_warnings=$((snippet_warnings + w)) ;; esac
    if [ "$e" -eq 0 ] && [ "$w" -eq 0 ]; then
        printf '%s %s: ok\n' "$1" "$2"
    else
        printf '%s %s: %d errors, %d warnings\n' "$1" "$2" "$e" "$w"
        grep -E ': (error|warning|note): ' "$3" | awk '!seen[$0]++' | sed "s|$package/||" | sed 's/^/    /'
        if [ "$4" -ne 0 ] && ! grep -qE ': error: ' "$3"; then sed "s|$package/||; s/^/    /" "$3" | tail -20; fi
    fi
}

# Swift frontend flags common to every compile for a triple.
common_flags() { # TRIPLE
    echo -target "$1" $(sdk_flags "$1") -I "$sdk_cache/$1" -I "$shims" -I "$include" -I "$work/$1" \
        -Xcc -ffreestanding -Xcc -nostdlibinc -Xcc -iapinotes-modules -Xcc "$include" -Xcc -Wno-everything \
        -disable-implicit-string-processing-module-import -swift-version 6 \
        -module-cache-path "$work/$1/module-cache" -no-color-diagnostics
}

# Stand-in Swift modules (overlays): ObjectiveC, Dispatch, Foundation, XCTest, CoreGraphics,
# in that order, then UIKit/AppKit Swift parts if any.
build_standins() { # TRIPLE
    local t=$1 log="$work/$1/stand-ins.log"
    : > "$log"
    # shellcheck disable=SC2046
    "$swiftc" -frontend -emit-module $(common_flags "$t") -parse-as-library -module-name ObjectiveC \
        -import-underlying-module -disable-objc-attr-requires-foundation-module \
        "$standins"/ObjectiveC/*.swift -o "$work/$t/ObjectiveC.swiftmodule" >> "$log" 2>&1 &&
    "$swiftc" -frontend -emit-module $(common_flags "$t") -parse-as-library -module-name Dispatch \
        "$standins"/Dispatch/*.swift -o "$work/$t/Dispatch.swiftmodule" >> "$log" 2>&1 &&
    "$swiftc" -frontend -emit-module $(common_flags "$t") -parse-as-library -module-name Foundation \
        -import-underlying-module "$standins"/Foundation/*.swift -o "$work/$t/Foundation.swiftmodule" >> "$log" 2>&1 &&
    "$swiftc" -frontend -emit-module $(common_flags "$t") -parse-as-library -module-name XCTest \
        -import-underlying-module "$standins"/XCTest/*.swift -o "$work/$t/XCTest.swiftmodule" >> "$log" 2>&1 &&
    "$swiftc" -frontend -emit-module $(common_flags "$t") -parse-as-library -module-name CoreGraphics \
        -import-underlying-module "$standins"/CoreGraphics/*.swift -o "$work/$t/CoreGraphics.swiftmodule" >> "$log" 2>&1 || return 1
    # UIKit and AppKit are Objective-C headers only (stand-ins/include/UIKit, .../AppKit);
    # a Swift part, when one is needed, goes in stand-ins/UIKit/*.swift or AppKit/*.swift
    # and is built here at the triples where the module exists.
    local m
    for m in UIKit AppKit; do
        compgen -G "$standins/$m/*.swift" > /dev/null || continue
        module_available "$t" "$m" || continue
        "$swiftc" -frontend -emit-module $(common_flags "$t") -parse-as-library -module-name "$m" \
            -import-underlying-module "$standins/$m"/*.swift -o "$work/$t/$m.swiftmodule" >> "$log" 2>&1 || return 1
    done
}

# Whether a stand-in module exists at a triple (module.modulemap's `requires`): UIKit at
# iOS, tvOS and visionOS; AppKit at macOS; the others everywhere.
module_available() { # TRIPLE MODULE
    case $2 in
        UIKit) case $1 in *-ios*|*-tvos*|*-xros*) return 0 ;; *) return 1 ;; esac ;;
        AppKit) case $1 in *-macosx*) return 0 ;; *) return 1 ;; esac ;;
        *) return 0 ;;
    esac
}

compile_c_target() { # TRIPLE
    local t=$1 log="$work/$1/ReactiveSync.log" status=0 f
    : > "$log"
    for f in "$package"/Sources/ReactiveSync/*.c; do
        # shellcheck disable=SC2046
        "$clang" -target "$t" $(sdk_flags "$t" | sed 's/^-sdk/-isysroot/') -ffreestanding -nostdlibinc -fno-color-diagnostics -I "$include" \
            -I "$package/Sources/ReactiveSync/include" -fmodules -fmodules-cache-path="$work/$t/module-cache" \
            -c "$f" -o "$work/$t/$(basename "$f").o" >> "$log" 2>&1 || status=1
    done
    # The Swift side sees the target as a clang module, as SwiftPM makes it.
    mkdir -p "$work/$t/ReactiveSync"
    printf 'module ReactiveSync {\n  umbrella header "%s"\n  export *\n}\n' \
        "$package/Sources/ReactiveSync/include/ReactiveSync.h" > "$work/$t/ReactiveSync/module.modulemap"
    report "$t" ReactiveSync "$log" $status
}

# What a compile produces: an object file and the module (so code generation and LLVM's
# verifier run too), except for arm64_32 watchOS, where only the module is emitted: the
# standard library interface was preprocessed for a 64-bit target, so code generated
# against it for a 32-bit one disagrees with the runtime's signatures (a stand-in
# artifact, not the package's).
output_flags() { # TRIPLE NAME
    case $1 in
        arm64_32-*) echo -emit-module -o "$work/$1/$2.swiftmodule" ;;
        *) echo -c -o "$work/$1/$2.o" -emit-module-path "$work/$1/$2.swiftmodule" ;;
    esac
}

# With --symbol-graph DIR: each target's public symbol graph at each triple goes to
# DIR/<triple>/ (what Tools/cocoa-surface compares with RxCocoa's UIKit/AppKit API).
symbol_graph_flags() { # TRIPLE
    [ -n "$symbol_graph" ] || return 0
    mkdir -p "$symbol_graph/$1"
    echo -emit-symbol-graph -emit-symbol-graph-dir "$symbol_graph/$1" -symbol-graph-minimum-access-level public
}

compile_swift_target() { # TRIPLE TARGET
    local t=$1 target=$2 log="$work/$1/$2.log" status=0 extra_var="extra_flags_$2"
    local files=()
    while IFS= read -r f; do files+=("$f"); done < <(find "$package/Sources/$target" -name '*.swift' | LC_ALL=C sort)
    # shellcheck disable=SC2046,SC2086
    "$swiftc" -frontend $(output_flags "$t" "$target") $(common_flags "$t") -I "$work/$t/ReactiveSync" \
        -parse-as-library -module-name "$target" -package-name "$package_name" \
        -enable-testing -Onone -DSWIFT_PACKAGE -DDEBUG ${!extra_var:-} $(symbol_graph_flags "$t") \
        "${files[@]}" > "$log" 2>&1 || status=1
    report "$t" "$target" "$log" $status
    if [ $status -ne 0 ]; then
        # So that the targets after it are still checked, the module is emitted once more
        # in spite of its errors (those were counted above).
        # shellcheck disable=SC2046,SC2086
        "$swiftc" -frontend -emit-module $(common_flags "$t") -I "$work/$t/ReactiveSync" \
            -parse-as-library -module-name "$target" -package-name "$package_name" \
            -enable-testing -Onone -DSWIFT_PACKAGE -DDEBUG ${!extra_var:-} \
            -experimental-allow-module-with-compiler-errors \
            "${files[@]}" -o "$work/$t/$target.swiftmodule" > "$log.again" 2>&1 \
            || echo "    ($target: not emitted, the targets that import it will fail too)"
    fi
}

# User-side snippets: each file is an app module importing the built libraries.
compile_snippets() { # TRIPLE
    local t=$1 f name status
    for f in "$here"/snippets/*.swift; do
        [ -e "$f" ] || continue
        name=$(basename "$f" .swift)
        status=0
        # shellcheck disable=SC2046
        "$swiftc" -frontend $(output_flags "$t" "snippet-$name") $(common_flags "$t") -I "$work/$t/ReactiveSync" \
            -parse-as-library -module-name "App_$(echo "$name" | tr -c 'A-Za-z0-9_\n' _)" \
            "$f" > "$work/$t/snippet-$name.log" 2>&1 || status=1
        report "$t" "snippets/$name.swift" "$work/$t/snippet-$name.log" $status
    done
}

# The must-reject file: each line marked `// must-reject: <text>` must get an error or a
# warning (this check fails on both) containing <text> on that line. Run at the iOS 13 triple.
must_reject() { # TRIPLE
    local t=$1 log="$work/$1/must-reject.log" file="$here/must-reject/MustReject.swift" n text missing=0 expected=0
    # shellcheck disable=SC2046
    "$swiftc" -frontend -typecheck $(common_flags "$t") -I "$work/$t/ReactiveSync" \
        -parse-as-library -module-name MustReject "$file" > "$log" 2>&1
    while IFS=: read -r n text; do
        text=${text#*// must-reject: }
        expected=$((expected + 1))
        if ! grep -E "MustReject\.swift:$n:[0-9]+: (error|warning): " "$log" | grep -qF -- "$text"; then
            printf '%s must-reject: line %s was accepted; expected a diagnostic containing: %s\n' "$t" "$n" "$text"
            missing=$((missing + 1))
        fi
    done < <(grep -n '// must-reject: ' "$file")
    if [ "$missing" -eq 0 ] && [ "$expected" -gt 0 ]; then
        printf '%s must-reject: ok (%d wrong uses, each rejected with the expected diagnostic)\n' "$t" "$expected"
    else
        total_errors=$((total_errors + missing + (expected == 0)))
    fi
}

# The names check: the Swift names the stand-ins declare (read from the compiler's own
# rendering of each module, at the first checked triple where the module exists) that no
# library source or snippet uses. Unused names are a warning, an error with --strict.
# Names in names-required.txt (the compiler needs them) are skipped; names in
# names-ahead.txt (declared for work under way, each with its issue) are listed
# separately and do not fail, and one of them that is used is reported so it is
# dropped from that list.
names_list() { # FILE: its names, without comments and blanks
    sed 's/#.*//; s/ //g' "$1" | grep -v '^$'
}
names_check() {
    local t m name triple
    unused=(); ahead_unused=(); ahead_used=()
    local used_text
    used_text=$(find "$package"/Sources/{ReactiveCore,RxBridge,RxBridgeBlocking,RACBridge,ReactiveTesting} -name '*.swift' -exec cat {} + 2>/dev/null;
        cat "$package"/Sources/ReactiveSync/include/*.h "$here"/snippets/*.swift 2>/dev/null)
    for m in ObjectiveC Darwin os Dispatch Foundation XCTest CoreGraphics UIKit AppKit; do
        triple=""
        for t in "${triples[@]}"; do
            if module_available "$t" "$m"; then triple=$t; break; fi
        done
        if [ -z "$triple" ]; then echo "names: $m not checked (none of the triples has it)"; continue; fi
        t=$triple
        # shellcheck disable=SC2046
        "$toolchain/bin/swift-synthesize-interface" -module-name "$m" $(common_flags "$t" | sed 's/-no-color-diagnostics//; s/-disable-implicit-string-processing-module-import//; s/-swift-version 6//') \
            > "$work/$t/$m.synthesized.swift" 2>/dev/null || true
        while IFS= read -r name; do
            if names_list "$here/names-required.txt" | grep -qxF -- "$name"; then continue; fi
            if names_list "$here/names-ahead.txt" | grep -qxF -- "$name"; then
                if grep -qw -- "$name" <<< "$used_text"; then ahead_used+=("$m.$name"); else ahead_unused+=("$m.$name"); fi
                continue
            fi
            if ! grep -qw -- "$name" <<< "$used_text"; then unused+=("$m.$name"); fi
        done < <(sed -E -n 's/^ *(@[A-Za-z_.]+(\([^)]*\))? )*(public |open )?(static |class |final |convenience |mutating |nonmutating )*(func|var|let|class|struct|enum|protocol|typealias|case) +`?([A-Za-z][A-Za-z0-9_]*).*/\6/p' \
                     "$work/$t/$m.synthesized.swift" | grep -vE '^(U?INT[0-9A-Z]*|PTRDIFF|SIZE|WCHAR|WINT|SIG_ATOMIC)_(MAX|MIN|WIDTH)$|^u?int(_fast|_least)?[0-9]*_t$|^u?int(max|ptr)_t$|^(ptrdiff|size|wchar)_t$' | sort -u)
    done
    if [ ${#unused[@]} -eq 0 ]; then
        echo "names: every name the stand-ins declare is used"
    else
        echo "names: ${#unused[@]} declared by the stand-ins and used by no library source or snippet:"
        printf '    %s\n' "${unused[@]}"
        if [ "$strict" -eq 1 ]; then total_errors=$((total_errors + ${#unused[@]})); fi
    fi
    if [ ${#ahead_unused[@]} -gt 0 ]; then
        echo "names: ${#ahead_unused[@]} declared ahead of use (names-ahead.txt), not yet used: ${ahead_unused[*]}"
    fi
    if [ ${#ahead_used[@]} -gt 0 ]; then
        echo "names: ${#ahead_used[@]} in names-ahead.txt are used now; remove them from that list: ${ahead_used[*]}"
        if [ "$strict" -eq 1 ]; then total_errors=$((total_errors + ${#ahead_used[@]})); fi
    fi
}

start=$(date +%s)
checked_triples=0
for t in "${triples[@]}"; do
    mkdir -p "$work/$t"
    if ! sdk_for "$t"; then fail_setup "$t: standard library"; fi
    # Clang's module cache does not see a header added to an umbrella directory (UIKit/,
    # AppKit/): the cache is dropped when the list of stand-in headers changes.
    headers_key=$(cd "$include" && find . -name '*.h' | LC_ALL=C sort | cksum)
    if [ "$(cat "$work/$t/module-cache.key" 2>/dev/null)" != "$headers_key" ]; then
        rm -rf "$work/$t/module-cache"
        echo "$headers_key" > "$work/$t/module-cache.key"
    fi
    if ! build_standins "$t"; then
        echo "apple-check: $t: the stand-ins do not compile:" >&2
        sed "s|$package/||" "$work/$t/stand-ins.log" >&2
        exit 2
    fi
    compile_c_target "$t"
    for target in "${swift_targets[@]}"; do compile_swift_target "$t" "$target"; done
    compile_snippets "$t"
    case $t in *-ios*) [ -n "${must_reject_done:-}" ] || { must_reject "$t"; must_reject_done=1; } ;; esac
    checked_triples=$((checked_triples + 1))
done
[ -n "${must_reject_done:-}" ] || echo "must-reject: not run (it runs at an iOS triple)"
names_check

names_note=""
if [ ${#unused[@]} -gt 0 ] && [ "$strict" -eq 0 ]; then names_note="; names check: ${#unused[@]} unused stand-in names (warning only; --strict fails on them)"; fi
snippets_note=""
if [ $((snippet_errors + snippet_warnings)) -gt 0 ]; then snippets_note=" (of which snippets: $snippet_errors errors, $snippet_warnings warnings)"; fi
echo "apple-check: $checked_triples triples x $(( ${#swift_targets[@]} + 1 )) targets: $total_errors errors, $total_warnings warnings$snippets_note; $(( $(date +%s) - start ))s$names_note"
[ "$total_errors" -eq 0 ] && [ "$total_warnings" -eq 0 ]
