#!/usr/bin/env python3
"""Compares SiriKitStandIn's public declarations with Apple's (check.sh runs it; see its header).

Usage: compare.py --stand-in DIR --apple DIR --sources DIR [--interfaces DIR] [--headers DIR...]
                  [--floor 15.0] [--sdk-version 16.4] [--missing-frameworks Contacts,...]
                  [--root DIR] [--verbose]

DIR of --stand-in and --apple hold swift-symbolgraph-extract output (*.symbols.json); --interfaces
holds swift-synthesize-interface output (NAME.swiftinterface) for the enums' raw values; --headers
the frameworks' Headers folders for the option sets' raw values. Prints one line per difference on
stdout, a summary on stderr; exits 1 when there is a difference, 0 otherwise. A stand-in member
that Apple's graphs lack but that the stand-in marks as introduced after --sdk-version (a case a
later SDK added) cannot be checked against this SDK: it is listed on stderr, not as a difference;
so is one that Apple lacks and the stand-in marks unavailable on iOS.
"""

import argparse
import collections
import difflib
import glob
import json
import os
import re
import sys

# Members every NSObject subclass has; the stand-in re-declares them (`override`) on Linux.
TYPE_KINDS = {
    "swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias",
    "swift.associatedtype",
}
# Conformances every type has or that only the Linux compiler lists: the others are compared (an
# imported NS_OPTIONS struct is not Hashable, the stand-in's must not be either).
IMPLIED_CONFORMANCES = {"SendableMetatype", "Copyable", "Escapable", "BitwiseCopyable"}
# Leading modifiers and attributes that do not change what a client can write (see check.sh).
IGNORED_MODIFIERS = {
    "open", "public", "final", "dynamic", "convenience", "override", "optional", "required",
    "@NSCopying", "@nonobjc", "@objc", "@_inheritsConvenienceInitializers", "@objcMembers",
    "@preconcurrency", "@_hasMissingDesignatedInitializers",
}
DECL_KEYWORDS = {
    "func", "init", "init?", "init!", "var", "let", "case", "subscript", "typealias", "struct",
    "enum", "protocol", "deinit", "associatedtype", "actor", "operator", "macro",
}


def load_graphs(directory):
    symbols, relationships = [], []
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        with open(path) as f:
            graph = json.load(f)
        module = graph["module"]["name"]
        for s in graph["symbols"]:
            s["_module"] = module
            s["_file"] = os.path.basename(path)
            symbols.append(s)
        relationships.extend(graph["relationships"])
    return symbols, relationships


def text_of(symbol, internal=True):
    frags = symbol.get("declarationFragments") or []
    return "".join(f["spelling"] for f in frags if internal or f["kind"] != "internalParam")


def split_modifiers(text):
    """Leading attributes and modifiers, and the rest of a declaration."""
    mods = []
    rest = text.strip()
    while rest:
        m = re.match(r"(@\w+(?:\([^()]*\))?)\s*", rest)
        if m:
            mods.append(m.group(1))
            rest = rest[m.end():]
            continue
        m = re.match(r"([A-Za-z_]+[?!]?)(\([^()]*\))?\s*", rest)
        if not m:
            break
        word = m.group(1)
        if word in DECL_KEYWORDS:
            break
        if word == "class":
            nxt = rest[m.end():]
            if not re.match(r"(func|var|let|subscript)\b", nxt):
                break  # `class Name`: the declaration itself
        if word not in {"open", "public", "final", "dynamic", "convenience", "override",
                        "optional", "required", "class", "static", "mutating", "nonmutating",
                        "nonisolated", "indirect", "lazy", "weak", "unowned", "package",
                        "internal", "prefix", "postfix", "infix", "borrowing", "consuming",
                        "isolated", "distributed", "private", "fileprivate"}:
            break
        mods.append(word + (m.group(2) or ""))
        rest = rest[m.end():]
    return mods, rest


