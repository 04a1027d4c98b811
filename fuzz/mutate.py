#!/usr/bin/env python3
"""mutate.py: a SQL mutator for the validate_* fuzz target. Reads seed statements (the corpus CSV),
writes BATCH mutated statements as CSV to stdout. Mutations work on bytes and on tokens: insert,
delete, duplicate, swap, splice two seeds, insert random keywords / punctuation / quotes /
dollar-quotes / parameters / deep nesting, and invalid UTF-8 is avoided (PostgreSQL rejects it
before the function is called). Usage: mutate.py SEEDS.csv SEED BATCH"""
import csv
import random
import sys

KW = ["SELECT", "FROM", "WHERE", "JOIN", "LEFT", "ON", "USING", "NATURAL", "LATERAL", "EXISTS", "IN",
      "NOT", "WITH", "RECURSIVE", "UNION", "GROUP BY", "HAVING", "ORDER BY", "LIMIT", "OVER", "(", ")",
      ",", ";", "=", "<>", "::int", "::text", "$1", "$2", "'x'", "$$a$$", "\"q\"", "*", "CASE WHEN", "END",
      "ARRAY[", "]", "ROW(", "NULL", "true", "users", "orders", "items", "u.user_id", "o.user_id",
      "pg_sleep(1)", "corpus_bump()", "FOR UPDATE", "INTO t", "DELETE FROM", "VALUES", "TABLE"]


def mutate(s, seeds, r):
    for _ in range(r.randint(1, 4)):
        k = r.randrange(8)
        toks = s.split(" ")
        if k == 0 and s:
            i = r.randrange(len(s)); s = s[:i] + s[i + 1:]
        elif k == 1:
            i = r.randrange(len(s) + 1); s = s[:i] + r.choice(KW) + s[i:]
        elif k == 2 and len(toks) > 1:
            i = r.randrange(len(toks)); toks.insert(i, toks[i]); s = " ".join(toks)
        elif k == 3 and len(toks) > 2:
            i, j = r.randrange(len(toks)), r.randrange(len(toks)); toks[i], toks[j] = toks[j], toks[i]; s = " ".join(toks)
        elif k == 4:
            o = r.choice(seeds); s = s[: r.randrange(len(s) + 1)] + o[r.randrange(len(o) + 1):]
        elif k == 5:
            d = r.randint(1, 300); s = "SELECT " + "(" * d + "1" + ")" * r.choice([d, d - 1, d + 1])
        elif k == 6 and s:
            i = r.randrange(len(s)); s = s[:i] + chr(r.choice([0x27, 0x22, 0x24, 0x5c, 0x2f, 0x2a, 0x2d, 0xe9, 0x3b])) + s[i:]
        elif k == 7:
            s = "SELECT * FROM (" + s + ") x JOIN users u ON x.user_id = u.user_id"
    return s.replace("\x00", "")


def main():
    seeds = [row[0] for row in csv.reader(open(sys.argv[1])) if row][1:] or ["SELECT 1"]
    r = random.Random(int(sys.argv[2]))
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["sql"])
    for _ in range(int(sys.argv[3])):
        w.writerow([mutate(r.choice(seeds), seeds, r)])


if __name__ == "__main__":
    main()
