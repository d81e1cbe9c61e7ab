#!/usr/bin/env python3
"""RxCocoa's UIKit/AppKit public API against RxBridge's, per platform.

  surface.py reference MIRROR_GIT_DIR [REV]        > reference.tsv
  surface.py candidate SYMBOLGRAPH_DIR PLATFORM    > candidate.tsv
  surface.py compare REFERENCE.tsv CANDIDATE.tsv PLATFORM [--list] [--signatures]

`reference` reads RxCocoa's Swift sources (RxCocoa/iOS, RxCocoa/macOS, RxCocoa/Common) out
of a git mirror of RxSwift at run time and writes one line per public declaration and
platform: `platform<TAB>key<TAB>status<TAB>declaration`. Only declarations are kept (the
signature up to its body), never bodies. Each file is read once per platform (iOS, tvOS,
visionOS, macOS) with its `#if os(...)` branches resolved for that platform, so a
declaration is listed for the platforms that have it.

A key is the kind and the dotted path, with the constraints of an extension in brackets
and a function's argument labels: `var Reactive[Base: UIButton].tap`,
`func Reactive[Base: UIControl].controlEvent(_:)`, `type ControlTarget`.

`status` says what the project plans for the declaration (see STATUS_RULES): `required`,
or `scheduled:<why>` for work on a later branch, or `excluded:<why>`.

`candidate` reads the symbol graphs the Apple-target check writes
(`Tools/apple-check/run.sh --symbol-graph DIR`: DIR/<triple>/RxBridge*.symbols.json and
ReactiveCore's) for one platform and writes `key<TAB>declaration` lines with the same keys.

`compare` prints, for the platform, how many reference keys are present, missing,
scheduled and excluded (with --list: each missing and scheduled key; with
--signatures: present keys whose declarations differ after whitespace is normalized).
Exit status 1 when a required key is missing.
"""
import collections, glob, json, os, re, subprocess, sys

PLATFORMS = ["iOS", "tvOS", "visionOS", "macOS"]
TRIPLE_PREFIX = {"iOS": "arm64-apple-ios", "tvOS": "arm64-apple-tvos", "visionOS": "arm64-apple-xros",
                 "macOS": "x86_64-apple-macosx"}

# What the project plans for each part of RxCocoa's UI layer (first match wins): a
# regular expression over `path<TAB>key`, and the status. Everything else is required.
STATUS_RULES = [
    (r"WKWebView\+Rx|RxWKNavigationDelegateProxy", "excluded:WebKit (no WebKit layer planned)"),
    (r"RxCocoaObjCRuntimeError|RxCocoaInterceptionMechanism",
     "excluded:Objective-C message interception (Swift cannot take part in message forwarding; Docs/DelegateProxies.md)"),
]


def status_of(path, key):
    subject = f"{path}\t{key}"
    for pattern, status in STATUS_RULES:
        if re.search(pattern, subject):
            return status
    return "required"


def normalized_constraint(constraint):
    """A constraint as both sides spell it: without `Self.` before an associated type (the
    symbol graph writes `Self.ParentObject: HasDelegate` for a protocol extension's
    `ParentObject: HasDelegate`, and `Self.Delegate == Self.ParentObject.Delegate` for
    `Self.Delegate == ParentObject.Delegate`)."""
    return re.sub(r"\bSelf\.", "", constraint)


# --- reading Swift sources ------------------------------------------------------------

def strip_comments_and_strings(text):
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def condition_holds(condition, platform):
    """Evaluates an `#if` condition for a platform (os(), canImport(); compiler/swift
    version checks hold; other flags, such as DEBUG, do not)."""
    c = condition
    c = re.sub(r"os\((\w+)\)", lambda m: str(m.group(1) == platform), c)
    c = re.sub(r"canImport\((\w+)\)", lambda m: str(
        {"UIKit": platform != "macOS", "AppKit": platform == "macOS", "Cocoa": platform == "macOS"}.get(m.group(1), True)), c)
    c = re.sub(r"(compiler|swift)\([^)]*\)", "True", c)
    c = c.replace("&&", " and ").replace("||", " or ")
    c = re.sub(r"!(?!=)", " not ", c)
    c = re.sub(r"\b(?!True\b|False\b|and\b|or\b|not\b)[A-Za-z_]\w*\b", "False", c)
    return bool(eval(c))


