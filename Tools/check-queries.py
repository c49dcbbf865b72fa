#!/usr/bin/env python3
"""Runs Docs/Queries.md's queries, DuckDB's and ClickHouse's, on a fleet made of Recordings/ and
checks their answers against `ilog inspect --format json` of the same files.

The queries are taken from the page's fenced blocks (```sql name=duckdb-… and
```sql name=clickhouse-…), so the page cannot drift from what is checked. DuckDB runs through its
Python package, ClickHouse in this process through chDB's. The fleet, in a temporary directory:

- every committed recording, one directory each, the torn log included;
- two sessions written line by line here, as another writer would (Python's gzip module, one
  member or several): varied latencies, two platforms with an `appVersion`, the empty set first,
  late, and missing, a handler reused for two resolves, a completion called twice;
- the torn log's sealed blocks alone, as a writer that stopped between two blocks leaves a file.

`ilog inspect` reads the fleet before recovery, and each engine must refuse it, naming the torn
file; then the page's `recover-torn` block runs, and each engine's events block and queries read
the fleet. Each engine's answers are compared with the inspector's alike, and each engine gets
its own verdict line. Exit status: 0 the answers agree, 1 they differ (each difference printed),
2 a usage or setup error, 3 the duckdb package is missing, 4 the chdb package is missing (of the
engines asked for with --engine; default both).

    Tools/check-queries.py --ilog .build/debug/ilog [--engine duckdb] [--engine clickhouse]
"""

import argparse
import contextlib
import gzip
import importlib
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

TORN = "killed-mid-interaction/ui-extension-502.ilog"
# The page's queries, each a block named duckdb-NAME and one named clickhouse-NAME.
QUERIES = ["empty-set-not-first", "empty-set-by-platform", "latency", "unclean-files"]
LATENCY_KINDS = ("resolve", "confirm", "handle", "configure", "configureView")


class SetupError(Exception):
    """Something the check needs is missing or broken (exit 2)."""


def fenced_blocks(markdown):
    """The page's named fenced blocks: ```lang name=NAME … ``` as {NAME: (lang, text)}."""
    blocks = {}
    lines = markdown.split("\n")
    index = 0
    while index < len(lines):
        match = re.match(r"^```(\w+)\s+name=([\w-]+)\s*$", lines[index])
        if not match:
            index += 1
            continue
        start = index + 1
        end = start
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        if end == len(lines):
            raise SetupError(f"Docs/Queries.md:{index + 1}: block {match[2]} is never closed")
        if match[2] in blocks:
            raise SetupError(f"Docs/Queries.md:{index + 1}: a second block named {match[2]}")
        blocks[match[2]] = (match[1], "\n".join(lines[start:end]) + "\n")
        index = end + 1
    return blocks


# --- The fleet ----------------------------------------------------------------------------------


