#!/usr/bin/env python3
"""Fits TextMetrics' advance widths to real-device label widths.

Input: the tuned part of the fidelity suite's text references, which
`FIDELITY_RECORD=1 swift test --filter FidelityTests` writes to .build/fidelity-text-fit.tsv (the
held-out part is never written there, so nothing here can be tuned on it).

Model, for a run of text at point size s and weight w on iOS (one release at a time):

    width = s / 1000 * sum over characters c of (A[c] * f(w) + T(s)) + s / 1000 * K * (number of
            "T" followed by a lowercase letter without an ascender)

A[c] is the advance of c in thousandths of an em at regular weight, T(s) the tracking Apple's Human
Interface Guidelines give for size s (Typography, Specifications), f(w) the width factor of a weight
(1 for regular; semibold's is fitted), K the kerning of a capital T before a lowercase letter
without an ascender. UIKit ceils a label's width to the pixel, so a recorded width W at scale S
stands for a text width between W - 1/S and W; the fit aims at the middle, W - 1/(2S).

Only rows whose label the layout gave its own text width are written (a label stretched between
two edges pins no text width), and a row recorded on several devices (the same text, font, scale
and width) counts once, so that leave-one-out leaves a measurement out, not one of its copies.

The fit is least squares with a ridge that pulls every advance towards its prior, so a character
the recordings show little of keeps its prior. The prior is the table TextMetrics had before the
first fit (with the 17-point tracking it had folded in taken out), or with --prior-release the
fitted table of another release: a release with few recordings (iOS 12 and 13 have a handful of
strings) is fitted as a correction of a release with more. The ridge strength is chosen by
leave-one-out error on the rows given.

Usage: scripts/fit-text-advances.py [TSV] [--release 16.4] [--prior-release 16.4]
           [--write Sources/HeadlessUIKit/Text/TextMetrics.swift]
Prints the fitted entry as Swift (for TextMetrics.swift's fittedAdvances, between the release's
FIT-BEGIN and FIT-END markers, which --write replaces or adds), and on standard error the error
on the rows it was fitted to.
"""

import argparse
import csv
import math
import re
import sys

import numpy as np

# The table TextMetrics had before this fit: U+0020 to U+007E, thousandths of an em, calibrated so
# that "Label" at 17 points is 41.5 wide, with 17 points' tracking folded in.
PRIOR_TRACKED_AT_17 = [
    276, 286, 400, 600, 600, 880, 700, 230, 340, 340, 460, 600, 260, 420, 260, 400,
    600, 600, 600, 600, 600, 600, 600, 600, 600, 600,
    260, 260, 600, 600, 600, 500, 930,
    660, 640, 690, 700, 570, 550, 720, 720, 260, 510, 640, 521, 850,
    720, 740, 610, 740, 630, 610, 590, 710, 650, 950, 640, 620, 610,
    340, 400, 340, 600, 500, 330,
    540, 580, 540, 590, 560, 340, 590, 570, 240, 240, 520, 240, 860,
    570, 580, 590, 590, 360, 500, 340, 570, 520, 770, 510, 520, 510,
    370, 260, 370, 600,
]

# Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS, visionOS tracking values",
# SF Pro: size in points -> tracking in thousandths of an em.
TRACKING = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26,
    18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14,
    29: 14, 30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10,
    41: 9, 42: 9, 43: 9, 44: 8, 45: 8, 46: 8, 47: 8, 48: 8, 49: 7, 50: 7, 51: 7, 52: 6, 53: 6,
    54: 6, 56: 6, 58: 5, 60: 4, 62: 4, 64: 4, 66: 3, 68: 2, 70: 2, 72: 2, 76: 1, 80: 0, 84: 0, 88: 0,
    92: 0, 96: 0,
}


def tracking(size):
    """The table's tracking, linear between its sizes and held at its ends."""
    sizes = sorted(TRACKING)
    if size <= sizes[0]:
        return TRACKING[sizes[0]]
    if size >= sizes[-1]:
        return TRACKING[sizes[-1]]
    for low, high in zip(sizes, sizes[1:]):
        if low <= size <= high:
            t = (size - low) / (high - low)
            return TRACKING[low] + (TRACKING[high] - TRACKING[low]) * t
    raise ValueError(size)


# The lowercase letters a capital T is kerned against: those with no ascender to collide with its
# bar (a type designer's class; no public source lists SF Pro's kerning classes).
KERNED_AFTER_T = set("acdegmnopqrsuvwxyz")


def kerned_pairs(text):
    return sum(1 for a, b in zip(text, text[1:]) if a == "T" and b in KERNED_AFTER_T)


