#!/usr/bin/env python3
"""Compares what ReactiveObjC and RACBridge printed for each generated case.

A differing case falls in one category, the first part of the line that differs:
  events   the events (values, terminal events, ticks, scheduler hops) differ
  windows  the events agree, a source's subscription windows differ
  order    events and windows agree, only the order of subscriptions and releases differs
A difference is explained when a rule below, each a deliberate difference documented
in Docs/Compatibility.md or Docs/Semantics.md, accounts for it: a rule says which cases
it applies to and rewrites ReactiveObjC's outcome into the outcome the documented
difference predicts; the case is explained only if that equals RACBridge's outcome
exactly (or, where a rule cannot predict the one order, it checks exactly what it
allows to differ). Anything else is unexplained: it is shrunk (with --shrink, by rerunning both
interpreters on smaller cases) and printed in full.

Usage: compare.py DIRECTORY [--show N] [--shrink OBJC_RUNNER SWIFT_INTERPRETER]
The last line reads `N cases: D differences, U unexplained`; exit status 1 when U > 0."""
import itertools
import json
import subprocess
import sys

directory = sys.argv[1]
show = int(sys.argv[sys.argv.index("--show") + 1]) if "--show" in sys.argv else 5
runners = sys.argv[sys.argv.index("--shrink") + 1:sys.argv.index("--shrink") + 3] if "--shrink" in sys.argv else None


def read(name):
    with open(f"{directory}/{name}", encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle]


def outcome(line):
    """The three parts an interpreter prints after the index: events, windows, order."""
    parts = line.split("\t", 1)[1].split(" | ")
    return {"events": parts[0][len("events: "):], "windows": parts[1][len("windows: "):],
            "order": parts[2][len("order: "):] if len(parts) > 2 else ""}


def windows(text):
    """{source: [(open, close or None)]} from `s0[200-250,250-∞] s1[]`."""
    parsed = {}
    for part in text.split():
        name, inside = part[:-1].split("[")
        parsed[name] = [(int(o), None if c == "∞" else int(c)) for o, c in
                        (w.split("-") for w in inside.split(",") if w)]
    return parsed


def sorted_windows(outcome):
    """The windows of each source as a sorted list: the order of a source's windows is
    the order of its subscriptions, which the order part checks."""
    return {name: sorted(spans, key=lambda w: (w[0], w[1] if w[1] is not None else 10**9))
            for name, spans in windows(outcome["windows"]).items()}


def self_releases(case, outcome):
    """The releases `-sX@t` of subscriptions that ended because source X itself sent its
    completion or error at t (read from the case: the source's last event)."""
    found = set()
    for name, spans in windows(outcome["windows"]).items():
        source = case["sources"][int(name[1:])]
        if not source["events"] or source["events"][-1]["kind"] == "next":
            continue
        end = source["events"][-1]["tick"]
        for opened, closed in spans:
            if closed is not None and closed == (end if source["hot"] else opened + end):
                found.add(f"-{name}@{closed}")
    return found


def ended_at(outcome, tick):
    """Whether the result sent its completion or error at `tick`."""
    events = outcome["events"].split()
    return bool(events) and events[-1][0] in "|e" and int(events[-1].split("@")[1].rstrip("'")) == tick


def release_order_at_an_end(case, reference, candidate, slots_reused=False, reordered=frozenset()):
    """Where a subscription ends on its own (a completion or an error, an operator that
    ends early), ReactiveObjC releases each link's upstream before the link passes the
    end on, from the inside out; the engine passes the end on first and then releases
    the subscription from its root, in the order it was made. Same events, same windows;
    at each tick the same subscriptions and releases, and where the order differs the
    tick has a release (a source's windows may then be listed in another order). At the
    tick of the final disposal the order must be the same, unless something else happened
    there too (a source or the result ended on its own, something was subscribed)."""
    if reference["events"] != candidate["events"] or sorted_windows(reference) != sorted_windows(candidate):
        return False
    disposal = case.get("disposeAt") or 1000
    moved = self_releases(case, reference) | self_releases(case, candidate)

    def by_tick(order):
        ticks = {}
        for entry in order.split():
            ticks.setdefault(int(entry.split("@")[1]), []).append(entry)
        return ticks
    ours, theirs = by_tick(reference["order"]), by_tick(candidate["order"])
    if ours.keys() != theirs.keys():
        return False
    for tick, entries in ours.items():
        other = theirs[tick]
        if entries == other:
            continue
        if sorted(entries) != sorted(other):
            return False
        # The final disposal alone subscribes nothing: a subscription at its tick, a
        # source's own end or the result's end there make it a tick where something ended.
        ended = moved.intersection(entries) or ended_at(reference, tick) or any(e.startswith("+") for e in entries)
        if tick == disposal and not slots_reused and not ended:
            return False
        if tick not in reordered and not any(e.startswith("-") for e in entries):
            return False
    return True


