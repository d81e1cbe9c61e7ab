#!/usr/bin/env bash
# Runs ReactiveObjC's own Objective-C specs on the oracle build of ReactiveObjC
# (GNUstep on Linux), with SpecKit standing in for the spec DSL and matchers.
#
#   Tools/reactiveobjc-specs/run.sh --oracle PREFIX [--lib DIR] [--mirror GITDIR]
#                                   [--work DIR] [--timeout SECONDS] [--jobs N]
#
# --lib DIR runs the specs with the libraries in DIR ahead of the oracle's
# (patches/build-fixed-libs.sh builds them: gnustep-base with the patches in
# patches/, ReactiveObjC without optimization).
# The specs are exported from the ReactiveObjC git mirror into the scratch
# folder at every run; nothing of ReactiveObjC is kept in this repository.
# Prints one line per failing example and, last, the totals:
#   specs: P passed, F failed, S skipped, T total (R ran; P/R = x%)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
oracle=""
mirror="${MIRROR:-}"
work="${WORK:-/tmp/reactiveobjc-specs}"
timeout="${SPECKIT_TIMEOUT:-30}"
jobs="${JOBS:-2}"
lib=""

usage() { sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
	case "$1" in
		--oracle) oracle="$2"; shift 2 ;;
		--lib) lib="$(cd "$2" && pwd)"; shift 2 ;;
		--mirror) mirror="$2"; shift 2 ;;
		--work) work="$2"; shift 2 ;;
		--timeout) timeout="$2"; shift 2 ;;
		--jobs) jobs="$2"; shift 2 ;;
		-h|--help) usage; exit 0 ;;
		*) echo "run.sh: unknown argument $1" >&2; usage >&2; exit 2 ;;
	esac
done
[ -n "$oracle" ] || { echo "run.sh: --oracle PREFIX is required (where the oracle's build.sh installed)" >&2; exit 2; }
cc="$oracle/bin/rac-oracle-cc"
[ -x "$cc" ] || { echo "run.sh: no $cc; build the oracle first" >&2; exit 2; }
if [ -z "$mirror" ]; then
	# The mirrors live next to the folder that holds the project's worktrees.
	for candidate in "$root/../.mirror" "$root/../../.mirror"; do
		if [ -d "$candidate/ReactiveCocoa+ReactiveObjC/repo" ]; then mirror="$candidate/ReactiveCocoa+ReactiveObjC/repo"; break; fi
	done
fi
[ -n "$mirror" ] && [ -d "$mirror" ] || { echo "run.sh: no ReactiveObjC mirror found; pass --mirror GITDIR" >&2; exit 2; }

src="$work/src" obj="$work/obj" log="$work/results.txt"
rm -rf "$src" && mkdir -p "$src" "$obj"

# 1. Export the specs file by file (a mirror may lack unrelated blobs, which
#    makes a whole-tree `git archive` fail).
ref="$(git --git-dir="$mirror" rev-parse --short=8 HEAD)"
git --git-dir="$mirror" ls-tree -r HEAD ReactiveObjCTests | while read -r _ _ blob path; do
	git --git-dir="$mirror" cat-file blob "$blob" > "$src/$(basename "$path")"
