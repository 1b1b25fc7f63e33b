#!/usr/bin/env python3
"""Fits the system-font stand-in's width calibration to iOS 26.1 widths.

The stand-in is Inter (Debian `fonts-inter-variable`, `wght` axis) set without SF Pro's HIG
tracking. iOS widths come from ../shared/reference/ios-system-font-widths.tsv (Vercantez/openuikit
`golden/font_metrics_ios.json`, iOS 26.1 simulator): per weight and point size the CoreText widths of
six strings. Model, per weight w and point size s (widths in em of the point size):

    width_iOS ≈ scale × width_Inter(wght = w) + tracking(w, s) × graphemes + word(w, s) × spaces
                + digit(w, s) × digits

`scale` is one number for all weights, chosen on a grid by leave-one-string-out cross-validation
over the five strings without figures (fitting a scale per weight and size together with the rest
fits the six strings well but generalises badly: scale and tracking trade off); `tracking(w, s)`,
the word spacing `word(w, s)` (per U+0020/U+00A0: SF's spaces and inter-word fit differ from
Inter's, most at display sizes) and the figure spacing `digit(w, s)` (per ASCII digit: SF tightens
its letters at display sizes but not its figures) are then fitted by least squares on relative
error, piecewise linear in s through fixed knot sizes with a small second-difference penalty (smooth
across sizes, no step at 20 pt) and a small ridge on the word and figure spacing. Only these numbers
are written into the project (Sources/DynamicType/StandInCalibration.swift, between the FITTED
markers): no per-glyph data.

Checks printed: the "before" model (static Inter Text below 20 pt, Inter Display from 20 pt, SF Pro
HIG tracking on top), in-sample errors per group, then held-out errors, the scale re-chosen on the
training part each time: (a) leave one string out (6 folds), (b) 3 folds leaving 2 of the 6 strings
out, (c) leaving whole point sizes out (interpolated from the knots). With `--heldout DIR` (iOS
measurements gathered from other public sources, kept outside the project: docs/fidelity.md lists
them and how to rebuild the folder) also (d) the fit on all of the table against
DIR/openuikit-extra-sizes.tsv (iOS 26.1 widths of the six strings at sizes the table leaves out) and
(e) against DIR/other-sources.tsv (UILabel frames and test assertions from other iOS versions, each
a pixel-rounded interval: the error is the distance from the interval). In (a) the figure fold
cannot learn the figure spacing from the five other strings: with --heldout it takes it from (d)'s
table (the digits at other sizes), without it it uses none; both are printed.

Usage (from the repository root; needs `pip install uharfbuzz numpy`):
    scripts/fit-system-font.py [--reference ../shared/reference] [--heldout DIR] [--write]
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
    return len(text)  # the measured strings are plain ASCII


def sample(weight, size, text, ios_points):
    """One measurement: iOS width in em of the point size plus the stand-in's features."""
    return {"weight": weight, "size": size, "text": text, "ios": ios_points / size,
            "inter": em_width(VF, text, WEIGHTS[weight]), "n": graphemes(text),
            "spaces": text.count(" ") + text.count("\u00a0"), "digits": sum("0" <= c <= "9" for c in text)}


STRINGS = ["0123456789", "AVAST Wavy To. LT", "Hello UIKit", "iiiiillll",
           "The quick brown fox jumps over the lazy dog", "WWWW MMMM"]


def load_widths(path):
    """A table of system-font widths: an `id` column `system-<weight>-<size>` and one column per
    string (other columns ignored; `#` lines are comments)."""
    lines = [l for l in open(path, encoding="utf-8") if l.strip() and not l.startswith("#")]
    rows = list(csv.reader(lines, delimiter="\t"))
    header = rows[0]
    samples = []
    for row in rows[1:]:
        _, weight, size = row[0].split("-")
        if weight not in WEIGHTS:
            continue
        for text in STRINGS:
            if text in header:
                samples.append(sample(weight, float(size), text, float(row[header.index(text)])))
    return samples


def load(reference):
    return STRINGS, load_widths(os.path.join(reference, "ios-system-font-widths.tsv"))


def load_intervals(path):
    """Other-source measurements (text, size, weight, width, kind, group, repo, path, commits): each
    a pixel-rounded reading, turned into the interval that holds the true width."""
    lines = [l for l in open(path, encoding="utf-8") if l.strip() and not l.startswith("#")]
    rows = list(csv.DictReader(lines, delimiter="\t"))
    samples = []
    for r in rows:
        width, kind = float(r["width"]), r["kind"]
        if kind.startswith("ceil"):
            step = 1 / float(kind[4:])
            low, high = width - step, width
        elif kind == "floor1":
            low, high = width, width + 1
        else:
            sys.exit(f"{path}: unknown kind {kind!r}")
        d = sample(r["weight"], float(r["size"]), r["text"], (low + high) / 2)
        d.update({"low": low / d["size"], "high": high / d["size"], "group": r["group"], "repo": r["repo"]})
        samples.append(d)
    return samples


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
RIDGE = 0.2  # on the word-spacing and figure-spacing knots (chosen by the held-out checks below)
K = len(KNOTS)


