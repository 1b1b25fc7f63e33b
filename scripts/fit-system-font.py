#!/usr/bin/env python3
"""Fits the system-font stand-in's width calibration to iOS 26.1 widths.

The stand-in is Inter (Debian `fonts-inter-variable`, `wght` axis) set without SF Pro's HIG
tracking. iOS widths come from ../shared/reference/ios-system-font-widths.tsv (Vercantez/openuikit
`golden/font_metrics_ios.json`, iOS 26.1 simulator): per weight and point size the CoreText widths of
six strings. Model, per weight w and point size s (widths in em of the point size):

    width_iOS ≈ scale × width_Inter(wght = w) + tracking(w, s) × graphemes + word(w, s) × spaces

`scale` is one number for all weights, chosen on a grid by leave-one-string-out cross-validation
(fitting a scale per weight and size together with the rest fits the six strings well but
generalises badly: scale and tracking trade off); `tracking(w, s)` and the word spacing `word(w, s)`
(per U+0020/U+00A0: SF's spaces and inter-word fit differ from Inter's, most at display sizes) are
then fitted by least squares on relative error, piecewise linear in s through fixed knot sizes with a
small second-difference penalty (smooth across sizes, no step at 20 pt) and a small ridge on the word
spacing. Only these numbers are written into the project
(Sources/DynamicType/StandInCalibration.swift, between the FITTED markers): no per-glyph data.

Checks printed: the "before" model (static Inter Text below 20 pt, Inter Display from 20 pt, SF Pro
HIG tracking on top), in-sample errors per group, then held-out errors, the scale re-chosen on the
training part each time: (a) leave one string out (6 folds), (b) 3 folds leaving 2 of the 6 strings
out, (c) leaving whole point sizes out (interpolated from the knots).

Usage (from the repository root; needs `pip install uharfbuzz numpy`):
    scripts/fit-system-font.py [--reference ../shared/reference] [--write]
"""
import argparse, csv, os, re, sys

import numpy as np
import uharfbuzz as hb

VF = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
WEIGHTS = {"regular": 400, "medium": 500, "semibold": 600, "bold": 700}
KNOTS = [8, 12, 17, 20, 24, 28, 34]
SMOOTH = 0.02  # second-difference penalty (em/1000 scale after weighting)
TARGET = os.path.join("Sources", "DynamicType", "StandInCalibration.swift")

_faces = {}


def em_width(path, text, wght=None):
    """Width of `text` in em, shaped by HarfBuzz (default features, as the engine does)."""
    if path not in _faces:
        _faces[path] = hb.Face(hb.Blob.from_file_path(path))
    face = _faces[path]
    font = hb.Font(face)
    if wght is not None:
        font.set_variations({"wght": wght})
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) / face.upem


def graphemes(text):
    return len(text)  # the six strings are plain ASCII


def load(reference):
    path = os.path.join(reference, "ios-system-font-widths.tsv")
    rows = list(csv.reader(open(path, encoding="utf-8"), delimiter="\t"))
    strings = rows[0][2:8]
    samples = []
    for row in rows[1:]:
        _, weight, size = row[0].split("-")
        size = float(size)
        for i, text in enumerate(strings):
            samples.append({"weight": weight, "size": size, "text": text, "ios": float(row[2 + i]) / size,
                            "inter": em_width(VF, text, WEIGHTS[weight]), "n": graphemes(text),
                            "spaces": text.count(" ") + text.count("\u00a0")})
    return strings, samples


def hat(size, knots=KNOTS):
    """Piecewise-linear basis (clamped at the ends) of a size over the knots."""
    s = min(max(size, knots[0]), knots[-1])
    basis = np.zeros(len(knots))
    for j in range(len(knots) - 1):
        a, b = knots[j], knots[j + 1]
        if a <= s <= b:
            t = (s - a) / (b - a)
            basis[j], basis[j + 1] = 1 - t, t
            return basis
    basis[-1] = 1
    return basis


SCALES = [round(0.94 + 0.005 * i, 3) for i in range(17)]  # 0.94 ... 1.02
RIDGE = 0.2  # on the word-spacing knots (chosen by the held-out checks below)


def fit_tracking(samples, scale):
    """Per weight: tracking and word spacing at the knots for a fixed scale (least squares on
    relative error). Returns {weight: (scale, tracking knots, word-spacing knots)} in em."""
    params = {}
    k = len(KNOTS)
    for weight in WEIGHTS:
        ds = [d for d in samples if d["weight"] == weight]
        if not ds:
            continue
        X = np.array([np.concatenate([hat(d["size"]) * d["n"], hat(d["size"]) * d["spaces"]]) / d["ios"] for d in ds])
        y = np.array([1.0 - scale * d["inter"] / d["ios"] for d in ds])
        # Smoothness: second differences of both knot rows (scaled by knot spacing).
        penalty = []
        for offset in (0, k):
            for j in range(1, k - 1):
                row = np.zeros(2 * k)
                h0, h1 = KNOTS[j] - KNOTS[j - 1], KNOTS[j + 1] - KNOTS[j]
                row[offset + j - 1], row[offset + j], row[offset + j + 1] = 1 / h0, -(1 / h0 + 1 / h1), 1 / h1
                penalty.append(row * SMOOTH * 10)
        for j in range(k):
            row = np.zeros(2 * k)
            row[k + j] = RIDGE
            penalty.append(row)
        A = np.vstack([X, np.array(penalty)])
        b = np.concatenate([y, np.zeros(len(penalty))])
        c, *_ = np.linalg.lstsq(A, b, rcond=None)
        params[weight] = (scale, c[:k], c[k:])
    return params