done
# The specs import the DSL and matchers as modules; SpecKit is a header.
sed -i -e 's/^@import Quick;/#import "SpecKit.h"/' -e 's/^@import Nimble;/#import "SpecKit.h"/' "$src"/*.m "$src"/*.h

# 2. Which files are not compiled (excluded-files.txt) and which examples are
#    skipped (skip.txt), each with its reason.
excluded=()
while IFS=$'\t' read -r file reason; do
	case "$file" in ''|'#'*) continue ;; esac
	[ -e "$src/$file" ] || { echo "run.sh: excluded-files.txt names $file, which the mirror's specs do not have" >&2; exit 2; }
	excluded+=("$file")
done < "$here/excluded-files.txt"
is_excluded() { local f; for f in "${excluded[@]}"; do [ "$f" = "$1" ] && return 0; done; return 1; }

# 3. Compile SpecKit and every spec file that is not excluded, then link.
kit="$here/SpecKit"
# -O0, as a Debug build of the specs would be: at -O1 (the wrapper's default),
# clang's ARC optimizer and libobjc2 leak what a block captures when a callee
# copies the block into an object it returns, which is what expect(...) does.
flags=(-c -O0 -I"$kit" -I"$oracle/include/ReactiveObjC" -I"$src" -include "$kit/FoundationGaps.h" -Wno-unused-command-line-argument)
units=("$kit/SpecKit.m" "$kit/SpecKitMain.m" "$kit/FoundationGaps.m")
for f in "$src"/*.m; do is_excluded "$(basename "$f")" || units+=("$f"); done
rm -f "$obj"/*.o
printf '%s\n' "${units[@]}" | xargs -P "$jobs" -I{} sh -c '
	f="$1"; shift; o="$0/$(basename "$f" .m).o"
	case "$f" in */SpecKit/*) extra="-Wall -Werror" ;; *) extra="-Wno-everything" ;; esac
	"$@" $extra "$f" -o "$o" 2> "$o.log" || { cat "$o.log" >&2; echo "run.sh: cannot compile $f" >&2; exit 255; }
' "$obj" {} "$cc" "${flags[@]}"
"$cc" -Wno-unused-command-line-argument "$obj"/*.o -lm -o "$work/specs"
# The program's run path is the oracle's lib; LD_LIBRARY_PATH comes first.
[ -z "$lib" ] || export LD_LIBRARY_PATH="$lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
libs_used="$(ldd "$work/specs" | awk '/libReactiveObjC|libgnustep-base/ { print $3 }' | tr '\n' ' ')"

# 4. Run every example. A hang (SPECKIT_TIMEOUT) or a crash ends the process;
#    it is recorded against the example that was running and the run resumes
#    after it.
: > "$log"
from=0
while :; do
	set +e
	SPECKIT_TIMEOUT="$timeout" "$work/specs" --from "$from" --skip "$here/skip.txt" > "$work/part.txt" 2> "$work/stderr-$from.txt"
	rc=$?
	set -e
	cat "$work/part.txt" >> "$log"
	grep -q '^DONE$' "$work/part.txt" && break
	last="$(grep -E '^BEGIN ' "$work/part.txt" | tail -1 | cut -d' ' -f2)"
	[ -n "$last" ] || { echo "run.sh: the spec runner stopped before any example (rc $rc); see $work/stderr-$from.txt" >&2; exit 1; }
	name="$("$work/specs" --list | awk -v i="$last" '$1 == i { $1 = ""; sub(/^ /, ""); print; exit }')"
	if grep -q "^TIMEOUT $last\$" "$work/part.txt"; then
		printf 'FAIL %s %s\n  - hung: still running after %ss\n' "$last" "$name" "$timeout" >> "$log"
	else
		printf 'FAIL %s %s\n  - crashed: exit status %s\n' "$last" "$name" "$rc" >> "$log"
	fi
	from=$((last + 1))
done

# 5. Report. Examples in excluded files are counted from their source: each
#    it/qck_it call, plus the examples of each shared group they include.
static_count() { grep -cE '(^|[^A-Za-z_])(qck_)?it\(' "$1" || true; }
excluded_examples=0
for f in "${excluded[@]}"; do
	n=$(static_count "$src/$f")
	for group in $(grep -oE 'itBehavesLike\([A-Za-z]+' "$src/$f" | sed 's/.*(//'); do
		def="$(grep -lE "sharedExamples\($group," "$src"/*.m | head -1 || true)"
		[ -n "$def" ] && n=$((n + $(static_count "$def")))
	done
	excluded_examples=$((excluded_examples + n))
done
passed=$(grep -c '^PASS ' "$log" || true)
failed=$(grep -c '^FAIL ' "$log" || true)
skipped_run=$(grep -c '^SKIP ' "$log" || true)
ran=$((passed + failed))
skipped=$((skipped_run + excluded_examples))
total=$((ran + skipped))
awk '/^FAIL /{ n = $0; sub(/^FAIL [0-9]+ /, "", n); getline m; sub(/^  - /, "", m); print "failed: " n " -- " m }' "$log"
echo "ReactiveObjC $ref specs on $oracle (libraries: $libs_used); results in $log"
echo "skipped: $skipped_run examples by skip.txt, $excluded_examples in ${#excluded[@]} files by excluded-files.txt"
pct=$(awk -v p="$passed" -v r="$ran" 'BEGIN { if (r) printf "%.1f", 100 * p / r; else print "0" }')
echo "specs: $passed passed, $failed failed, $skipped skipped, $total total ($ran ran; $passed/$ran = $pct%)"