def normalize(symbol):
    """The declaration as a client sees it: see check.sh's header for what is normalised."""
    text = text_of(symbol, internal=False)
    mods, rest = split_modifiers(text)
    kept = sorted(m for m in mods if m.split("(")[0] not in IGNORED_MODIFIERS
                  and not m.startswith("@objc"))
    kind = symbol["kind"]["identifier"]
    if kind in ("swift.property", "swift.type.property"):
        if rest.startswith("let "):
            rest = "var " + rest[4:]
            if not rest.rstrip().endswith("}"):
                rest += " { get }"
        elif rest.startswith("var ") and not rest.rstrip().endswith("}"):
            rest += " { get set }"
    text = " ".join(kept + [rest])
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s+:", ":", text)
    text = re.sub(r"\(\s+", "(", text)
    return text.strip()


def availability_key(symbol, floor):
    """iOS, any-platform and Swift availability that a client on iOS `floor` and later sees."""
    key = []
    for a in symbol.get("availability") or []:
        domain = a.get("domain", "*")
        if domain not in ("iOS", "*", "Swift", "iOSAppExtension"):
            continue
        entry = []
        intro = a.get("introduced")
        if intro and domain != "Swift" and version(intro) > floor:
            entry.append(("introduced", fmt_version(intro)))
        for field in ("deprecated", "obsoleted"):
            if field in a:
                entry.append((field, fmt_version(a[field])))
        for field in ("isUnconditionallyDeprecated", "isUnconditionallyUnavailable"):
            if a.get(field):
                entry.append((field, True))
        for field in ("message", "renamed"):
            if a.get(field):
                entry.append((field, a[field]))
        if entry:
            key.append((domain, tuple(entry)))
    return tuple(sorted(key))


def version(v):
    return (v.get("major", 0), v.get("minor", 0), v.get("patch", 0))


def fmt_version(v):
    s = "%d.%d" % (v.get("major", 0), v.get("minor", 0))
    if v.get("patch"):
        s += ".%d" % v["patch"]
    return s


def render_availability(key):
    out = []
    for domain, entry in key:
        parts = [domain]
        for field, value in entry:
            if field == "isUnconditionallyDeprecated":
                parts.append("deprecated")
            elif field == "isUnconditionallyUnavailable":
                parts.append("unavailable")
            elif field in ("message", "renamed"):
                parts.append('%s: "%s"' % (field, value))
            else:
                parts.append("%s: %s" % (field, value))
        out.append("@available(%s)" % ", ".join(parts))
    return " ".join(out)


def shown(symbol, floor):
    avail = render_availability(availability_key(symbol, floor))
    text = re.sub(r"\s+", " ", text_of(symbol)).strip()
    return (avail + " " + text) if avail else text


def base_name(component):
    return component.split("(")[0]


