#!/usr/bin/env python3
"""Compares the lines the two interpreters printed, case by case.

Each differing case falls in one category, the first part that differs:
  events   the recorded events (values, ticks, terminal events) differ
  windows  the events agree, a source's subscription windows differ
  order    events and windows agree, only the order of subscriptions and releases
           logged at the same tick differs
It prints the N shortest differing cases of each category in full (description, Rx
spelling, both outcomes, JSON), then the counts per category and, per category, the
stage kinds the differing cases contain (most frequent first: where to look).

Usage: compare.py DIRECTORY [--show N]. Exit status 1 when any case differs."""
import sys

directory = sys.argv[1]
show = int(sys.argv[sys.argv.index("--show") + 1]) if "--show" in sys.argv else 20


def read(name):
    with open(f"{directory}/{name}", encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle]


cases = read("cases.txt")
json = read("cases.jsonl")
reference = read("rxswift.txt")
candidate = read("rxbridge.txt")
if len(reference) != len(cases) or len(candidate) != len(cases):
    print(f"incomplete run: {len(cases)} cases, RxSwift printed {len(reference)}, RxBridge {len(candidate)}")
    sys.exit(1)


def outcome(line):
    """The three parts an interpreter prints after the index: events, windows, order."""
    return line.split("\t", 1)[1].split(" | ")


def stages(index):
    description = cases[index].split("\t")[1]
    return [part.split("(")[0] for part in description.split("; ")[1].split(" → ")]


CATEGORIES = ("events", "windows", "order")
found = {name: [] for name in CATEGORIES}
for i in range(len(cases)):
    if reference[i] == candidate[i]:
        continue
    ours, theirs = outcome(candidate[i]), outcome(reference[i])
    first = next(k for k in range(3) if ours[k] != theirs[k])
    found[CATEGORIES[first]].append(i)

for name in CATEGORIES:
    for i in sorted(found[name], key=lambda i: len(cases[i]))[:show]:
        _, description, spelling = cases[i].split("\t")
        print(f"case {cases[i].split(chr(9))[0]} ({name}): {description}")
        print(f"  pipeline: {spelling}")
        print(f"  RxSwift:  {reference[i].split(chr(9), 1)[1]}")
        print(f"  RxBridge: {candidate[i].split(chr(9), 1)[1]}")
        print(f"  json:     {json[i]}")

total = sum(len(found[name]) for name in CATEGORIES)
print(f"{len(cases)} cases, {total} differ: " + ", ".join(f"{len(found[n])} in {n}" for n in CATEGORIES))
for name in CATEGORIES:
    counts = {}
    for i in found[name]:
        for stage in set(stages(i)):
            counts[stage] = counts.get(stage, 0) + 1
    if counts:
        listed = ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
        print(f"  {name}: cases {' '.join(cases[i].split(chr(9))[0] for i in sorted(found[name])[:30])}{' …' if len(found[name]) > 30 else ''}")
        print(f"  {name} stages: {listed}")
sys.exit(1 if total else 0)