class SyntheticSession:
    """Two processes' logs, written as JSON lines in the canonical key order (FORMAT.md §3)."""

    def __init__(self, name, platform, app_version, base_second):
        self.name = name
        self.header_fields = {
            "format": "ilog/1",
            "tool": "check-queries.py",
            "platform": platform,
            "metadata": {"appVersion": app_version, "recording": name},
        }
        self.clock = base_second * 1_000_000
        self.files = {"intents": [], "ui": []}
        self.pids = {"intents": 701, "ui": 702}
        self.roles = {"intents": "intents-extension", "ui": "ui-extension"}
        self.calls = {"intents": 0, "ui": 0}
        for side in self.files:
            self.event(side, "header", **self.header_fields)

    def event(self, side, kind, interaction=None, instance=None, call=None, **fields):
        self.clock += 100
        seconds, micros = divmod(self.clock, 1_000_000)
        minutes, second = divmod(seconds, 60)
        hour, minute = divmod(minutes, 60)
        line = {
            "v": 1,
            "seq": len(self.files[side]) + 1,
            "kind": kind,
            "time": f"2026-11-22T{hour:02d}:{minute:02d}:{second:02d}.{micros:06d}Z",
            "mono": self.clock * 1000,
            "pid": self.pids[side],
            "role": self.roles[side],
            "thread": 1,
            "session": self.name,
        }
        if interaction is not None:
            line["interaction"] = interaction
        if instance is not None:
            line["instance"] = instance
        if call is not None:
            line["call"] = call
        line.update(fields)
        self.files[side].append(line)

    def next_call(self, side):
        self.calls[side] += 1
        return self.calls[side]

    def handling(self, intent, handler_type, number, resolves, handle_latency):
        """Dispatch, the resolves on one handler (a provider that caches it), dispatch, handle."""
        call = self.next_call("intents")
        handler = f"{handler_type}#{number}"
        self.event("intents", "dispatch", instance="Provider#1", call=call, intent=intent)
        self.event("intents", "dispatchCompletion", instance=handler, call=call,
                   handler=handler_type)
        for parameter, latency in resolves:
            call = self.next_call("intents")
            self.event("intents", "resolve", instance=handler, call=call, parameter=parameter,
                       value="x")
            self.event("intents", "resolveCompletion", instance=handler, call=call,
                       parameter=parameter, results=[{"result": "success", "value": "x"}],
                       latency=latency)
        call = self.next_call("intents")
        handler = f"{handler_type}#{number + 1}"
        self.event("intents", "dispatch", instance="Provider#1", call=call, intent=intent)
        self.event("intents", "dispatchCompletion", instance=handler, call=call,
                   handler=handler_type)
        call = self.next_call("intents")
        response = {"class": intent["class"] + "Response",
                    "code": {"name": "success", "value": 3}, "properties": {}}
        self.event("intents", "handle", instance=handler, call=call, intent=intent)
        self.event("intents", "handleCompletion", instance=handler, call=call, response=response,
                   latency=handle_latency)
        return response

    def interface(self, interaction, intent, response, views):
        """The interaction's snapshot, then a configureView call per (offered, latencies)."""
        self.event("ui", "interaction", interaction=interaction,
                   snapshot={"identifier": interaction, "intent": intent, "response": response,
                             "handlingStatus": "success", "direction": "outgoing"})
        for number, (offered, latencies) in enumerate(views, start=1):
            call = self.next_call("ui")
            instance = f"ViewController#{call}"
            self.event("ui", "configureView", interaction=interaction, instance=instance,
                       call=call, parameters=offered, interactiveBehavior="none",
                       context="siriSnippet")
            for latency in latencies:
                self.event("ui", "configureViewCompletion", interaction=interaction,
                           instance=instance, call=call, success=True, claimed=offered,
                           size={"width": 320.0, "height": 44.0 * number}, latency=latency)

    def write(self, directory, lines_per_member, unclosed=()):
        """Closes the logs with their `end` events, but for the `unclosed` sides (a writer that
        stopped), and writes them as plain gzip."""
        os.makedirs(directory)
        for side, events in self.files.items():
            if side not in unclosed:
                self.event(side, "end", events=len(events) + 1, dropped=0, errors=0)
            lines = [json.dumps(e, separators=(",", ":"), ensure_ascii=False) + "\n"
                     for e in events]
            data = b""
            for start in range(0, len(lines), lines_per_member):
                chunk = "".join(lines[start:start + lines_per_member]).encode()
                data += gzip.compress(chunk, mtime=0)
            path = f"{directory}/{self.roles[side]}-{self.pids[side]}.ilog"
            with open(path, "wb") as file:
                file.write(data)


def spread(seed, count, low, high):
    """`count` deterministic, unsorted latencies in [low, high)."""
    values = []
    state = seed
    for _ in range(count):
        state = (state * 1103515245 + 12345) % (1 << 31)
        values.append(low + state % (high - low))
    return values