def lines_for(text, platform):
    """The source with `#if` branches resolved for `platform` (inactive lines blanked)."""
    stack, out = [], []  # stack of (active_parent, taken, active)
    for line in text.split("\n"):
        s = line.strip()
        active = all(frame[2] for frame in stack)
        if s.startswith("#if "):
            holds = condition_holds(s[4:], platform)
            stack.append([active, holds, active and holds])
            out.append("")
        elif s.startswith("#elseif "):
            parent, taken, _ = stack[-1]
            holds = not taken and condition_holds(s[8:], platform)
            stack[-1] = [parent, taken or holds, parent and holds]
            out.append("")
        elif s.startswith("#else"):
            parent, taken, _ = stack[-1]
            stack[-1] = [parent, True, parent and not taken]
            out.append("")
        elif s.startswith("#endif"):
            stack.pop()
            out.append("")
        else:
            out.append(line if active else "")
    return "\n".join(out)


DECL = re.compile(r"\b(func|var|let|class|struct|enum|protocol|typealias|init|subscript|case|extension|actor)\b")
MODIFIERS = {"public", "open", "private", "fileprivate", "internal", "static", "class", "final", "override",
             "convenience", "required", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic",
             "indirect", "optional", "nonisolated", "package"}
CONTINUES_AFTER = ("->", ",", ":", "=", "&", "where", "(", "<")
CONTINUES_BEFORE = ("->", "where", "{", "(", ":", "&", "=", ",", "throws", "rethrows", "async", ".")


def strip_attributes(header):
    previous = None
    while previous != header:
        previous = header
        header = re.sub(r"^\s*@\w+(\.\w+)*(\s*\((?:[^()]|\([^()]*\))*\))?", "", header).strip()
    return header


def split_top_level(text, separator=","):
    parts, depth, current = [], 0, []
    for k, ch in enumerate(text):
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}" and not (ch == ">" and k > 0 and text[k - 1] == "-"):
            depth -= 1
        if ch == separator and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    parts.append("".join(current))
    return [p.strip() for p in parts if p.strip()]


def parameter_labels(header, start):
    i = header.find("(", start)
    if i < 0:
        return ""
    depth, j = 0, i
    while j < len(header):
        depth += {"(": 1, ")": -1}.get(header[j], 0)
        if depth == 0:
            break
        j += 1
    labels = []
    for parameter in split_top_level(header[i + 1:j]):
        names = parameter.split(":", 1)[0].split()
        labels.append((names[0] if names else "_") + ":")
    return "(" + "".join(labels) + ")"


def classify(header):
    """(kind, name, access, is_static, opens_scope) of a declaration header, or None."""
    h = strip_attributes(header)
    h = re.sub(r"\b(private|fileprivate|internal|public|package)\(set\)\s*", "", h)  # a setter's access
    words = re.findall(r"[A-Za-z_]\w*|\S", h)
    access, is_static = None, False
    k = 0
    while k < len(words) and words[k] in MODIFIERS and not (
            words[k] == "class" and k + 1 < len(words) and words[k + 1] not in MODIFIERS | {"func", "var", "let", "subscript"}):
        base = words[k]
        if base in ("public", "open", "private", "fileprivate", "internal", "package"):
            access = base
        if base in ("static", "class"):
            is_static = True
        k += 1
    if k >= len(words):
        return None
    keyword = words[k]
    rest = h[h.find(keyword, sum(len(w) for w in words[:k])):]
    after = rest[len(keyword):].strip()
    if keyword in ("class", "struct", "enum", "protocol", "actor"):
        name = re.match(r"\w+", after).group(0)
        return ("type", name, access, False, True)
    if keyword == "extension":
        m = re.match(r"([\w.]+)(?:\s*:\s*[^{]*?)?(?:\s+where\s+(.*))?$", after.strip())
        name = m.group(1)
        where = m.group(2)
        if where:
            constraints = ", ".join(sorted(normalized_constraint(re.sub(r"\s+", " ", c).replace(" :", ":"))
                                           for c in split_top_level(where)))
            name += f"[{constraints}]"
        return ("extension", name, access, False, True)
    if keyword in ("func",):
        m = re.match(r"([^\s(<]+)", after)
        return ("func", m.group(1) + parameter_labels(after, m.end()), access, is_static, False)
    if keyword == "init":
        return ("init", "init" + parameter_labels(after, 0), access, False, False)
    if keyword == "subscript":
        return ("subscript", "subscript" + parameter_labels(after, 0), access, is_static, False)
    if keyword in ("var", "let"):
        m = re.match(r"\(?\s*(\w+)", after)
        return ("var", m.group(1), access, is_static, False) if m else None
    if keyword == "typealias":
        return ("typealias", re.match(r"\w+", after).group(0), access, False, False)
    if keyword == "case":
        m = re.match(r"(\w+)", after)
        return ("case", m.group(1) + (parameter_labels(after, m.end()) if after[m.end():].lstrip().startswith("(") else ""),
                access, False, False) if m else None
    return None


