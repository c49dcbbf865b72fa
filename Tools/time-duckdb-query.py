#!/usr/bin/env python3
"""Times one of Docs/Queries.md's DuckDB queries on one session directory, for Tools/bench.sh.

Prints the query's wall time in nanoseconds and the number of rows it returned, on one line. The
time covers creating the `events` view and running the query to its last row, in a connection
opened beforehand: not Python's start-up or `import duckdb`, which a DuckDB shell or a notebook
pays once. The page's `fleet/**/*.ilog` is read as `SESSION/*.ilog`.

    Tools/time-duckdb-query.py SESSION [--query duckdb-empty-set-not-first]

Exit status: 0 timed, 2 a usage error or a query DuckDB refused, 3 the duckdb package is missing.
"""

import argparse
import os
import re
import sys
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("session", help="a session directory of .ilog files")
    parser.add_argument("--query", default="duckdb-empty-set-not-first")
    parser.add_argument("--page", default=os.path.join(os.path.dirname(__file__), "..", "Docs",
                                                     "Queries.md"))
    arguments = parser.parse_args()
    try:
        import duckdb
    except ImportError:
        print("time-duckdb-query: the duckdb Python package is not installed", file=sys.stderr)
        return 3
    with open(arguments.page, encoding="utf-8") as page:
        blocks = dict(re.findall(r"```sql name=([\w-]+)\n(.*?)```", page.read(), re.S))
    missing = [name for name in ("duckdb-events", arguments.query) if name not in blocks]
    if missing:
        print(f"time-duckdb-query: {arguments.page} has no block {missing[0]}", file=sys.stderr)
        return 2
    files = os.path.join(arguments.session, "*.ilog").replace("'", "''")
    events = blocks["duckdb-events"].replace("'fleet/**/*.ilog'", f"'{files}'")
    connection = duckdb.connect()
    try:
        start = time.perf_counter_ns()
        connection.execute(events)
        rows = connection.execute(blocks[arguments.query]).fetchall()
        elapsed = time.perf_counter_ns() - start
    except duckdb.Error as error:
        print(f"time-duckdb-query: {arguments.query}: {error}", file=sys.stderr)
        return 2
    print(elapsed, len(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