def write_synthetic(fleet):
    """Two sessions from two app versions on two platforms, of intents no recording has, so
    that each intent's latencies are all of this writer's."""
    payment = {"class": "INSendPaymentIntent", "properties": {"note": "lunch"}}
    tasks = {"class": "INAddTasksIntent", "properties": {"taskTitles": ["milk"]}}
    shapes = {
        "first": [[], ["{p}"]],
        "late": [["{p}"], []],
        "alone": [[]],
        "missing": [["{p}"]],
        "third": [["{p}"], ["{q}"], []],
    }
    # synthetic-b's UI extension stopped without its `end`, in an interaction whose empty set
    # had not come yet: that one is not flagged, the earlier one without it is.
    plans = [
        ("synthetic-a", "iOS 18.1 (fleet test)", "3.2.0", 36000, 1, (),
         ["first", "late", "alone", "missing", "third", "late", "first", "first", "late",
          "first", "third", "first", "alone", "late"]),
        ("synthetic-b", "iOS 17.6 (fleet test)", "3.1.4", 39600, 3, ("ui",),
         ["late", "first", "first", "missing", "third", "first", "late", "missing"]),
    ]
    for index, (name, platform, version, second, per_member, unclosed, shape_names) in enumerate(
            plans):
        session = SyntheticSession(name, platform, version, second)
        latencies = iter(spread(17 + index, 400, 20_000, 9_000_000))
        for number, shape in enumerate(shape_names):
            is_payment = number % 3 != 2
            intent = dict(payment if is_payment else tasks, identifier=f"{name}-{number}")
            parameters = ("payee", "currencyAmount") if is_payment else ("taskList", "taskTitles")
            handler_type = "SendPaymentHandler" if is_payment else "AddTasksHandler"
            resolves = [(p, next(latencies)) for p in parameters]
            response = session.handling(intent, handler_type, 2 * number + 1, resolves,
                                        next(latencies))
            prefix = intent["class"] + "."
            views = []
            for offered in shapes[shape]:
                names = [o.format(p=prefix + "intentDescription", q=prefix + parameters[1])
                         for o in offered]
                # One completion called twice: both latencies count.
                count = 2 if (number == 4 and names == []) else 1
                views.append((sorted(names), [next(latencies) for _ in range(count)]))
            session.interface(f"{name.upper()}-{number}", intent, response, views)
        session.write(f"{fleet}/{name}", per_member, unclosed)


def sealed_prefix(data):
    """The bytes of the leading sealed blocks (FORMAT.md §2): where a writer that stopped between
    two blocks would have left the file."""
    offset = 0
    while offset + 40 <= len(data):
        if data[offset:offset + 4] != b"\x1f\x8b\x08\x04":
            break
        xlen = struct.unpack_from("<H", data, offset + 10)[0]
        extra = data[offset + 12:offset + 12 + xlen]
        position, sealed, size = 0, False, 0
        while position + 4 <= len(extra):
            slen = struct.unpack_from("<H", extra, position + 2)[0]
            if extra[position:position + 2] == b"IL" and slen >= 24:
                sealed = extra[position + 5] & 1 == 1
                size = struct.unpack_from("<I", extra, position + 8)[0]
            position += 4 + slen
        if not sealed or size == 0 or offset + size > len(data):
            break
        offset += size
    return data[:offset]


def make_fleet(root, fleet):
    recordings = f"{root}/Recordings"
    for name in sorted(os.listdir(recordings)):
        source = f"{recordings}/{name}"
        logs = sorted(f for f in os.listdir(source) if f.endswith(".ilog")) if os.path.isdir(
            source) else []
        if logs:
            os.makedirs(f"{fleet}/{name}")
            for log in logs:
                shutil.copyfile(f"{source}/{log}", f"{fleet}/{name}/{log}")
    if not os.path.exists(f"{fleet}/{TORN}"):
        raise SetupError(f"Recordings/{TORN}, the torn log, is missing")
    with open(f"{fleet}/{TORN}", "rb") as file:
        torn = file.read()
    prefix = sealed_prefix(torn)
    if not 0 < len(prefix) < len(torn):
        raise SetupError(f"Recordings/{TORN} has no sealed blocks before its tear")
    os.makedirs(f"{fleet}/stopped-between-blocks")
    with open(f"{fleet}/stopped-between-blocks/ui-extension-502.ilog", "wb") as file:
        file.write(prefix)
    write_synthetic(fleet)


# --- What the inspector says --------------------------------------------------------------------