def choose_scale(samples):
    """The grid scale with the lowest mean |error| when each string is predicted by a fit without it."""
    texts = sorted({d["text"] for d in samples})
    best = None
    for scale in SCALES:
        errs = []
        for held in texts:
            p = fit_tracking([d for d in samples if d["text"] != held], scale)
            errs += [abs(predict(p, d) / d["ios"] - 1) for d in samples if d["text"] == held]
        mean = float(np.mean(errs))
        if best is None or mean < best[1]:
            best = (scale, mean)
    return best[0]


def fit(samples):
    return fit_tracking(samples, choose_scale(samples))


def predict(params, d):
    scale, tracking, word = params[d["weight"]]
    basis = hat(d["size"])
    return scale * d["inter"] + float(basis @ tracking) * d["n"] + float(basis @ word) * d["spaces"]


def group(d):
    if d["size"] >= 20:
        return "20 pt and up"
    return "text, regular/medium" if d["weight"] in ("regular", "medium") else "text, semibold/bold"


GROUPS = ["text, regular/medium", "text, semibold/bold", "20 pt and up"]


def report(title, pairs):
    """pairs: (sample, predicted em). Prints median / p90 of |error| per group and the signed median."""
    print(title)
    for g in GROUPS:
        errs = [(p / d["ios"] - 1) * 100 for d, p in pairs if group(d) == g]
        if not errs:
            continue
        a = np.abs(errs)
        print(f"  {g:22s} n={len(errs):3d}  median {np.median(a):.2f}%  p90 {np.percentile(a, 90):.2f}%  "
              f"max {a.max():.2f}%  signed median {np.median(errs):+.2f}%")
    return pairs


def before(samples, reference):
    """The engine before this change: static Inter Text < 20 pt, Inter Display >= 20 pt, HIG tracking."""
    trk = {int(r["size_pt"]): r for r in csv.DictReader(open(os.path.join(reference, "sf-pro-tracking.csv")))}
    names = {"regular": "Regular", "medium": "Medium", "semibold": "SemiBold", "bold": "Bold"}
    pairs = []
    for d in samples:
        cut = "Inter" if d["size"] < 20 else "InterDisplay"
        path = os.path.join("Fonts", f"{cut}-{names[d['weight']]}.otf")
        size = int(d["size"])
        points = float(trk[size]["tracking_pt"])
        pairs.append((d, em_width(path, d["text"]) + points / d["size"] * d["n"]))
    return pairs


def write(params):
    src = open(TARGET, encoding="utf-8").read()
    lines = ["    // BEGIN FITTED (scripts/fit-system-font.py --write)",
             f"    static let knots: [Double] = [{', '.join(str(float(k)) for k in KNOTS)}]",
             "    static let rows: [Row] = ["]
    for weight, (scale, tracking, word) in params.items():
        t = ", ".join(f"{1000 * v:.2f}" for v in tracking)
        w = ", ".join(f"{1000 * v:.2f}" for v in word)
        lines.append(f"        Row(weight: {WEIGHTS[weight]}, scale: {scale:.4f},")
        lines.append(f"            tracking1000em: [{t}],")
        lines.append(f"            wordSpacing1000em: [{w}]),")
    lines.append("    ]")
    lines.append("    // END FITTED")
    new, count = re.subn(r"    // BEGIN FITTED.*?// END FITTED", "\n".join(lines), src, flags=re.S)
    if count != 1:
        sys.exit(f"{TARGET}: FITTED markers not found")
    open(TARGET, "w", encoding="utf-8").write(new)
    print(f"wrote {TARGET}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reference", default=os.path.join("..", "shared", "reference"))
    parser.add_argument("--write", action="store_true", help="write the fitted table into " + TARGET)
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.reference, "ios-system-font-widths.tsv")):
        sys.exit(f"{args.reference}/ios-system-font-widths.tsv not found (pass --reference)")
    strings, samples = load(args.reference)
    print(f"{len(samples)} iOS 26.1 widths ({len(samples) // 6} weight/size rows x {len(strings)} strings)")
    report("before: static Inter Text/Display at 20 pt + SF Pro HIG tracking", before(samples, args.reference))

    params = fit(samples)
    print(f"  knots (pt): {KNOTS}")
    for weight, (scale, tracking, word) in params.items():
        print(f"  {weight:9s} scale {scale:.4f}  tracking/1000 em {np.round(1000 * tracking, 1).tolist()}  "
              f"word spacing/1000 em {np.round(1000 * word, 1).tolist()}")
    report("after, in-sample (fit on all 240 widths)", [(d, predict(params, d)) for d in samples])

    pairs = []
    for held in strings:
        p = fit([d for d in samples if d["text"] != held])
        pairs += [(d, predict(p, d)) for d in samples if d["text"] == held]
    report("after, held-out strings (6 folds: fit on 5 strings, evaluate the sixth)", pairs)

    pairs = []
    for fold in range(3):
        held = set(strings[2 * fold: 2 * fold + 2])
        p = fit([d for d in samples if d["text"] not in held])
        pairs += [(d, predict(p, d)) for d in samples if d["text"] in held]
    report("after, held-out strings (3 folds: fit on 4 strings, evaluate the other 2)", pairs)

    held_sizes = {11.0, 15.0, 19.0, 22.0, 26.0}
    p = fit([d for d in samples if d["size"] not in held_sizes])
    report(f"after, held-out sizes {sorted(held_sizes)} (fit on the other sizes)",
           [(d, predict(p, d)) for d in samples if d["size"] in held_sizes])

    if args.write:
        write(params)


if __name__ == "__main__":
    main()
