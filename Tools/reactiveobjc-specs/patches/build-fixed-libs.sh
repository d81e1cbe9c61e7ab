#!/usr/bin/env bash
# Builds, next to an existing oracle and without changing it, the two libraries
# that remove the oracle's platform artifacts found by ReactiveObjC's specs:
#
#   * libgnustep-base with the patches in this folder (gnustep-base-*.patch);
#   * libReactiveObjC compiled at -O0 instead of the recipe's -O1 (see README.md:
#     at -O1, clang's ARC optimizer and libobjc2 leak what a block captures when
#     a callee copies the block into an object it returns).
#
#   patches/build-fixed-libs.sh [--oracle PREFIX] [--oracle-work DIR] [--out DIR]
#
# It reuses the oracle build's own trees in its WORK folder (the configured
# gnustep-base checkout and the prepared ReactiveObjC sources), copying them
# first, so about a minute on 2 cores. Then:
#
#   Tools/reactiveobjc-specs/run.sh --oracle PREFIX --lib OUT
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
oracle=/opt/gnustep-oracle
oracle_work=/tmp/reactiveobjc-oracle
out=/tmp/reactiveobjc-specs/fixed-lib
while [ $# -gt 0 ]; do
	case "$1" in
		--oracle) oracle="$2"; shift 2 ;;
		--oracle-work) oracle_work="$2"; shift 2 ;;
		--out) out="$2"; shift 2 ;;
		-h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
		*) echo "build-fixed-libs.sh: unknown argument $1" >&2; exit 2 ;;
	esac
done
base_tree="$oracle_work/src/libs-base"
rac_tree="$oracle_work/ReactiveObjC"
for need in "$oracle/bin/rac-oracle-cc" "$base_tree/Source/GNUmakefile" "$rac_tree/sources.txt"; do
	[ -e "$need" ] || { echo "build-fixed-libs.sh: no $need (build the oracle first, and pass its WORK with --oracle-work)" >&2; exit 2; }
done
mkdir -p "$out/build"

# 1. gnustep-base, patched.
rm -rf "$out/build/libs-base"
cp -a "$base_tree" "$out/build/libs-base"
for patch in "$here"/gnustep-base-*.patch; do
	git -C "$out/build/libs-base" apply "$patch"
	echo "applied $(basename "$patch")"
done
# The build finds headers in the installed oracle first; put the patched tree's
# first, and rebuild every object that included a patched header.
for header in $(sed -n 's|^+++ b/Headers/||p' "$here"/gnustep-base-*.patch); do
	find "$out/build/libs-base/Source" -name '*.d' -exec grep -l "/$(basename "$header")" {} + 2>/dev/null |
		while read -r dep; do rm -f "${dep%.d}.o"; done
done
(
	cd "$out/build/libs-base/Source"
	set +u; . "$oracle/share/GNUstep/Makefiles/GNUstep.sh"; set -u
	nice make messages=no CPPFLAGS="-I$out/build/libs-base/Headers -I$oracle/include" > "$out/build/gnustep-base.log" 2>&1
) || { tail -n 30 "$out/build/gnustep-base.log"; exit 1; }
cp -a "$out/build/libs-base/Source/obj/"libgnustep-base.so* "$out/"

# 2. ReactiveObjC at -O0, with the oracle's own compiler flags otherwise (taken
#    from its rac-oracle-cc, whose compile flags come before "$@"), linked with
#    the recipe's own object of its CoreFoundation stand-in.
flags="$(sed -n 's/^exec \(.*\) "\$@".*/\1/p' "$oracle/bin/rac-oracle-cc")"
[ -n "$flags" ] || { echo "build-fixed-libs.sh: cannot read the flags of $oracle/bin/rac-oracle-cc" >&2; exit 1; }
flags="${flags/ -O1/ -O0} -I$oracle/include/ReactiveObjC -fPIC -w"
[ -e "$rac_tree/obj/RACOracleCF.o" ] || { echo "build-fixed-libs.sh: no $rac_tree/obj/RACOracleCF.o" >&2; exit 2; }
rm -rf "$out/build/rac" && mkdir -p "$out/build/rac"
export flags out
xargs -a "$rac_tree/sources.txt" -P 2 -I{} sh -c 'nice $flags -c "$1" -o "$out/build/rac/$(basename "$1" .m).o"' _ {}
cc="${flags%% *}"
"$cc" -shared -o "$out/libReactiveObjC.so" "$out"/build/rac/*.o "$rac_tree/obj/RACOracleCF.o" \
	-L"$oracle/lib" -Wl,-rpath,"$oracle/lib" -lgnustep-base -lobjc -ldispatch -lpthread -Wl,--no-undefined
echo "$out: libgnustep-base (patched) and libReactiveObjC ($(wc -l < "$rac_tree/sources.txt") sources at -O0)"