def inspect_sessions(ilog, directory, paths):
    """The sessions `ilog inspect --format json` reports for `paths` (relative to `directory`):
    each a dict with its "interactions", "paths", "report" and "stats". The one place that reads
    the inspector's output, so that a change of its format is met here alone."""
    run = subprocess.run([ilog, "inspect", "--format", "json"] + paths, cwd=directory,
                         capture_output=True, text=True, env=dict(os.environ, NO_COLOR="1"))
    if run.returncode not in (0, 1):
        raise SetupError(f"ilog inspect exited {run.returncode}: {run.stderr.strip()}")
    # JSON Lines (ilog-inspect/3): the schema, each session's interactions, then its summary.
    lines = [json.loads(line) for line in run.stdout.splitlines() if line]
    if not lines or lines[0].get("schema") != "ilog-inspect/3":
        raise SetupError(f"ilog inspect wrote no ilog-inspect/3 header: {run.stdout[:200]!r}")
    sessions = []
    interactions = defaultdict(list)
    for line in lines[1:]:
        if "interaction" in line:
            interactions[line["session"]].append(line["interaction"])
        else:
            sessions.append(dict(line["summary"], interactions=interactions[line["session"]]))
    return sessions


def nearest_rank(values, level):
    ordered = sorted(values)
    return ordered[max(1, math.ceil(level * len(ordered))) - 1]


class Expected:
    """The answers, as `ilog inspect --format json` gives them."""

    def __init__(self, sessions):
        self.processes = {}
        self.damages = []
        self.flagged = {}
        self.by_platform = defaultdict(lambda: [0, 0])
        self.latencies = defaultdict(list)
        self.stats_counts = defaultdict(int)
        for session in sessions:
            for process in session["report"]["processes"]:
                self.processes[process["file"]] = process
            self.damages += session["report"]["damages"]
            for kind, summary in session["stats"].get("latencies", {}).items():
                self.stats_counts[kind] += summary["count"]
        for session in sessions:
            for interaction in session["interactions"]:
                self.add(interaction)

    def header(self, file):
        process = self.processes[file]
        return process["platform"], process["metadata"].get("appVersion")

    def add(self, interaction):
        views = [c for c in (interaction.get("interface") or {}).get("calls", [])
                 if c["method"] == "configureView"]
        flagged = [f for f in interaction["findings"] if f["code"] == "empty-set-not-first"]
        if views:
            counts = self.by_platform[self.header(views[0]["event"]["file"])]
            counts[0] += 1
            counts[1] += len(flagged)
        for finding in flagged:
            file = finding["evidence"][0]["file"]
            self.flagged[(file, interaction["identifier"])] = self.header(file)
        calls = (interaction.get("handling") or {}).get("calls", []) + (
            interaction.get("interface") or {}).get("calls", [])
        for call in calls:
            if call["method"] not in LATENCY_KINDS:
                continue
            for completion in call["completions"]:
                if "latency" in completion:
                    self.latencies[(interaction["intentClass"], call["method"])].append(
                        completion["latency"])


# --- The engines --------------------------------------------------------------------------------


class DuckDB:
    """DuckDB through its Python package."""

    name = "DuckDB"
    prefix = "duckdb"
    package = "duckdb"
    missing_status = 3
    # What its error says at a torn file, and the option that does not get past one.
    refusal = "GZIP"
    lenient_label = "ignore_errors = true"

    def __init__(self, module, directory):
        # `directory` unused: DuckDB's filename is the glob's relative path already.
        self.module = module
        self.version = f"duckdb {module.__version__}"
        self.error = module.Error

    @contextlib.contextmanager
    def events(self, events_sql, lenient=False):
        """A connection with the page's `events` view; yields a function from SQL to rows."""
        if lenient:
            changed = events_sql.replace("filename = true,",
                                         "filename = true, ignore_errors = true,")
            if changed == events_sql:
                raise SetupError("duckdb-events has no `filename = true,` to add "
                                 "ignore_errors after")
            events_sql = changed
        connection = self.module.connect()
        try:
            connection.execute(events_sql)
            yield lambda sql: self.rows(connection, sql)
        finally:
            connection.close()

    @staticmethod
    def rows(connection, sql):
        cursor = connection.execute(sql)
        names = [d[0] for d in cursor.description]
        return [dict(zip(names, row)) for row in cursor.fetchall()]


