#!/usr/bin/env python3
"""Writes the seed corpus of the SQLContext fuzz target into Fuzz/corpus/.

Each seed is one input in the target's format (see Fuzz/SQLContextFuzz/FuzzInput.swift):
byte 0 = operation (0-7) + 8 for low limits + 16 for a serialized (.fullMutex) connection, byte 1 = length of the parameter bytes at the end,
then the SQL text, then the parameters (tag byte, then 8 bytes, or a length byte and bytes).
Run it again after changing the seeds; the files are committed.
"""
import os
import struct

OPS = {"exec": 0, "query": 1, "prepared": 2, "transaction": 3, "nested": 4, "close": 5, "roundtrip": 6,
       "interrupted": 7}


def integer(value):
    return bytes([0]) + struct.pack("<q", value)


def real(value):
    return bytes([1]) + struct.pack("<d", value)


def text(value):
    data = value.encode("utf-8") if isinstance(value, str) else value
    return bytes([2, len(data)]) + data


def blob(data):
    return bytes([3, len(data)]) + data


NULL = bytes([4])

SEEDS = [
    ("exec", "CREATE TABLE t(a INTEGER PRIMARY KEY, b TEXT, c REAL, d BLOB); INSERT INTO t(b) VALUES ('x');", []),
    ("exec", "CREATE TABLE t(a, b UNIQUE); INSERT INTO t VALUES (1, 2); INSERT INTO t VALUES (3, 2);", []),
    ("exec", "INSERT INTO nothing VALUES (?)", [integer(1)]),
    ("exec", "SELECT ?1, ?2, ?3, ?4, ?5", [integer(-1), real(2.5), text("three"), blob(b"\x00\x04"), NULL]),
    ("query", "SELECT 1, 'two', 3.0, x'04', NULL", []),
    ("query", "SELECT :a || :b, @c, $d", [text("a"), text("b"), integer(7), real(float("nan"))]),
    ("query", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 50) SELECT x, x * x FROM c", []),
    ("query", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", []),
    ("query", "SELECT typeof(?), length(?), hex(?)", [text("a\x00b"), blob(b""), real(float("inf"))]),
    ("query", "SELECT json_object('a', ?, 'b', json_array(1, 2, ?))", [integer(1), text("x")]),
    ("query", "SELECT json_extract('{\"a\":[1,{\"b\":2}]}', '$.a[1].b'), json_valid('{')", []),
    ("query", "SELECT sum(x) OVER (ORDER BY x ROWS 1 PRECEDING) FROM (SELECT 1 AS x UNION SELECT 2)", []),
    ("query", "SELECT printf('%d %s %.3f %q %w', 1, 'x', 2.5, 'it''s', 'a\"b')", []),
    ("query", "SELECT abs(-9223372036854775808)", []),
    ("query", "SELECT CAST(x'41FF42' AS TEXT), CAST('12abc' AS INTEGER), 1e999, -1e999, 0.0 / 0", []),
    ("query", "SELECT zeroblob(2000000), randomblob(16), substr('hello', -3, 2), replace('aaa', 'a', 'bb')", []),
    ("query", "SELECT 1 UNION SELECT 2 UNION SELECT 3 UNION SELECT 4 UNION SELECT 5 UNION SELECT 6 ORDER BY 1 DESC", []),
    ("query", "SELECT ((((((((((1))))))))))+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1", []),
    ("query", "SELECT 'unterminated", []),
    ("query", "SELECT ?1000", [integer(1)]),
    ("query", "SELECT a.x, b.x FROM (SELECT 1 AS x) a LEFT JOIN (SELECT 2 AS x) b ON a.x = b.x", []),
    ("prepared", "SELECT ?, :name, @other, ?5", [integer(1), text("n"), blob(b"\xff\xfe"), real(-0.0), NULL]),
    ("prepared", "VALUES (1, 2), (3, 4), (?, ?)", [integer(5), integer(6)]),
    ("prepared", "PRAGMA table_info('sqlite_master')", []),
    ("prepared", "SELECT name, type FROM sqlite_master WHERE name LIKE ? ESCAPE '\\'", [text("%\\_%")]),
    ("prepared", "EXPLAIN SELECT 1", []),
    ("transaction", "CREATE TABLE t(x); INSERT INTO t VALUES (1), (2); UPDATE t SET x = x + 1; DELETE FROM t;", []),
    ("transaction", "CREATE TABLE t(x CHECK (x > 0)); INSERT INTO t VALUES (0);", []),
    ("transaction", "SAVEPOINT a; CREATE TABLE u(y); ROLLBACK TO a; RELEASE a;", []),
    ("transaction", "COMMIT; BEGIN; BEGIN;", []),
    ("nested", "CREATE TABLE t(x); CREATE TRIGGER tr BEFORE INSERT ON t BEGIN SELECT RAISE(ABORT, 'no'); END;"
               " INSERT INTO t VALUES (1);", []),
    ("nested", "CREATE TABLE p(id INTEGER PRIMARY KEY); CREATE TABLE c(p REFERENCES p(id) ON DELETE CASCADE);"
               " PRAGMA foreign_keys = ON; INSERT INTO c VALUES (9);", []),
    ("nested", "CREATE VIEW v AS SELECT 1 AS x; CREATE TABLE w AS SELECT * FROM v; DROP VIEW v;", []),
    ("close", "SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3", []),
    ("close", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c", []),
    ("roundtrip", "SELECT 1", [integer(-9223372036854775808), integer(9223372036854775807), real(5e-324),
                               real(float("nan")), real(float("-inf")), text(""), text("\x00"), text("é🙂"),
                               blob(b""), blob(b"\x00\x00"), NULL]),
    ("roundtrip", "CREATE TABLE t(x)", [text("x\x00y"), blob(bytes(range(32)))]),
    ("interrupted", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c", []),
    ("interrupted", "SELECT 1 UNION ALL SELECT 2", []),
    ("exec", "CREATE TABLE t(x); CREATE INDEX i ON t(x); INSERT INTO t SELECT value FROM"
             " (WITH RECURSIVE c(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM c LIMIT 500) SELECT value FROM c);"
             " SELECT count(*) FROM t WHERE x BETWEEN 10 AND 20; REINDEX; ANALYZE;", []),
    ("exec", "CREATE TABLE t(a INTEGER PRIMARY KEY, b) WITHOUT ROWID;", []),
    ("exec", "CREATE TABLE t(a INT, b TEXT) STRICT; INSERT INTO t VALUES ('x', 1);", []),
    ("exec", "CREATE TABLE t(a, b AS (a * 2)); INSERT INTO t(a) VALUES (21) RETURNING b;", []),
    ("exec", "CREATE TABLE t(k PRIMARY KEY, v); INSERT INTO t VALUES (1, 1) ON CONFLICT(k) DO UPDATE SET v = v + 1;"
             " INSERT INTO t VALUES (1, 1) ON CONFLICT(k) DO UPDATE SET v = excluded.v + t.v;", []),
    ("exec", "CREATE VIRTUAL TABLE f USING fts5(body); INSERT INTO f VALUES ('hello world');"
             " SELECT * FROM f WHERE f MATCH 'hello';", []),
    ("exec", "PRAGMA integrity_check; PRAGMA page_size = 512; PRAGMA user_version = 7; PRAGMA journal_mode;", []),
    ("exec", "SELECT 1;\x00 DROP TABLE t", []),
    ("exec", "CREATE TABLE t(x); INSERT INTO t VALUES (1);", [integer(1)]),
]


def main():
    directory = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
    os.makedirs(directory, exist_ok=True)
    for name in os.listdir(directory):
        os.remove(os.path.join(directory, name))
    for index, (op, sql, params) in enumerate(SEEDS):
        parameters = b"".join(params)
        assert len(parameters) < 256
        variants = [(False, False)]
        if index % 4 == 0:
            variants.append((True, False))
        if index % 4 == 1:
            variants.append((False, True))
        for low_limits, serialized in variants:
            header = OPS[op] + (8 if low_limits else 0) + (16 if serialized else 0)
            data = bytes([header, len(parameters)]) + sql.encode("utf-8") + parameters
            suffix = ("-low-limits" if low_limits else "") + ("-serialized" if serialized else "")
            with open(os.path.join(directory, f"seed-{index:02d}-{op}{suffix}"), "wb") as file:
                file.write(data)
    print(f"{len(os.listdir(directory))} seeds in {directory}")


if __name__ == "__main__":
    main()