class Graph:
    def __init__(self, directory):
        self.symbols, self.relationships = load_graphs(directory)
        self.by_id = {}
        for s in self.symbols:
            self.by_id.setdefault(s["identifier"]["precise"], s)
        self.by_path = collections.defaultdict(list)
        for s in self.symbols:
            self.by_path[tuple(s["pathComponents"])].append(s)
        self.superclass = {}
        self.conformances = collections.defaultdict(set)
        self.optional_requirements = set()
        self.requirements = set()
        self.defaults = collections.defaultdict(list)  # requirement id -> default implementations
        self.default_ids = set()
        self.overrides = {}  # id -> overridden symbol's name (path or fallback)
        self.members = collections.defaultdict(list)  # type path -> member symbols
        for r in self.relationships:
            src, tgt, kind = r["source"], r["target"], r["kind"]
            source = self.by_id.get(src)
            if source is None:
                continue
            path = tuple(source["pathComponents"])
            target_name = self.name_of(tgt, r.get("targetFallback"))
            if kind == "inheritsFrom" and source["kind"]["identifier"] == "swift.class":
                self.superclass[path] = target_name
            elif kind == "conformsTo":
                self.conformances[path].add(target_name.split(".")[-1])
            elif kind == "optionalRequirementOf":
                self.optional_requirements.add(src)
            elif kind == "requirementOf":
                self.requirements.add(src)
            elif kind == "defaultImplementationOf":
                self.defaults[tgt].append(src)
                self.default_ids.add(src)
            elif kind == "overrides":
                self.overrides[src] = (tgt, target_name)
        for s in self.symbols:
            if s["kind"]["identifier"] not in TYPE_KINDS and len(s["pathComponents"]) > 1:
                self.members[tuple(s["pathComponents"][:-1])].append(s)

    def name_of(self, precise, fallback):
        s = self.by_id.get(precise)
        if s is not None:
            return ".".join(s["pathComponents"])
        return fallback or precise

    def type_symbols(self, path):
        return [s for s in self.by_path.get(path, []) if s["kind"]["identifier"] in TYPE_KINDS]

    def chain(self, path):
        """The type and its superclasses, as far as the graphs know them."""
        seen = []
        while path and path not in seen:
            seen.append(path)
            sup = self.superclass.get(path)
            path = tuple(sup.split(".")) if sup else None
            if path and not self.type_symbols(path):
                # A fallback name such as ObjectiveC.NSObject: the last component is the type.
                path = (path[-1],)
        return seen

    def lookup_scopes(self, path):
        """Where a member of `path` may be declared: the type, its superclasses, and the protocols
        they conform to (INExtension's handler(for:) is INIntentHandlerProviding's)."""
        scopes = self.chain(path)
        for p in list(scopes):
            for proto in sorted(self.conformances.get(p, ())):
                if (proto,) not in scopes and any(
                        x["kind"]["identifier"] == "swift.protocol" for x in self.by_path.get((proto,), [])):
                    scopes.append((proto,))
        return scopes

    def override_root(self, sid):
        """The symbol that `sid` overrides in the end: (id, name, inside this graph?)."""
        seen = set()
        current, name, inside = sid, None, True
        while current in self.overrides and current not in seen:
            seen.add(current)
            current, name = self.overrides[current]
            inside = current in self.by_id
        return current, name, inside


def int_expr(text, known=None):
    """The value of a small C or Swift integer expression (1, 1 << 3, (1UL << 2) | X), or None."""
    text = re.sub(r"(?<=\d)(ULL|UL|LL|U|L)\b", "", text.strip())
    text = text.replace("NSUIntegerMax", str(2**64 - 1))
    if known:
        text = re.sub(r"[A-Za-z_]\w*", lambda m: str(known[m.group(0)])
                      if m.group(0) in known else m.group(0), text)
    if not re.fullmatch(r"[\d\s()<>|&~+\-xXa-fA-F]*", text) or re.search(r"[g-wyzG-WYZ]", text):
        return None
    try:
        return int(eval(text, {"__builtins__": {}}))  # only digits and operators reach here
    except Exception:
        return None


def stand_in_raw_values(sources):
    """{(type, member): value} from the stand-in's sources: enum cases and option-set constants."""
    values = {}
    for path in glob.glob(os.path.join(sources, "**", "*.swift"), recursive=True):
        with open(path) as f:
            text = f.read()
        for m in re.finditer(r"^\s*(?:public\s+)?enum\s+(\w+)\s*:\s*(U?Int\w*)\b[^{]*\{(.*?)^\}",
                             text, re.S | re.M):
            name, body = m.group(1), m.group(3)
            for line in body.splitlines():
                c = re.match(r"\s*case\s+(.*)$", line)
                if not c:
                    continue
                for item in c.group(1).split(","):
                    if "=" in item:
                        case, value = item.split("=", 1)
                        v = int_expr(value.split("//")[0])
                        if v is not None:
                            values[(name, case.strip())] = v
        for m in re.finditer(r"static\s+let\s+(\w+)\s*(?::\s*\w+\s*)?=\s*(\w+)\(rawValue:\s*([^)]*)\)",
                             text):
            v = int_expr(m.group(3))
            if v is not None:
                values[(m.group(2), m.group(1))] = v
    return values