class ClickHouse:
    """ClickHouse in this process, through chDB's Python package."""

    name = "ClickHouse"
    prefix = "clickhouse"
    package = "chdb"
    missing_status = 4
    # What its error says at a torn file (chDB 4.4), and the settings that do not get past one.
    refusal = "ZLIB_INFLATE_FAILED"
    lenient_label = "input_format_allow_errors_ratio = 1"

    def __init__(self, module, directory):
        self.module = module
        self.version = f"chdb {module.__version__}, ClickHouse {module.engine_version}"
        # A failed query raises chDB's ChdbError, a RuntimeError (not chdb.ChdbError, another
        # class of the same name).
        self.error = RuntimeError
        self.directory = os.path.realpath(directory)

    @contextlib.contextmanager
    def events(self, events_sql, lenient=False):
        """A session with the page's `events` view (its SETs hold for the session's queries);
        yields a function from SQL to rows."""
        session = self.module.session.Session()
        try:
            # 64-bit integers as JSON numbers, whatever this version's default: rows come back
            # as JSON lines.
            session.query("SET output_format_json_quote_64bit_integers = 0")
            if lenient:
                session.query("SET input_format_allow_errors_num = 1000000000, "
                              "input_format_allow_errors_ratio = 1")
            session.query(events_sql)
            yield lambda sql: self.rows(session, sql)
        finally:
            session.close()

    def rows(self, session, sql):
        found = [json.loads(line)
                 for line in session.query(sql, "JSONEachRow").bytes().decode().splitlines()]
        # `_path` is absolute: chDB resolves `file()`'s relative glob against the working
        # directory. The fleet's relative path is what DuckDB's filename and ilog inspect give.
        for row in found:
            if row.get("filename") is not None:
                row["filename"] = os.path.relpath(os.path.realpath(row["filename"]),
                                                  self.directory)
        return found


ENGINES = {"duckdb": DuckDB, "clickhouse": ClickHouse}


# --- The check ----------------------------------------------------------------------------------


class Check:
    """The differences found, each of one engine's answers, or of none (the fleet's recovery)."""

    def __init__(self):
        self.problems = []
        self.notes = []

    def problem(self, engine, text):
        self.problems.append((engine.name if engine else None, text))

    def note(self, engine, text):
        self.notes.append(f"{engine.name} {text}")

    def agree(self, engine, what, expected, actual):
        if expected == actual:
            return True
        source = engine.name if engine else "found"
        if engine:
            what = f"{engine.name} {what}"
        if isinstance(expected, dict) and isinstance(actual, dict):
            lines = [f"  only from ilog inspect: {k!r}: {expected[k]!r}"
                     for k in expected if k not in actual]
            lines += [f"  only from {source}: {k!r}: {actual[k]!r}"
                      for k in actual if k not in expected]
            lines += [f"  {k!r}: ilog inspect {expected[k]!r}, {source} {actual[k]!r}"
                      for k in expected if k in actual and expected[k] != actual[k]]
            self.problem(engine, f"{what}:\n" + "\n".join(lines))
        else:
            self.problem(engine, f"{what}:\n  ilog inspect: {expected!r}\n  {source}: {actual!r}")
        return False

    def differences(self, engine):
        """The differences that concern `engine`: its own and those of no engine."""
        return [text for name, text in self.problems if name in (None, engine.name)]


def check_torn_refusal(engine, check, events_sql):
    """The engine stops the whole query at a torn file, lenient or not, and names the file."""
    for label, lenient in (("", False), (f" with {engine.lenient_label}", True)):
        try:
            with engine.events(events_sql, lenient) as query:
                query("SELECT count(*) FROM events")
            check.problem(engine, f"{engine.name} read the fleet with a torn file{label}")
        except engine.error as error:
            message = str(error)
            if f"fleet/{TORN}" not in message or engine.refusal not in message:
                check.problem(engine, f"{engine.name}'s error at a torn file{label}: {message}")