def read_rows(path, release):
    rows = []
    seen = set()
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            if row["release"] != release:
                continue
            text = row["text"]
            if any(not (0x20 <= ord(c) < 0x7F) for c in text):
                continue
            key = (text, row["pointSize"], row["weight"], row["scale"], row["width"])
            if key in seen:
                continue
            seen.add(key)
            rows.append(
                dict(
                    text=text, size=float(row["pointSize"]), weight=float(row["weight"]),
                    scale=float(row["scale"]), width=float(row["width"]), recording=row["recording"],
                )
            )
    return rows


def design(rows, semibold):
    """The linear system for the advances (95 columns) and K, given semibold's factor."""
    matrix = np.zeros((len(rows), 96))
    target = np.zeros(len(rows))
    for i, row in enumerate(rows):
        factor = 1.0 if row["weight"] < 0.15 else semibold
        scale = row["size"] / 1000
        for c in row["text"]:
            matrix[i, ord(c) - 0x20] += scale * factor
        matrix[i, 95] = scale * kerned_pairs(row["text"])
        middle = row["width"] - 0.5 / row["scale"]
        target[i] = middle - scale * tracking(row["size"]) * len(row["text"])
    return matrix, target


def solve(rows, semibold, ridge, prior, prior_kerning=0.0):
    matrix, target = design(rows, semibold)
    # Ridge towards the prior: minimise |M x - t|^2 + ridge * |x - prior|^2.
    full_prior = np.append(prior, prior_kerning)
    a = matrix.T @ matrix + ridge * np.eye(96)
    b = matrix.T @ target + ridge * full_prior
    return np.linalg.solve(a, b)


def predict(row, advances, semibold):
    factor = 1.0 if row["weight"] < 0.15 else semibold
    scale = row["size"] / 1000
    units = sum(advances[ord(c) - 0x20] * factor + tracking(row["size"]) for c in row["text"])
    return scale * (units + advances[95] * kerned_pairs(row["text"]))


def recorded_width(raw, scale):
    return math.ceil(raw * scale - 1e-6) / scale


def fit(rows, prior, prior_kerning=0.0, prior_semibold=1.045):
    best = None
    for ridge in [1e-6, 3e-6, 1e-5, 3e-5, 1e-4, 3e-4, 1e-3, 3e-3, 1e-2]:
        semibold = prior_semibold
        for _ in range(5):
            advances = solve(rows, semibold, ridge, prior, prior_kerning)
            bold = [r for r in rows if r["weight"] >= 0.15]
            if bold:
                # Semibold's factor by least squares on the bold rows, the advances held.
                num = den = 0.0
                for r in bold:
                    scale = r["size"] / 1000
                    base = scale * sum(advances[ord(c) - 0x20] for c in r["text"])
                    rest = scale * (tracking(r["size"]) * len(r["text"]) + advances[95] * kerned_pairs(r["text"]))
                    num += base * (r["width"] - 0.5 / r["scale"] - rest)
                    den += base * base
                semibold = num / den
        # Leave-one-out error of this ridge.
        errors = []
        for i in range(len(rows)):
            others = rows[:i] + rows[i + 1:]
            held = solve(others, semibold, ridge, prior, prior_kerning)
            errors.append(recorded_width(predict(rows[i], held, semibold), rows[i]["scale"]) - rows[i]["width"])
        score = float(np.mean(np.abs(errors)))
        if best is None or score < best[0]:
            best = (score, ridge, semibold, advances)
    return best


# The Swift name of each release TextMetrics can hold a table for.
RELEASES = {"12.1": "iOS12", "13.3": "iOS13", "16.4": "iOS16"}

BLOCK = re.compile(r"    // FIT-BEGIN (\S+)\n(.*?)    // FIT-END \1\n", re.S)


def entries(source):
    """The fitted entries in TextMetrics.swift, by release: the text between each pair of markers."""
    return {match.group(1): match.group(2) for match in BLOCK.finditer(source)}


def table_of(entry):
    """The 95 advances, the capital-T kerning and semibold's factor of one written entry."""
    # The array ends at the line that is only "]," (the comment lines name "[" and "]" too).
    body = re.search(r"advances: \[\n(.*?)\n\s*\],\n", entry, re.S).group(1)
    lines = [line for line in body.split("\n") if not line.strip().startswith("//")]
    advances = [int(value) for value in re.findall(r"-?\d+", "\n".join(lines))]
    kerning = int(re.search(r"capitalTKerning: (-?\d+)", entry).group(1))
    semibold = float(re.search(r"semiboldFactor: ([\d.]+)", entry).group(1))
    if len(advances) != 95:
        raise ValueError(f"an entry with {len(advances)} advances")
    return advances, kerning, semibold