def smooth_rows(blocks, ridged):
    """Second differences of each knot row (scaled by knot spacing) and a ridge on the `ridged` rows."""
    rows = []
    for block in range(blocks):
        for j in range(1, K - 1):
            row = np.zeros(blocks * K)
            h0, h1 = KNOTS[j] - KNOTS[j - 1], KNOTS[j + 1] - KNOTS[j]
            row[block * K + j - 1], row[block * K + j], row[block * K + j + 1] = 1 / h0, -(1 / h0 + 1 / h1), 1 / h1
            rows.append(row * SMOOTH * 10)
    for block in ridged:
        for j in range(K):
            row = np.zeros(blocks * K)
            row[block * K + j] = RIDGE
            rows.append(row)
    return rows


def solve(X, y, blocks, ridged):
    penalty = smooth_rows(blocks, ridged)
    A = np.vstack([np.array(X), np.array(penalty)])
    b = np.concatenate([np.array(y), np.zeros(len(penalty))])
    c, *_ = np.linalg.lstsq(A, b, rcond=None)
    return [c[i * K:(i + 1) * K] for i in range(blocks)]


def fit_tracking(samples, scale, figures_from=None):
    """Per weight: tracking, word spacing and figure spacing at the knots for a fixed scale (least
    squares on relative error). Returns {weight: (scale, tracking, word, figure knots)} in em.
    With `figures_from`, the figure spacing is not fitted on `samples` (which then has no figures to
    learn it from) but on those other measurements, given the rest."""
    params = {}
    for weight in WEIGHTS:
        ds = [d for d in samples if d["weight"] == weight]
        if not ds:
            continue
        blocks = 2 if figures_from is not None else 3
        X = [np.concatenate([hat(d["size"]) * d["n"], hat(d["size"]) * d["spaces"], hat(d["size"]) * d["digits"]][:blocks])
             / d["ios"] for d in ds]
        y = [1.0 - scale * d["inter"] / d["ios"] for d in ds]
        knots = solve(X, y, blocks, range(1, blocks))
        if figures_from is None:
            params[weight] = (scale, *knots)
            continue
        base = (scale, knots[0], knots[1], np.zeros(K))
        others = [d for d in figures_from if d["weight"] == weight and d["digits"]]
        figure = np.zeros(K)
        if others:
            X = [hat(d["size"]) * d["digits"] / d["ios"] for d in others]
            y = [1.0 - predict({weight: base}, d) / d["ios"] for d in others]
            figure = solve(X, y, 1, [0])[0]
        params[weight] = (scale, knots[0], knots[1], figure)
    return params


def choose_scale(samples):
    """The grid scale with the lowest mean |error| when each string without figures is predicted by
    a fit without it (the figure string is left out of the choice: without it the figure spacing is
    unknown, so its fold would judge the figure term, not the scale)."""
    texts = sorted({d["text"] for d in samples if not d["digits"]})
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


def fit(samples, figures_from=None):
    return fit_tracking(samples, choose_scale(samples), figures_from)


def predict(params, d):
    scale, tracking, word, figure = params[d["weight"]]
    basis = hat(d["size"])
    return (scale * d["inter"] + float(basis @ tracking) * d["n"] + float(basis @ word) * d["spaces"]
            + float(basis @ figure) * d["digits"])


def group(d):
    if d["size"] >= 20:
        return "20 pt and up"
    return "text, regular/medium" if d["weight"] in ("regular", "medium") else "text, semibold/bold"


GROUPS = ["text, regular/medium", "text, semibold/bold", "20 pt and up"]


def error(d, p):
    """Relative error of a predicted width (em): against the width, or for a pixel-rounded reading the
    distance from its interval (0 inside)."""
    if "low" in d:
        return p / d["low"] - 1 if p < d["low"] else (p / d["high"] - 1 if p > d["high"] else 0.0)
    return p / d["ios"] - 1


def report(title, pairs):
    """pairs: (sample, predicted em). Prints median / p90 of |error| per group and the signed median."""
    print(title)
    for g in GROUPS:
        errs = [error(d, p) * 100 for d, p in pairs if group(d) == g]
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
    for weight, (scale, tracking, word, figure) in params.items():
        t = ", ".join(f"{1000 * v:.2f}" for v in tracking)
        w = ", ".join(f"{1000 * v:.2f}" for v in word)
        f = ", ".join(f"{1000 * v:.2f}" for v in figure)
        lines.append(f"        Row(weight: {WEIGHTS[weight]}, scale: {scale:.4f},")
        lines.append(f"            tracking1000em: [{t}],")
        lines.append(f"            wordSpacing1000em: [{w}],")
        lines.append(f"            figureSpacing1000em: [{f}]),")
    lines.append("    ]")
    lines.append("    // END FITTED")
    new, count = re.subn(r"    // BEGIN FITTED.*?// END FITTED", "\n".join(lines), src, flags=re.S)
    if count != 1:
        sys.exit(f"{TARGET}: FITTED markers not found")
    open(TARGET, "w", encoding="utf-8").write(new)
    print(f"wrote {TARGET}")