def reused_compound_slot(case, reference, candidate):
    """ReactiveObjC's compound disposable keeps its first two disposables in fixed
    slots and reuses a slot that a removed disposable left: `-flatten:` (`concatMap`
    and `flatten2` here) removes an inner that completed, so a later inner can take its slot and be
    released before the outer at the final disposal. The engine releases in the order
    the subscriptions were made. Applies to cases with a `concatMap` or `flatten2` whose inner ended
    on its own before the disposal; then the disposal tick may be ordered differently
    too (the rule above, otherwise)."""
    disposal = case.get("disposeAt") or 1000
    if not any(stage["name"] in ("concatMap", "flatten2") for stage in case["stages"]):
        return False
    if not any(int(e.split("@")[1]) < disposal for e in self_releases(case, reference)):
        return False
    return release_order_at_an_end(case, reference, candidate, slots_reused=True)


def no_subscription_after_end(case, reference, candidate):
    """ReactiveObjC runs a subscription's work even after the subscriber it serves has
    ended: when a value sent during the subscribe call (by `startWith`, a behavior
    subject, a replaying multicast, or a `reduce`/`collect` of a signal that ended at
    once) makes a later `take`, `takeWhile`,
    `take(untilBlock:)`, `any`, `all` or a failing `tryMap` end the subscription, the stages still subscribe their sources (a `retry`, `merge`,
    `replayLazily`, `switchToLatest`, `takeUntilReplacement` or a multicast
    connection), which are then released at once, later, or never. The engine does not subscribe for a subscription that has already
    ended. So: same events, ReactiveObjC's windows are RACBridge's plus some, the case
    has such a prefix followed by such an end, and without the extra windows the order
    agrees (or differs as the first rule allows, and at the ticks of the creation and
    the subscription, where that work runs, in any order)."""
    names = [stage["name"] for stage in case["stages"]]
    prefixes = [i for i, name in enumerate(names) if name in ("startWith", "behavior", "replay", "replayLast", "replayLazily", "replaySubject",
                                                            "reduce", "collect")]
    enders = ("take", "takeWhile", "takeUntilBlock", "any", "all", "tryMap")
    if not prefixes or not any(name in enders for name in names[prefixes[0] + 1:]):
        return False
    ours, theirs = windows(reference["windows"]), windows(candidate["windows"])
    extra = []  # the order entries of ReactiveObjC's extra windows
    kept = {}
    for name, spans in ours.items():
        remaining = list(theirs.get(name, []))
        kept[name] = []
        for span in spans:
            if span in remaining:
                remaining.remove(span)
                kept[name].append(span)
                continue
            extra.append(f"+{name}@{span[0]}")
            if span[1] is not None:
                extra.append(f"-{name}@{span[1]}")
        if remaining:
            return False
    # That work runs side effects too (an `initially` block, a `doCompleted` above the
    # end): ReactiveObjC may run more `initially` blocks, and the side effects of the
    # ticks of the creation, the subscription and the result's end may sit elsewhere
    # among that tick's events.
    events, theirs_events = reference["events"].split(), candidate["events"].split()
    for effect in {e for e in events if e.startswith("I@")}:
        for _ in range(events.count(effect) - theirs_events.count(effect)):
            del events[len(events) - 1 - events[::-1].index(effect)]  # the latest one
    if events != theirs_events:
        if sorted(events) != sorted(theirs_events):
            return False
        ticks = {"100", "200"} | {e.split("@")[1].rstrip("'") for e in events if e[0] in "|e"}
        def without_effects(entries):
            return [e for e in entries if not (e[0] in "IFCE" and e.split("@")[1].rstrip("'") in ticks)]
        if without_effects(events) != without_effects(theirs_events):
            return False
    predicted = dict(reference, events=candidate["events"])
    predicted["windows"] = " ".join(f"{n}[{','.join(f'{o}-{chr(8734) if c is None else c}' for o, c in spans)}]"
                                    for n, spans in kept.items())
    # An extra entry may equal another one (`+s0@200` twice): try each way of choosing
    # which occurrences were the extra windows'.
    order = reference["order"].split()
    needed = {entry: extra.count(entry) for entry in set(extra)}
    choices = [itertools.combinations([i for i, e in enumerate(order) if e == entry], count)
               for entry, count in needed.items()]
    for picked in itertools.islice(itertools.product(*choices), 1000):
        dropped = {i for group in picked for i in group}
        predicted["order"] = " ".join(e for i, e in enumerate(order) if i not in dropped)
        if predicted == candidate or release_order_at_an_end(case, predicted, candidate, reordered={100, 200}):
            return True
    return False