def swift_entry(release, rows, ridge, score, prior_name, semibold, rounded):
    """One release's entry of fittedAdvances, with its markers, as swift-format writes it."""
    out = []
    emit = out.append
    labels = [chr(c) for c in range(0x20, 0x7F)]
    labels[0] = "space"
    emit(f"    // FIT-BEGIN {release}")
    emit(f"    // Generated by scripts/fit-text-advances.py from {rows} label widths of iOS {release}")
    emit(f"    // (prior: {prior_name}; ridge {ridge:g}, leave-one-out mean error {score:.3f} pt).")
    emit("    (")
    emit(f"      .{RELEASES[release]},")
    emit("      FittedAdvances(")
    emit("        advances: [")
    for start in range(0, 95, 16):
        emit("          // " + " ".join(labels[start:start + 16]))
        emit("          " + ", ".join(str(v) for v in rounded[start:min(start + 16, 95)]) + ",")
    emit("        ],")
    emit(f"        semiboldFactor: {semibold:.4f}, capitalTKerning: {rounded[95]})")
    emit("    ),")
    emit(f"    // FIT-END {release}")
    return "\n".join(out) + "\n"


def write(path, release, entry):
    """Puts a release's entry into TextMetrics.swift, the entries in release order, each with the
    trailing comma swift-format asks for."""
    with open(path) as handle:
        source = handle.read()
    found = dict(entries(source))
    found[release] = entry.split("\n", 1)[1].rsplit("    // FIT-END", 1)[0]
    ordered = sorted(found, key=lambda r: tuple(int(p) for p in r.split(".")))
    blocks = []
    for name in ordered:
        body = found[name].rstrip("\n")
        body = body if body.endswith(",") else body + ","
        blocks.append(f"    // FIT-BEGIN {name}\n{body}\n    // FIT-END {name}\n")
    first = BLOCK.search(source)
    start = first.start() if first else source.index("  ])", source.index("fittedAdvances = "))
    last = list(BLOCK.finditer(source))
    end = last[-1].end() if last else start
    with open(path, "w") as handle:
        handle.write(source[:start] + "".join(blocks) + source[end:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("tsv", nargs="?", default=".build/fidelity-text-fit.tsv")
    parser.add_argument("--release", default="16.4", choices=sorted(RELEASES))
    parser.add_argument("--prior-release", choices=sorted(RELEASES),
                        help="fit as a correction of this release's fitted table (read from --source)")
    parser.add_argument("--source", default="Sources/HeadlessUIKit/Text/TextMetrics.swift")
    parser.add_argument("--write", help="TextMetrics.swift, whose entry for the release is replaced or added")
    args = parser.parse_args()
    rows = read_rows(args.tsv, args.release)
    if not rows:
        sys.exit(f"no rows of release {args.release} in {args.tsv}")
    if args.prior_release:
        with open(args.source) as handle:
            found = entries(handle.read())
        if args.prior_release not in found:
            sys.exit(f"{args.source} has no fitted entry for iOS {args.prior_release}")
        advances, kerning, prior_semibold = table_of(found[args.prior_release])
        prior = np.array(advances, dtype=float)
        prior_kerning = float(kerning)
        prior_name = f"iOS {args.prior_release}'s fitted table"
    else:
        prior = np.array([value - TRACKING[17] for value in PRIOR_TRACKED_AT_17], dtype=float)
        prior_kerning = 0.0
        prior_semibold = 1.045
        prior_name = "the table before the first fit"
    score, ridge, semibold, advances = fit(rows, prior, prior_kerning, prior_semibold)
    rounded = np.round(advances).astype(int)
    within = 0
    for row in rows:
        error = recorded_width(predict(row, rounded, semibold), row["scale"]) - row["width"]
        within += abs(error) <= 0.5 + 1e-9
        print(f"{row['text'][:40]:40s} {row['size']:4.0f} {row['width']:8.3f} {error:+.3f}", file=sys.stderr)
    print(f"{len(rows)} rows of iOS {args.release}; ridge {ridge:g}; leave-one-out mean error {score:.3f} pt; "
          f"fitted rows within 0.5 pt: {within} of {len(rows)}", file=sys.stderr)
    entry = swift_entry(args.release, len(rows), ridge, score, prior_name, semibold, rounded)
    if not args.write:
        sys.stdout.write(entry)
        return
    write(args.write, args.release, entry)


if __name__ == "__main__":
    main()