def declarations(source):
    """Yields (key, declaration) for each public declaration of a resolved source."""
    text = source
    n = len(text)
    i = 0
    scopes = [("file", "", "internal", "file")]  # (kind, path, default access, decl kind)
    while i < n:
        # skip whitespace and stray semicolons
        while i < n and text[i] in " \t\r\n;":
            i += 1
        if i >= n:
            break
        if text[i] == "}":
            scopes.pop()
            i += 1
            continue
        # read a header: up to '{' at depth 0, or the end of a line that does not continue
        start, depth = i, 0
        while i < n:
            ch = text[i]
            if ch in "([<":
                depth += 1
            elif ch in ")]>":
                if not (ch == ">" and text[i - 1] == "-"):
                    depth = max(0, depth - 1)
            elif ch == "{" and depth == 0:
                break
            elif ch == "}" and depth == 0:
                break
            elif ch == "\n" and depth == 0:
                so_far = text[start:i].rstrip()
                rest = text[i:].lstrip()
                if not so_far.endswith(CONTINUES_AFTER) and not rest.startswith(CONTINUES_BEFORE) \
                        and not re.match(r"^\s*@", text[start:i].strip().split("\n")[-1] + " ") \
                        or so_far.endswith("}"):
                    break
                if not so_far:
                    break
            i += 1
        header = re.sub(r"\s+", " ", text[start:i]).strip()
        has_body = i < n and text[i] == "{"
        if has_body:
            i += 1
        info = classify(header) if header and DECL.search(header) else None
        scope_kind, scope_path, scope_access, _ = scopes[-1]
        if scope_kind in ("file", "type", "extension") and info:
            kind, name, access, is_static, opens = info
            effective = access or scope_access
            public = effective in ("public", "open")
            path = f"{scope_path}.{name}" if scope_path else name
            if kind == "extension":
                path = name
            if public and kind != "extension" and not name.startswith("_"):
                key = f"{'static ' if is_static else ''}{kind} {path}"
                declaration = re.sub(r"\s*\{$", "", header)
                yield key, declaration
            if has_body:
                if opens:
                    member_default = ("public" if public else "internal") if kind == "extension" else (
                        "public" if public and scopes[-1] and header_is_protocol_or_enum(header) else "internal")
                    scopes.append(("extension" if kind == "extension" else "type", path, member_default, kind))
                else:
                    i = skip_body(text, i)
        elif has_body:
            i = skip_body(text, i)


def header_is_protocol_or_enum(header):
    return re.search(r"\b(protocol|enum)\b", strip_attributes(header).split("{")[0]) is not None


def skip_body(text, i):
    depth = 1
    while i < len(text) and depth:
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return i


def reference(mirror, rev="HEAD"):
    git = ["git", f"--git-dir={mirror}"]
    commit = subprocess.check_output(git + ["rev-parse", rev], text=True).strip()
    files = subprocess.check_output(git + ["ls-tree", "-r", "--name-only", commit, "RxCocoa/iOS", "RxCocoa/macOS",
                                           "RxCocoa/Common"], text=True).split()
    print(f"# RxCocoa's UIKit/AppKit public declarations, read from RxSwift {commit[:12]} by "
          f"Tools/cocoa-surface/surface.py reference (declarations only).")
    rows = set()
    for path in sorted(f for f in files if f.endswith(".swift")):
        source = strip_comments_and_strings(subprocess.check_output(git + ["show", f"{commit}:{path}"], text=True))
        for platform in PLATFORMS:
            for key, declaration in declarations(lines_for(source, platform)):
                rows.add((platform, key, status_of(path, key), declaration))
    for row in sorted(rows):
        print("\t".join(row))


# --- reading symbol graphs ------------------------------------------------------------

KINDS = {"class": "type", "struct": "type", "enum": "type", "protocol": "type", "typealias": "typealias",
         "property": "var", "var": "var", "type.property": "static var", "method": "func", "func": "func",
         "type.method": "static func", "init": "init", "subscript": "subscript", "type.subscript": "static subscript",
         "enum.case": "case"}


