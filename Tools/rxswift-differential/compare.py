#!/usr/bin/env python3
"""Compares the lines the two interpreters printed, case by case, and prints each
difference with the case (description, Rx spelling, JSON) and both outcomes.
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

differences = [i for i in range(len(cases)) if reference[i] != candidate[i]]
for i in differences[:show]:
    _, description, spelling = cases[i].split("\t")
    print(f"case {i}: {description}")
    print(f"  pipeline: {spelling}")
    print(f"  RxSwift:  {reference[i].split(chr(9), 1)[1]}")
    print(f"  RxBridge: {candidate[i].split(chr(9), 1)[1]}")
    print(f"  json:     {json[i]}")
# Which stage names the differing cases contain, most frequent first: where to look.
counts = {}
for i in differences:
    for name in set(part.split("(")[0] for part in cases[i].split("\t")[1].split("; ")[1].split(" → ")):
        counts[name] = counts.get(name, 0) + 1
print(f"{len(cases)} cases, {len(differences)} differ")
if counts:
    print("stages in differing cases: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1])))
sys.exit(1 if differences else 0)