def string_folds(samples, strings, figures_from):
    """Leave one string out; the figure string's fold takes its figure spacing from `figures_from`
    (None: no figure spacing in that fold)."""
    pairs = []
    for held in strings:
        train = [d for d in samples if d["text"] != held]
        digits = any(d["digits"] for d in samples if d["text"] == held)
        p = fit(train, figures_from) if digits and figures_from is not None else fit(train)
        pairs += [(d, predict(p, d)) for d in samples if d["text"] == held]
    return pairs


def per_string(pairs, strings, minimum=20):
    for text in strings:
        errs = [100 * error(d, p) for d, p in pairs if d["text"] == text and d["size"] >= minimum]
        if errs:
            print(f"    {text[:24]:24s} from {minimum} pt: median {np.median(errs):+.2f}%  "
                  f"range {min(errs):+.2f}% .. {max(errs):+.2f}%")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reference", default=os.path.join("..", "shared", "reference"))
    parser.add_argument("--heldout", help="folder of iOS measurements gathered from other sources "
                        "(openuikit-extra-sizes.tsv, other-sources.tsv; see docs/fidelity.md)")
    parser.add_argument("--write", action="store_true", help="write the fitted table into " + TARGET)
    args = parser.parse_args()
    if not os.path.exists(os.path.join(args.reference, "ios-system-font-widths.tsv")):
        sys.exit(f"{args.reference}/ios-system-font-widths.tsv not found (pass --reference)")
    extra = others = None
    if args.heldout:
        for name in ("openuikit-extra-sizes.tsv", "other-sources.tsv"):
            if not os.path.exists(os.path.join(args.heldout, name)):
                sys.exit(f"{args.heldout}/{name} not found (--heldout names the gathered folder)")
        extra = load_widths(os.path.join(args.heldout, "openuikit-extra-sizes.tsv"))
        others = load_intervals(os.path.join(args.heldout, "other-sources.tsv"))
    strings, samples = load(args.reference)
    print(f"{len(samples)} iOS 26.1 widths ({len(samples) // 6} weight/size rows x {len(strings)} strings)")
    report("before: static Inter Text/Display at 20 pt + SF Pro HIG tracking", before(samples, args.reference))

    params = fit(samples)
    print(f"  knots (pt): {KNOTS}")
    for weight, (scale, tracking, word, figure) in params.items():
        print(f"  {weight:9s} scale {scale:.4f}  tracking/1000 em {np.round(1000 * tracking, 1).tolist()}  "
              f"word spacing/1000 em {np.round(1000 * word, 1).tolist()}  "
              f"figure spacing/1000 em {np.round(1000 * figure, 1).tolist()}")
    report("after, in-sample (fit on all 240 widths)", [(d, predict(params, d)) for d in samples])

    pairs = string_folds(samples, strings, None)
    report("after, held-out strings (6 folds: fit on 5 strings, evaluate the sixth; "
           "the figure fold has no figure spacing)", pairs)
    per_string(pairs, strings)
    if extra is not None:
        pairs = string_folds(samples, strings, extra)
        report("after, held-out strings (6 folds; the figure fold takes its figure spacing from the "
               "extra-size table: the figures are held out in size, not in string)", pairs)
        per_string(pairs, strings)

    pairs = []
    for fold in range(3):
        held = set(strings[2 * fold: 2 * fold + 2])
        p = fit([d for d in samples if d["text"] not in held], extra if "0123456789" in held else None)
        pairs += [(d, predict(p, d)) for d in samples if d["text"] in held]
    report("after, held-out strings (3 folds: fit on 4 strings, evaluate the other 2"
           + ("; figure spacing of the figure fold from the extra sizes)" if extra else ")"), pairs)

    held_sizes = {11.0, 15.0, 19.0, 22.0, 26.0}
    p = fit([d for d in samples if d["size"] not in held_sizes])
    report(f"after, held-out sizes {sorted(held_sizes)} (fit on the other sizes)",
           [(d, predict(p, d)) for d in samples if d["size"] in held_sizes])

    if extra is not None:
        sizes = sorted({d["size"] for d in extra})
        report(f"held out: iOS 26.1 at sizes the table leaves out ({len(extra)} widths, "
               f"{len(extra) // 6} weight/size rows: {', '.join(f'{s:g}' for s in sizes)} pt; fit on all of the table)",
               [(d, predict(params, d)) for d in extra])
        pairs = [(d, predict(params, d)) for d in others]
        groups = sorted({d["group"] for d in others})
        report(f"held out: other sources ({len(others)} readings in {len(groups)} distinct sets, "
               f"{len({d['repo'] for d in others})} repositories; distance from the pixel interval)", pairs)
        for g in groups:
            errs = [100 * error(d, p) for d, p in pairs if d["group"] == g]
            print(f"    {g:16s} " + "  ".join(f"{d['text']}@{d['size']:g}:{e:+.2f}%"
                                           for (d, _), e in zip([q for q in pairs if q[0]['group'] == g], errs)))

    if args.write:
        write(params)


if __name__ == "__main__":
    main()