def candidate(directory, platform):
    prefix = TRIPLE_PREFIX[platform]
    dirs = [d for d in glob.glob(os.path.join(directory, prefix + "*")) if os.path.isdir(d)]
    if not dirs:
        sys.exit(f"no symbol graph for {platform} ({prefix}*) in {directory}")
    rows = set()
    paths = []
    for module in ("RxBridge", "ReactiveCore"):
        paths += glob.glob(os.path.join(dirs[0], f"{module}.symbols.json"))
        paths += glob.glob(os.path.join(dirs[0], f"{module}@*.symbols.json"))
    for path in paths:
        for s in json.load(open(path))["symbols"]:
            kind = KINDS.get(s["kind"]["identifier"].replace("swift.", ""))
            if kind is None or s.get("accessLevel") not in ("public", "open"):
                continue
            names = list(s["pathComponents"])
            constraints = [c for c in s.get("swiftExtension", {}).get("constraints", [])]
            if constraints and len(names) >= 2:
                rendered = ", ".join(sorted(normalized_constraint(
                    f'{c["lhs"]}{": " if c["kind"] in ("conformance", "superclass") else " == "}{c["rhs"]}')
                    for c in constraints))
                names[-2] = f"{names[-2]}[{rendered}]"
            declaration = "".join(f["spelling"] for f in s.get("declarationFragments", [])).replace("\n", " ")
            rows.add((f"{kind} {'.'.join(names)}", declaration))
    for row in sorted(rows):
        print("\t".join(row))


def normalized(declaration):
    """A declaration in one spelling: no access or attributes, no accessor list, no
    spaces inside parentheses, and generic constraints in one sorted `where` clause
    (`<T: P>` and `<T> … where T : P` are the same declaration)."""
    d = re.sub(r"\s+", " ", declaration)
    d = re.sub(r"(^|\s)(public|open|final|nonisolated|@[\w.]+)\s+", r"\1", d).strip()
    d = re.sub(r"\s*\{ get( set)? \}$", "", d)
    d = re.sub(r"\(\s+", "(", d)
    d = re.sub(r"\s+\)", ")", d)
    d = d.replace("Self.", "").replace(" : ", ": ")
    where = []
    m = re.search(r"\swhere\s(.*)$", d)
    if m:
        where = split_top_level(m.group(1))
        d = d[:m.start()]
    m = re.match(r"^([^<(]*?\w)<([^()]*?)>", d)
    if m:
        names = []
        for parameter in split_top_level(m.group(2)):
            name, _, bound = parameter.partition(":")
            names.append(name.strip())
            if bound.strip():
                where.append(f"{name.strip()}: {bound.strip()}")
        d = f"{m.group(1)}<{', '.join(names)}>{d[m.end():]}"
    where = [" == ".join(sorted(w.split(" == "))) if " == " in w else w for w in where]  # A == B is B == A
    return d.strip() + (" where " + ", ".join(sorted(where)) if where else "")


def compare(reference_path, candidate_path, platform, show_list, signatures):
    ref = collections.defaultdict(lambda: ("", set()))
    for line in open(reference_path):
        if line.startswith("#") or not line.strip():
            continue
        p, key, status, declaration = line.rstrip("\n").split("\t", 3)
        if p == platform:
            ref[key] = (status, ref[key][1] | {declaration})
    cand = collections.defaultdict(set)
    for line in open(candidate_path):
        key, declaration = line.rstrip("\n").split("\t", 1)
        cand[key].add(declaration)
    counts = collections.Counter()
    lines = []
    for key in sorted(ref):
        status, declarations = ref[key]
        present = key in cand
        if status == "required":
            counts["present" if present else "missing"] += 1
            if not present:
                lines.append(f"MISSING    {key}\n           {sorted(declarations)[0]}")
            elif signatures:
                have = {normalized(d) for d in cand[key]}
                for d in sorted(declarations):
                    if normalized(d) not in have:
                        lines.append(f"DIFFERS    {key}\n           reference: {d}\n"
                                     f"           here:      {' | '.join(sorted(cand[key]))}")
        else:
            group, why = status.split(":", 1)
            counts[group + (" (present)" if present else "")] += 1
            if show_list:
                lines.append(f"{group.upper():10} {key}  [{why}]{'  (present)' if present else ''}")
    for line in lines:
        if show_list or line.startswith(("MISSING", "DIFFERS")):
            print(line)
    required = counts["present"] + counts["missing"]
    print(f"{platform}: {counts['present']} of {required} required present, {counts['missing']} missing; "
          f"{counts['scheduled'] + counts['scheduled (present)']} scheduled for a later branch; "
          f"{counts['excluded'] + counts['excluded (present)']} excluded")
    return counts["missing"]


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) >= 2 and args[0] == "reference":
        reference(args[1], args[2] if len(args) > 2 else "HEAD")
    elif len(args) == 3 and args[0] == "candidate":
        candidate(args[1], args[2])
    elif len(args) >= 4 and args[0] == "compare":
        sys.exit(1 if compare(args[1], args[2], args[3], "--list" in args[4:], "--signatures" in args[4:]) else 0)
    else:
        print(__doc__)
        sys.exit(2)
