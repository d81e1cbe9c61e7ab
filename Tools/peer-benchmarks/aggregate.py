#!/usr/bin/env python3
"""Turns the JSON lines of several `peers` processes into the peer tables (markdown).

Within a process, a time is the median of its rounds and a ratio the median of the
per-round ratios (both ran in the same round); across processes, the median of the
per-process figures. Usage: aggregate.py process-1.jsonl process-2.jsonl ...
"""
import json
import statistics
import sys

LIBRARIES = ["floor", "rx", "rac", "rxswift", "opencombine"]
NAMES = {"floor": "hand-written", "rx": "ReactiveBridge Rx", "rac": "RAC", "rxswift": "RxSwift",
         "opencombine": "OpenCombine"}
ROWS = {
    "subscribe-send-dispose": "subject.map.filter: subscribe, 1 event, dispose (per cycle)",
    "just-subscribe-dispose": "just(k).map.filter: subscribe, dispose (per cycle)",
    "flatmap-just": "subject.flatMap { just(x) } (per outer value)",
    "flatmap-of": "subject.flatMap { of(x, x+1, x+2) } (per outer value)",
    "create-sending": "create sending → map (per event; RAC: createSignal)",
    "live-chains": "100,000 live subject → map → filter",
    "live-subscribers": "a subject with 100,000 subscribers",
    "scale-chains": "1,000,000 live subject → map → filter",
}
PHASES = ["subscribe", "send", "dispose"]


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def load(paths):
    processes = []
    for path in paths:
        with open(path) as handle:
            processes.append({entry["id"]: entry for entry in map(json.loads, filter(str.strip, handle))})
    return processes


def paired(mine, theirs):
    """Median of per-round ratios, or None."""
    if not mine or not theirs or len(mine) != len(theirs):
        return None
    return statistics.median(a / b for a, b in zip(mine, theirs))


def across(processes, figure):
    """The median over processes of figure(process), skipping processes where it is None."""
    return median([figure(process) for process in processes])


def fmt(value, digits=1):
    return "—" if value is None else f"{value:,.{digits}f}"


def timed_table(processes):
    rows = []
    for row, title in ROWS.items():
        if not any(f"{row}/{lib}" in p for p in processes for lib in LIBRARIES) or row.startswith(("live", "scale")):
            continue
        def samples(process, lib):
            entry = process.get(f"{row}/{lib}")
            return entry["samples"] if entry else None
        times = {lib: across(processes, lambda p, lib=lib: median(samples(p, lib) or [None])) for lib in LIBRARIES}
        allocs = {lib: across(processes, lambda p, lib=lib: p[f"{row}/{lib}"]["allocations"] if f"{row}/{lib}" in p else None)
                  for lib in LIBRARIES}
        ratio = lambda a, b: across(processes, lambda p: paired(samples(p, a), samples(p, b)))
        cells = [title] + [fmt(times[lib]) for lib in LIBRARIES]
        cells += [fmt(ratio("rx", "floor"), 2), fmt(ratio("rac", "floor"), 2), fmt(ratio("rac", "rx"), 2),
                  fmt(ratio("rx", "rxswift"), 3), fmt(ratio("rx", "opencombine"), 3)]
        cells.append(" / ".join("—" if allocs[lib] is None or allocs[lib] < 0 else fmt(allocs[lib], 2) for lib in LIBRARIES))
        rows.append("| " + " | ".join(cells) + " |")
    header = ("| scenario | " + " | ".join(NAMES[lib] for lib in LIBRARIES)
              + " | Rx × floor | RAC × floor | RAC / Rx | Rx / RxSwift | Rx / OpenCombine"
              + " | allocs (hand / Rx / RAC / RxSwift / OpenCombine) |")
    return "\n".join([header, "|" + " --- |" + " ---: |" * 10 + " --- |"] + rows)


def live_table(processes):
    rows = []
    for row, title in ROWS.items():
        if not row.startswith(("live", "scale")):
            continue
        for lib in LIBRARIES:
            key = f"{row}/{lib}"
            if not any(key in p for p in processes):
                continue
            def phase(p, index, key=key):
                return p[key]["phases"][index] if key in p else None
            times = [across(processes, lambda p, i=i: median(phase(p, i) or [None])) for i in range(3)]
            floor = f"{row}/floor"
            ratios = [across(processes, lambda p, i=i: paired(phase(p, i), p[floor]["phases"][i] if floor in p else None))
                      for i in range(3)]
            bytes_held = across(processes, lambda p: p[key]["bytes"][0] if key in p and p[key]["bytes"][0] >= 0 else None)
            bytes_left = across(processes, lambda p: p[key]["bytes"][2] if key in p and p[key]["bytes"][2] >= 0 else None)
            allocs = across(processes, lambda p: p[key]["allocations"][0] if key in p and p[key]["allocations"][0] >= 0 else None)
            floor_bytes = across(processes, lambda p: p[floor]["bytes"][0] if floor in p else None)
            cells = [title if lib == "floor" else "", NAMES[lib]]
            cells += [fmt(times[0]), fmt(allocs, 2), fmt(bytes_held, 0), fmt(times[1]), fmt(times[2]), fmt(bytes_left, 0)]
            if lib == "floor":
                cells.append("")
            else:
                notes = [f"{name} {fmt(r, 2)}×" for name, r in zip(PHASES, ratios) if r is not None]
                if bytes_held is not None and floor_bytes:
                    notes.append(f"bytes {fmt(bytes_held / floor_bytes, 2)}×")
                cells.append(", ".join(notes))
            rows.append("| " + " | ".join(cells) + " |")
    header = ("| scenario | library | subscribe ns | allocs | bytes | send ns | dispose ns | bytes left"
              " | × hand-written (per-round medians) |")
    return "\n".join([header, "| --- | --- |" + " ---: |" * 6 + " --- |"] + rows)


def main():
    processes = load(sys.argv[1:])
    print(f"{len(processes)} processes; times in ns per operation, medians.\n")
    print(timed_table(processes))
    print("\nLive subscriptions, per subscription: subscribe ns, allocs and heap bytes held after subscribing"
          " all N; send ns for one event to all N; dispose ns for disposing all; bytes left after that.\n")
    print(live_table(processes))


if __name__ == "__main__":
    main()
