#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora (fuzz/corpus/<target>/) from the repo's own samples,
one board a file, small: see docs/fuzzing.md. The transcript targets need no copies: they
take crates/formats/tests/transcripts as their seeds directly.

Usage: python3 fuzz/make_corpus.py ARBITER   (the arbiter binary, to write the JSON logs)
"""

import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "crates/formats/tests/samples"
CORPUS = ROOT / "fuzz/corpus"
# Boards kept from each PBN file (endplay-example2 alone has 299 and 290 KB).
PBN_BOARDS = 12


def fresh(target):
    path = CORPUS / target
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def pbn_games(text):
    """A PBN file's games, each with the file's `%` header lines before it (they say the
    escapes and the version), split at the empty lines that end games (not those inside a
    `{...}` commentary)."""
    header = [line for line in text.splitlines() if line.startswith("%")]
    games, current, braces = [], [], 0
    for line in text.splitlines():
        if line.startswith("%"):
            continue
        braces += line.count("{") - line.count("}")
        if line.strip() or braces > 0:
            current.append(line)
        elif current:
            games.append(current)
            current = []
    if current:
        games.append(current)
    return ["\n".join(header + game) + "\n" for game in games]


def main():
    arbiter = sys.argv[1] if len(sys.argv) > 1 else None
    pbn, lin, dds, json = (fresh(t) for t in ("pbn", "lin", "dds_hands", "json"))
    for path in sorted((SAMPLES / "pbn").glob("*.pbn")):
        text = path.read_text(encoding="utf-8", errors="replace")
        for i, game in enumerate(pbn_games(text)[:PBN_BOARDS], 1):
            (pbn / f"{path.stem}-{i}.pbn").write_text(game, encoding="utf-8")
    for path in sorted((SAMPLES / "lin").glob("*.lin")):
        boards = [line for line in path.read_text().splitlines() if line.strip()]
        for i, board in enumerate(boards, 1):
            (lin / f"{path.stem}-{i}.lin").write_text(board + "\n")
    for path in sorted((SAMPLES / "dds").glob("*.txt")):
        lines = path.read_text().splitlines()[1:]
        deals = [lines[i : i + 7] for i in range(0, len(lines), 7)]
        for i, deal in enumerate(deals, 1):
            (dds / f"{path.stem}-{i}.txt").write_text("\n".join(["NUMBER 1", *deal]) + "\n")
    if arbiter:
        for seed in sorted(pbn.iterdir()):
            out = json / (seed.stem + ".json")
            done = subprocess.run([arbiter, "convert", str(seed), str(out)], capture_output=True)
            if done.returncode != 0 or out.stat().st_size == 0:
                out.unlink(missing_ok=True)
    for target in ("pbn", "lin", "dds_hands", "json"):
        files = list((CORPUS / target).iterdir())
        size = sum(f.stat().st_size for f in files)
        print(f"{target}: {len(files)} files, {size // 1024} KB")


if __name__ == "__main__":
    main()