def check_empty_set(engine, check, expected, found, summary):
    actual = {(r["filename"], r["interaction"]): (r["platform"], r["app_version"]) for r in found}
    if check.agree(engine, "(a) interactions whose empty set was not first", expected.flagged,
                   actual):
        check.note(engine, f"(a) {len(actual)} interactions whose empty set was not first")
    expected_counts = {key: (n, f, round(100.0 * f / n, 1))
                       for key, (n, f) in expected.by_platform.items()}
    actual_counts = {(r["platform"], r["app_version"]):
                     (r["interactions"], r["not_first"], float(r["percent"])) for r in summary}
    if check.agree(engine, "(a) per platform and app version", expected_counts, actual_counts):
        check.note(engine, f"(a) {len(actual_counts)} platform and app version rows")


def check_latency(engine, check, expected, found):
    levels = (("p50_ns", 0.50), ("p90_ns", 0.90), ("p99_ns", 0.99))
    wanted = {}
    for key, values in expected.latencies.items():
        figures = {"completions": len(values), "min_ns": min(values), "max_ns": max(values)}
        figures.update({name: nearest_rank(values, level) for name, level in levels})
        wanted[key] = figures
    actual = {(r["intent_class"], r["call_kind"]):
              {name: r[name] for name in ("completions", "min_ns", "max_ns", "p50_ns", "p90_ns",
                                          "p99_ns")} for r in found}
    for key in sorted(set(wanted) | set(actual), key=str):
        check.agree(engine, f"(b) latency of {key[1]} for {key[0]}", wanted.get(key),
                    actual.get(key))
    per_kind = defaultdict(int)
    for (_, kind), figures in actual.items():
        per_kind[kind] += figures["completions"]
    check.agree(engine, "(b) completions per call kind, against stats.latencies",
                dict(expected.stats_counts), dict(per_kind))
    distinct = len({f["p90_ns"] for f in actual.values()})
    check.note(engine, f"(b) {len(actual)} intent and call kind rows, {distinct} distinct p90s")


def check_unclean(engine, check, expected, found):
    torn = {d["file"]: d["offset"] for d in expected.damages if d["kind"] == "torn-tail"}
    other = sorted({d["file"] for d in expected.damages if d["kind"] != "torn-tail"})
    no_end = {f: p["events"] for f, p in expected.processes.items()
              if not p["hasEnd"] and f not in torn}
    unclean = sorted(f for f, p in expected.processes.items() if not p["isCleanlyClosed"])
    by_state = defaultdict(dict)
    for row in found:
        by_state[row["state"]][row["filename"]] = row
    check.agree(engine, "(c) files without an end event, with their events", no_end,
                {f: r["events"] for f, r in by_state["no end event"].items()})
    check.agree(engine, "(c) torn files and the tear's byte offset", torn,
                {f: r["torn_at_byte"] for f, r in by_state["torn, recovered"].items()})
    check.agree(engine, "(c) files with other damage", other,
                sorted(by_state["damaged, recovered"]))
    check.agree(engine, "(c) files not closed cleanly", unclean,
                sorted(r["filename"] for r in found))
    check.note(engine, f"(c) {len(no_end)} without an end event, {len(torn)} torn")


def check_answers(engine, check, expected, blocks):
    """Runs the page's events block and queries for `engine` and compares the answers."""
    answers = {}
    block = f"{engine.prefix}-events"
    try:
        with engine.events(blocks[block][1]) as query:
            for name in QUERIES:
                block = f"{engine.prefix}-{name}"
                answers[name] = query(blocks[block][1])
    except engine.error as error:
        # A block the engine refuses is a difference of that engine's, not the end of the check.
        check.problem(engine, f"{engine.name} refused {block}: {error}")
        return
    check_empty_set(engine, check, expected, answers["empty-set-not-first"],
                    answers["empty-set-by-platform"])
    check_latency(engine, check, expected, answers["latency"])
    check_unclean(engine, check, expected, answers["unclean-files"])