# The rules: (name, the section that documents the difference, explains(case,
# ReactiveObjC's outcome, RACBridge's outcome)). Each one models a deliberate
# difference narrowly; see README.md ("Rules").
SECTION = "Docs/Compatibility.md#differential-run-against-reactiveobjc"
RULES = [
    ("release-order-at-an-end", SECTION + " (release order at an end)", release_order_at_an_end),
    ("reused-compound-slot", SECTION + " (reused compound slot)", reused_compound_slot),
    ("no-subscription-after-end", SECTION + " (no subscription after the end)", no_subscription_after_end),
]

CATEGORIES = ("events", "windows", "order")


def verdict(case, reference, candidate):
    """(category, rule name or None) for a differing case; None when both agree."""
    if reference == candidate:
        return None
    category = next(k for k in CATEGORIES if reference[k] != candidate[k])
    for name, _, explains in RULES:
        if explains(case, reference, candidate):
            return category, name
    return category, None


def describe(case):
    """One line: the sources as events at ticks, the stages, the disposal."""
    def event(e):
        mark = {"next": str(e.get("value")), "completed": "|", "error": "#"}[e["kind"]]
        return f"{mark}@{e['tick']}"
    sources = ", ".join(f"s[{i}] {'hot' if s['hot'] else 'cold'} [{' '.join(map(event, s['events']))}]"
                        for i, s in enumerate(case["sources"]))
    stages = " → ".join(f"{s['name']}({', '.join(map(str, s['arguments']))}"
                        f"{'; s[%d]' % s['source'] if s.get('source') is not None else ''})" for s in case["stages"])
    return f"{sources}; {stages}" + (f"; disposed at {case['disposeAt']}" if case.get("disposeAt") else "")


def run_both(cases):
    """Runs cases (dicts) on both interpreters; returns [(reference, candidate)]."""
    text = "".join(json.dumps(c, sort_keys=True) + "\n" for c in cases)
    results = []
    for runner in runners:
        lines = subprocess.run([runner], input=text, capture_output=True, text=True, timeout=600).stdout.splitlines()
        lines += [f"{i}\tevents: !crash | windows:  | order: " for i in range(len(lines), len(cases))]
        results.append([outcome(line) for line in lines])
    return list(zip(results[0], results[1]))