def apple_enum_raw_values(interfaces):
    """{(type, case): value} from synthesized interfaces (`case unknown = 0` in `enum X : Int`)."""
    values = {}
    for path in glob.glob(os.path.join(interfaces, "*.swiftinterface")):
        stack = []  # (type name or None, brace depth at its opening)
        depth = 0
        with open(path) as f:
            for line in f:
                m = re.match(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public\s+)?(?:enum|struct|class|"
                             r"extension|protocol)\s+([\w.]+)", line)
                opens, closes = line.count("{"), line.count("}")
                if m and opens > closes:
                    stack.append((m.group(1).split(".")[-1], depth))
                elif stack and re.match(r"\s*case\s+\w+\s*=", line):
                    c = re.match(r"\s*case\s+(\w+)\s*=\s*(.+?)\s*$", line)
                    v = int_expr(c.group(2))
                    if v is not None:
                        values[(stack[-1][0], c.group(1))] = v
                depth += opens - closes
                while stack and depth <= stack[-1][1]:
                    stack.pop()
    return values


def strip_macro_calls(text):
    """C text without calls of upper-case macros (API_AVAILABLE(ios(11.0), watchos(4.0)), …)."""
    out, i = [], 0
    pattern = re.compile(r"\b[A-Z][A-Z0-9_]+\s*\(")
    while True:
        m = pattern.search(text, i)
        if not m:
            out.append(text[i:])
            return "".join(out)
        out.append(text[i:m.start()])
        depth, j, quote = 0, m.end() - 1, None
        while j < len(text):
            c = text[j]
            if quote:
                if c == "\\":
                    j += 1
                elif c == quote:
                    quote = None
            elif c in "\"'":
                quote = c
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        i = j + 1


def apple_option_raw_values(header_dirs, swift_names):
    """{(type, member): value} for NS_OPTIONS in the frameworks' headers. A constant's Swift name
    is the one of `swift_names[type]` that its name ends with, ignoring case (INPhotoAttribute-
    OptionGIF is GIF, INCallCapabilityOptionAudioCall is audioCall)."""
    values = {}
    for directory in header_dirs:
        for path in sorted(glob.glob(os.path.join(directory, "*.h"))):
            with open(path, errors="replace") as f:
                text = f.read()
            if "NS_OPTIONS" not in text:
                continue
            text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
            text = re.sub(r"//[^\n]*", "", text)
            for m in re.finditer(r"NS_OPTIONS\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*\{(.*?)\}", text, re.S):
                name, body = m.group(1), strip_macro_calls(m.group(2))
                names = swift_names.get(name, set())
                known = {}
                for item in body.split(","):
                    c = re.match(r"\s*(\w+)\s*=\s*(.+?)\s*$", item, re.S)
                    if not c:
                        continue
                    v = int_expr(c.group(2), known)
                    if v is None:
                        continue
                    known[c.group(1)] = v
                    matches = [n for n in names if c.group(1).lower().endswith(n.lower())]
                    if matches:
                        values[(name, max(matches, key=len))] = v
    return values


def without_defaults(text):
    """A declaration without its parameters' default values (`= nil`, `= []`, `= .unknown`)."""
    return re.sub(r" = (?:\[\]|nil|\.\w+|[-\w.]+)(?=[,)])", "", text)