def run(arguments):
    root = arguments.root
    with open(f"{root}/Docs/Queries.md", encoding="utf-8") as file:
        blocks = fenced_blocks(file.read())
    # Every query in both dialects, whichever engines run.
    names = ["recover-torn"] + [f"{prefix}-{name}" for prefix in ENGINES
                                for name in ["events"] + QUERIES]
    missing = [n for n in names if n not in blocks]
    if missing:
        raise SetupError("Docs/Queries.md has no block named " + ", ".join(missing))
    modules = {}
    for prefix in arguments.engine or list(ENGINES):
        # The package of each engine asked for; a missing one has its own exit status, so that
        # a test can skip rather than fail.
        engine = ENGINES[prefix]
        try:
            modules[prefix] = importlib.import_module(engine.package)
        except ImportError:
            print(f"check-queries: the {engine.package} Python package is not installed "
                  f"(python3 -m pip install {engine.package})", file=sys.stderr)
            return engine.missing_status
    ilog = os.path.abspath(arguments.ilog)
    if not os.access(ilog, os.X_OK):
        raise SetupError(f"no ilog executable at {ilog}; build it with `swift build`")

    directory = tempfile.mkdtemp(prefix="check-queries-")
    engines = [ENGINES[prefix](module, directory) for prefix, module in modules.items()]
    seconds = defaultdict(float)
    try:
        fleet = f"{directory}/fleet"
        make_fleet(root, fleet)
        fleet_dirs = [f"fleet/{name}" for name in sorted(os.listdir(fleet))]
        expected = Expected(inspect_sessions(ilog, directory, fleet_dirs))
        # Both engines read the page's relative glob from here.
        os.chdir(directory)
        check = Check()
        for engine in engines:
            start = time.monotonic()
            check_torn_refusal(engine, check, blocks[f"{engine.prefix}-events"][1])
            seconds[engine.name] += time.monotonic() - start

        recovery = subprocess.run(
            ["bash", "-eo", "pipefail", "-c", blocks["recover-torn"][1]], cwd=directory,
            capture_output=True, text=True,
            env=dict(os.environ, PATH=os.path.dirname(ilog) + os.pathsep + os.environ["PATH"]))
        if recovery.returncode != 0:
            raise SetupError(f"the recover-torn block exited {recovery.returncode}: "
                             f"{recovery.stderr.strip()}")
        kept = sorted(os.path.relpath(os.path.join(d, f), directory)
                      for d, _, files in os.walk(fleet) for f in files if f.endswith(".torn"))
        check.agree(None, "files the recover-torn block set aside", [f"fleet/{TORN}.torn"], kept)

        for engine in engines:
            start = time.monotonic()
            check_answers(engine, check, expected, blocks)
            seconds[engine.name] += time.monotonic() - start
    finally:
        if arguments.keep:
            print(f"check-queries: the fleet is kept in {directory}")
        else:
            shutil.rmtree(directory, ignore_errors=True)

    for note in check.notes:
        print(note)
    # A line per engine, so that each engine's test finds its own verdict.
    for engine in engines:
        differences = check.differences(engine)
        if differences:
            print(f"check-queries: {len(differences)} differences between Docs/Queries.md's "
                  f"{engine.name} queries and ilog inspect", file=sys.stderr)
            for difference in differences:
                print(difference, file=sys.stderr)
        else:
            print(f"check-queries: {len(QUERIES)} {engine.name} queries agree with ilog inspect "
                  f"on {len(fleet_dirs)} sessions ({engine.version}; "
                  f"{seconds[engine.name]:.1f} s)")
    return 1 if check.problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ilog", required=True, help="the built ilog executable")
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))), help="the package root (default: this script's)")
    parser.add_argument("--engine", action="append", choices=list(ENGINES),
                        help="run this engine's queries (repeatable; default: both)")
    parser.add_argument("--keep", action="store_true", help="keep the fleet directory")
    arguments = parser.parse_args()
    try:
        return run(arguments)
    except SetupError as error:
        print(f"check-queries: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