def smaller(case):
    """Cases one change smaller than `case`, most promising first."""
    def copy():
        return json.loads(json.dumps(case))
    for i in range(len(case["stages"])):
        c = copy(); del c["stages"][i]
        if c["stages"]:
            yield c
    for i in range(1, len(case["sources"])):
        c = copy(); del c["sources"][i]
        if all(s.get("source") is None or s["source"] != i for s in c["stages"]):
            for s in c["stages"]:
                if s.get("source") is not None and s["source"] > i:
                    s["source"] -= 1
            yield c
    if case.get("disposeAt"):
        c = copy(); del c["disposeAt"]; yield c
    for i, source in enumerate(case["sources"]):
        for j in range(len(source["events"])):
            c = copy(); del c["sources"][i]["events"][j]; yield c
        for j, e in enumerate(source["events"]):
            if e.get("value", 1) > 1:
                c = copy(); c["sources"][i]["events"][j]["value"] = 1; yield c
            floor = 200 if source["hot"] else 0
            earlier = e["tick"] - 10
            if earlier > floor and (j == 0 or source["events"][j - 1]["tick"] <= earlier):
                c = copy(); c["sources"][i]["events"][j]["tick"] = earlier; yield c
    for i, s in enumerate(case["stages"]):
        if s.get("source"):
            c = copy(); c["stages"][i]["source"] = 0; yield c
        for j, a in enumerate(s["arguments"]):
            if a > 1:
                c = copy(); c["stages"][i]["arguments"][j] = a - 1; yield c
    if case.get("disposeAt", 1000) > 210:
        c = copy(); c["disposeAt"] = case.get("disposeAt", 1000) - 50 if case.get("disposeAt") else None
        if c["disposeAt"]:
            yield c


def shrink(case, category):
    """The smallest case found that still differs, unexplained, in `category`."""
    for _ in range(200):
        candidates = list(smaller(case))
        if not candidates:
            break
        for candidate, (ref, cand) in zip(candidates, run_both(candidates)):
            found = verdict(candidate, ref, cand)
            if found == (category, None):
                case = candidate
                break
        else:
            break
    return case


def main():
    cases = read("cases.txt")
    data = [json.loads(line) for line in read("cases.jsonl")]
    reference = read("reactiveobjc.txt")
    candidate = read("racbridge.txt")
    if not (len(reference) == len(candidate) == len(cases)):
        print(f"incomplete run: {len(cases)} cases, ReactiveObjC printed {len(reference)}, RACBridge {len(candidate)}")
        print(f"{len(cases)} cases: ? differences, {len(cases)} unexplained")
        sys.exit(1)
    explained = {}
    unexplained = {name: [] for name in CATEGORIES}
    for i in range(len(cases)):
        if reference[i] == candidate[i]:
            continue
        category, rule = verdict(data[i], outcome(reference[i]), outcome(candidate[i]))
        if rule:
            explained[rule] = explained.get(rule, 0) + 1
        else:
            unexplained[category].append(i)

    for name in CATEGORIES:
        for i in sorted(unexplained[name], key=lambda i: len(cases[i]))[:show]:
            index, description, spelling = cases[i].split("\t")
            print(f"case {index} ({name}): {description}")
            print(f"  pipeline:     {spelling}")
            print(f"  ReactiveObjC: {reference[i].split(chr(9), 1)[1]}")
            print(f"  RACBridge:    {candidate[i].split(chr(9), 1)[1]}")
            print(f"  json:         {json.dumps(data[i], sort_keys=True)}")
            if runners:
                small = shrink(data[i], name)
                (ref, cand), = run_both([small])
                print(f"  shrunk to:    {describe(small)}")
                print(f"    ReactiveObjC: events: {ref['events']} | windows: {ref['windows']} | order: {ref['order']}")
                print(f"    RACBridge:    events: {cand['events']} | windows: {cand['windows']} | order: {cand['order']}")
                print(f"    json:         {json.dumps(small, sort_keys=True)}")

    for name, section, _ in RULES:
        if explained.get(name):
            print(f"  explained by {name} ({section}): {explained[name]}")
    for name in CATEGORIES:
        if unexplained[name]:
            counts = {}
            for i in unexplained[name]:
                for stage in {s["name"] for s in data[i]["stages"]}:
                    counts[stage] = counts.get(stage, 0) + 1
            listed = ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
            shown = " ".join(cases[i].split("\t")[0] for i in sorted(unexplained[name])[:30])
            print(f"  unexplained in {name}: cases {shown}{' …' if len(unexplained[name]) > 30 else ''}")
            print(f"  unexplained {name} stages: {listed}")
    total_unexplained = sum(len(v) for v in unexplained.values())
    differences = total_unexplained + sum(explained.values())
    print(f"{len(cases)} cases: {differences} differences, {total_unexplained} unexplained")
    sys.exit(1 if total_unexplained else 0)


main()