def causes_between(mine, theirs):
    """Why two normalised declarations differ, as short tags."""
    tags = []
    if without_defaults(mine) != mine or without_defaults(theirs) != theirs:
        if without_defaults(mine) != without_defaults(theirs) or mine != theirs:
            tags.append("default arguments")
        mine, theirs = without_defaults(mine), without_defaults(theirs)
        if mine == theirs:
            return tags
    if mine.count("@Sendable") != theirs.count("@Sendable"):
        tags.append("@Sendable")
    fail_mine = re.search(r"\binit([?!]?)", mine)
    fail_theirs = re.search(r"\binit([?!]?)", theirs)
    if fail_mine and fail_theirs and fail_mine.group(1) != fail_theirs.group(1):
        tags.append("failability")
    if ("throws" in mine.split()) != ("throws" in theirs.split()):
        tags.append("throws")
    if ("async" in mine.split()) != ("async" in theirs.split()):
        tags.append("async")
    mod_mine = re.match(r"(?:@\w+ )*(class|static)\b", mine)
    mod_theirs = re.match(r"(?:@\w+ )*(class|static)\b", theirs)
    if (mod_mine and mod_mine.group(1)) != (mod_theirs and mod_theirs.group(1)):
        tags.append("class vs static")
    if mine.endswith("{ get }") != theirs.endswith("{ get }") and "{ get" in mine + theirs:
        tags.append("settability")

    def strip(t):
        t = re.sub(r"@Sendable |\b(class|static) |\s*\b(throws|rethrows|async)\b|\{ get( set)? \}", "", t)
        return re.sub(r"\binit[?!]", "init", t)

    a, b = strip(mine), strip(theirs)
    if a != b:
        if re.sub(r"[?!]", "", a) == re.sub(r"[?!]", "", b):
            tags.append("optionality")
        else:
            words_a, words_b = re.findall(r"[\w.]+", a), re.findall(r"[\w.]+", b)
            if len(words_a) == len(words_b):
                pairs = sorted({"%s vs %s" % (x, y) for x, y in zip(words_a, words_b) if x != y})
                tags.append("types (%s)" % ", ".join(pairs))
            else:
                tags.append("shape")
    if not tags:
        tags.append("attributes")
    return tags


def availability_cause(mine, theirs, floor):
    """What availability Apple has that the stand-in lacks (or the opposite)."""
    a, b = dict(availability_key(mine, floor)), dict(availability_key(theirs, floor))
    tags = []
    for domain in sorted(set(a) | set(b)):
        fa, fb = dict(a.get(domain, ())), dict(b.get(domain, ()))
        for field in sorted(set(fa) | set(fb)):
            if fa.get(field) != fb.get(field) and field not in ("message", "renamed"):
                tags.append("%s %s" % ("unavailable" if field in ("obsoleted",
                            "isUnconditionallyUnavailable") else field.replace(
                            "isUnconditionallyDeprecated", "deprecated"),
                            "missing" if field in fb else "extra"))
        if not tags and (fa.get("message") != fb.get("message") or fa.get("renamed") != fb.get("renamed")):
            tags.append("deprecation message")
    return ["availability: " + ", ".join(sorted(set(tags)))]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stand-in", required=True)
    ap.add_argument("--apple", required=True)
    ap.add_argument("--sources", required=True)
    ap.add_argument("--interfaces")
    ap.add_argument("--headers", action="append", default=[])
    ap.add_argument("--floor", default="15.0")
    ap.add_argument("--sdk-version", default="")
    ap.add_argument("--missing-frameworks", default="")
    ap.add_argument("--root", default=".")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    floor = tuple(int(x) for x in (args.floor.split(".") + ["0", "0"])[:3])
    sdk_version = tuple(int(x) for x in (args.sdk_version.split(".") + ["0", "0"])[:3]) \
        if args.sdk_version else None
    newer = []  # members introduced after the SDK's version: not checkable here
    ios_unavailable = []  # members the stand-in marks unavailable on iOS, which Apple lacks
    missing_frameworks = {}
    for item in filter(None, args.missing_frameworks.split(",")):
        prefix, _, framework = item.partition("=")
        missing_frameworks[prefix] = framework

    mine = Graph(args.stand_in)
    apple = Graph(args.apple)
    diffs = []  # (path string, line, causes, file)
    notes = []
    skipped = collections.Counter()

    def location(s):
        loc = s.get("location")
        if not loc:
            owner = next(iter(mine.by_path.get(tuple(s["pathComponents"][:-1]), [])), None)
            loc = (owner or {}).get("location") or {}
        uri = loc.get("uri", "")
        path = uri[len("file://"):] if uri.startswith("file://") else uri
        line = (loc.get("position") or {}).get("line", -1) + 1
        rel = os.path.relpath(path, args.root) if path else "?"
        return rel, line, path

    generated_cache = {}

    def is_generated(path):
        if path not in generated_cache:
            try:
                with open(path) as f:
                    generated_cache[path] = "Generated by generate-sirikit" in f.read(400)
            except OSError:
                generated_cache[path] = False
        return generated_cache[path]

    def report(s, message, causes):
        rel, line, path = location(s)
        origin = "generated" if is_generated(path) else "hand-written"
        diffs.append((".".join(s["pathComponents"]), "%s  [%s:%d, %s]" % (message, rel, line, origin),
                      causes, origin))

    # Types first: which exist at Apple, which are not checkable.
    type_status = {}
    type_diff_avail = {}  # type path -> Apple availability, when the type's differs
    for s in mine.symbols:
        kind = s["kind"]["identifier"]
        if kind not in TYPE_KINDS:
            continue
        path = tuple(s["pathComponents"])
        theirs = apple.type_symbols(path)
        name = ".".join(path)
        if not theirs:
            framework = next((f for p, f in missing_frameworks.items() if path[0].startswith(p)), None)
            members = len(mine.members.get(path, []))
            if framework:
                type_status[path] = "uncheckable"
                notes.append("not checkable: %s (%d public members): %s is not in this SDK"
                             % (name, members, framework))
            else:
                type_status[path] = "missing"
                report(s, "%s: stand-in '%s' ≠ no Apple declaration (a type Apple lacks; its %d "
                       "public members are not listed)" % (name, shown(s, floor), members),
                       ["type Apple lacks"])
            continue
        type_status[path] = "found"
        t = theirs[0]
        if availability_key(t, floor) != availability_key(s, floor):
            type_diff_avail[path] = availability_key(t, floor)
        if not any(normalize(x) == normalize(s) for x in theirs) or \
                not any(availability_key(x, floor) == availability_key(s, floor) for x in theirs):
            mine_n, theirs_n = normalize(s), normalize(t)
            causes = availability_cause(s, t, floor) if mine_n == theirs_n else ["type declaration"]
            report(s, "%s: stand-in '%s' ≠ Apple '%s'" % (name, shown(s, floor), shown(t, floor)),
                   causes)
        if kind == "swift.class":
            sup_mine = (mine.superclass.get(path) or "").split(".")[-1]
            sup_theirs = (apple.superclass.get(path) or "").split(".")[-1]
            if sup_mine != sup_theirs:
                report(s, "%s: stand-in 'class %s: %s' ≠ Apple 'class %s: %s' (superclass)"
                       % (name, name, sup_mine or "-", name, sup_theirs or "-"), ["superclass"])
        extra = set()
        inherited = mine.conformances.get(tuple((mine.superclass.get(path) or "").split(".")), set())
        for proto in mine.conformances.get(path, set()) - IMPLIED_CONFORMANCES - inherited:
            if any(proto in apple.conformances.get(p, set()) for p in apple.chain(path)):
                continue
            if proto == "Sendable" and kind == "swift.protocol":
                continue
            extra.add(proto)
        if extra:
            report(s, "%s: stand-in ': %s' ≠ Apple's %s %s (a conformance Apple lacks)" % (
                name, ", ".join(sorted(extra)), name,
                "conforms to neither" if len(extra) > 1 else "does not conform to it"),
                ["conformance"])

    # Members.
    for s in mine.symbols:
        kind = s["kind"]["identifier"]
        if kind in TYPE_KINDS:
            continue
        sid = s["identifier"]["precise"]
        path = tuple(s["pathComponents"])
        owner = path[:-1]
        status = type_status.get(owner)
        if status in ("missing", "uncheckable"):
            skipped[status] += 1
            continue
        if status is None and owner:
            # A member of a type the stand-in does not declare (an extension of a Foundation type).
            if not apple.type_symbols(owner):
                report(s, "%s: stand-in '%s' ≠ no Apple declaration (Apple has no type %s)"
                       % (".".join(path), shown(s, floor), ".".join(owner)), ["type Apple lacks"])
                continue
        if sid in mine.default_ids:
            skipped["default implementation"] += 1
            continue
        scopes = apple.lookup_scopes(owner)
        candidates = []
        for p in scopes:
            candidates += [x for x in apple.by_path.get(p + path[-1:], [])
                           if x["kind"]["identifier"] not in TYPE_KINDS]
        if sid in mine.overrides and not mine.override_root(sid)[2] and not candidates:
            # It overrides, in the end, a member of Foundation's NSObject, which Apple's type
            # inherits without re-declaring.
            skipped["NSObject member"] += 1
            continue
        if path[-1] == "rawValue" and not candidates and "RawRepresentable" in \
                apple.conformances.get(owner, set()):
            # An option set's rawValue: the graph of a C type has only init(rawValue:).
            inits = [x for x in apple.by_path.get(owner + ("init(rawValue:)",), [])]
            raw = re.search(r"rawValue: (\w+)", text_of(inits[0])) if inits else None
            if raw and normalize(s) == "var rawValue: %s { get }" % raw.group(1):
                continue
        mine_n = normalize(s)
        mine_a = availability_key(s, floor)
        exact = [x for x in candidates if normalize(x) == mine_n]
        exact_avail = [x for x in exact if availability_key(x, floor) == mine_a]
        name = ".".join(path)
        if exact_avail:
            match = exact_avail[0]
        elif exact:
            # Same declaration, other availability: the non-deprecated one first.
            match = sorted(exact, key=lambda x: len(availability_key(x, floor)))[0]
            if not s.get("location") and type_diff_avail.get(owner) == availability_key(match, floor):
                # A member the compiler synthesized (an enum's init(rawValue:)): it has its type's
                # availability, whose difference is reported on the type.
                skipped["implied by its type's availability"] += 1
                continue
            report(s, "%s: stand-in '%s' ≠ Apple '%s'" % (name, shown(s, floor), shown(match, floor)),
                   availability_cause(s, match, floor))
            continue
        else:
            near = candidates
            label = None
            if not near:
                near = [x for p in scopes for x in apple.members.get(p, [])
                        if base_name(x["pathComponents"][-1]) == base_name(path[-1])
                        and x["kind"]["identifier"] not in TYPE_KINDS]
                label = "labels" if near else None
            intro = next((a.get("introduced") for a in s.get("availability") or []
                          if a.get("domain") == "iOS" and a.get("introduced")), None)
            if not near and any(a.get("domain") == "iOS" and a.get("isUnconditionallyUnavailable")
                                for a in s.get("availability") or []):
                # Unavailable on iOS: no part of the API an iOS client sees (a case Linux keeps
                # for its raw value).
                skipped["unavailable on iOS"] += 1
                ios_unavailable.append(name)
                continue
            if not near and sdk_version and intro and version(intro) > sdk_version:
                skipped["newer than the SDK"] += 1
                newer.append("%s (iOS %s)" % (name, fmt_version(intro)))
                continue
            if not near:
                owner_name = ".".join(owner)
                report(s, "%s: stand-in '%s' ≠ no Apple declaration (Apple's %s has no member named "
                       "'%s')" % (name, shown(s, floor), owner_name, base_name(path[-1])),
                       ["member Apple lacks"])
                continue
            # Prefer declarations usable at the floor, then the most similar text.
            def rank(x):
                unavailable = any(k in dict(e) for _, e in availability_key(x, floor)
                                  for k in ("obsoleted", "isUnconditionallyUnavailable"))
                deprecated = bool(availability_key(x, floor))
                sim = difflib.SequenceMatcher(None, mine_n, normalize(x)).ratio()
                return (unavailable, deprecated, -sim)
            best = sorted(near, key=rank)[0]
            causes = [label] if label else causes_between(mine_n, normalize(best))
            if availability_key(best, floor) != mine_a:
                causes += availability_cause(s, best, floor)
            others = len(near) - 1
            report(s, "%s: stand-in '%s' ≠ Apple '%s'%s" % (
                name, shown(s, floor), shown(best, floor),
                " (and %d other Apple overload%s)" % (others, "s" if others > 1 else "") if others else ""),
                causes)
            continue
        # Requirements: optional at Apple ⇔ a default here.
        if sid in mine.requirements:
            apple_optional = match["identifier"]["precise"] in apple.optional_requirements
            has_default = bool(mine.defaults.get(sid))
            if apple_optional and not has_default:
                report(s, "%s: stand-in '%s' (a requirement without a default) ≠ Apple '%s'"
                       % (name, shown(s, floor), shown(match, floor)), ["optional requirement"])
            elif not apple_optional and has_default:
                report(s, "%s: stand-in '%s' (a requirement with a default in an extension) ≠ Apple "
                       "'%s' (required)" % (name, shown(s, floor), shown(match, floor)),
                       ["optional requirement"])
        elif match["identifier"]["precise"] in apple.requirements | apple.optional_requirements:
            pass

    # Raw values of enums and option sets.
    if args.interfaces or args.headers:
        ours = stand_in_raw_values(args.sources)
        theirs = {}
        if args.interfaces:
            theirs.update(apple_enum_raw_values(args.interfaces))
        swift_names = collections.defaultdict(set)
        for s in apple.symbols:
            if s["kind"]["identifier"] == "swift.type.property" and len(s["pathComponents"]) == 2:
                swift_names[s["pathComponents"][0]].add(s["pathComponents"][1])
        theirs.update(apple_option_raw_values(args.headers, swift_names))
        checked = 0
        for (type_name, member), value in sorted(ours.items()):
            if type_status.get((type_name,)) != "found":
                continue
            if (type_name, member) not in theirs:
                continue  # the member itself is reported above if Apple lacks it
            checked += 1
            if theirs[(type_name, member)] != value:
                s = next((x for x in mine.by_path.get((type_name, member), [])), None)
                msg = "%s.%s: stand-in raw value %d ≠ Apple raw value %d" % (
                    type_name, member, value, theirs[(type_name, member)])
                if s is not None:
                    report(s, msg, ["raw value"])
                else:
                    diffs.append(("%s.%s" % (type_name, member), msg, ["raw value"], "?"))
        unchecked = [k for k in ours if type_status.get((k[0],)) == "found" and k not in theirs
                     and any(x["kind"]["identifier"] in ("swift.enum.case", "swift.type.property")
                             for x in apple.by_path.get(k, []))]
        notes.append("raw values compared: %d (enum cases and option-set constants)%s" % (
            checked, "; no Apple value found for %d: %s" % (len(unchecked), ", ".join(
                "%s.%s" % k for k in sorted(unchecked)[:10])) if unchecked else ""))

    diffs.sort(key=lambda d: d[0])
    for _, line, _, _ in diffs:
        print(line)
    by_cause = collections.Counter()
    by_origin = collections.Counter()
    for _, _, causes, origin in diffs:
        by_cause[" + ".join(causes)] += 1
        by_origin[origin] += 1
    checked_symbols = sum(1 for s in mine.symbols)
    print("stand-in-check: %d public stand-in symbols; skipped: %s" % (
        checked_symbols, ", ".join("%d %s" % (v, k) for k, v in sorted(skipped.items())) or "none"),
        file=sys.stderr)
    if ios_unavailable:
        notes.append("unavailable on iOS, so not compared: %s" % ", ".join(sorted(ios_unavailable)))
    if newer:
        notes.append("not checkable, introduced after this SDK (iOS %s): %s" % (
            args.sdk_version, ", ".join(sorted(newer))))
    for note in notes:
        print("stand-in-check: " + note, file=sys.stderr)
    if diffs:
        print("stand-in-check: %d differences (%s) by cause:" % (
            len(diffs), ", ".join("%d %s" % (v, k) for k, v in sorted(by_origin.items()))),
            file=sys.stderr)
        for cause, n in by_cause.most_common():
            print("  %5d  %s" % (n, cause), file=sys.stderr)
        return 1
    print("stand-in-check: no difference", file=sys.stderr)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (OSError, ValueError, KeyError) as error:
        print("stand-in-check: cannot compare: %s" % error, file=sys.stderr)
        sys.exit(2)
