#!/usr/bin/python3
"""Pango as an independent line-breaking oracle.

Reads JSON Lines on stdin (or a file given as the first argument), one case per line:

    {"text": "...", "font": "/path/file.ttf", "faceIndex": 0, "size": 17, "width": 180, "locale": "de"}

and prints one JSON line per case, in order:

    {"lines": 2, "naturalWidth": 123.45, "lineTexts": ["...", "..."]}

or {"error": "..."} for a case that could not be laid out.

How the exact font FILE is used (not a family name looked up on the system): the cases are grouped
by (font, faceIndex); for each group a worker process is started with FONTCONFIG_FILE pointing to a
temporary fonts.conf whose only font directory holds a symlink to that one file, so fontconfig can
neither find nor fall back to any other font. The worker asks Pango for the family name fontconfig
reads from the file (fc-query) at the requested face index.

Layout settings: PangoFT2 font map at 72 dpi (1 pt = 1 px = 1 unit of the width), hinting off in
the fonts.conf, glyph positions not rounded (pango_context_set_round_glyph_positions false),
PANGO_WRAP_WORD_CHAR (break at word boundaries, inside a word only when it does not fit), the
locale set as the context language. Widths are reported in points (Pango units / PANGO_SCALE).
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.abspath(__file__)

FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>{dir}</dir>
  <cachedir>{cache}</cachedir>
  <match target="font">
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
"""


def family_of(font, index):
    """The family name fontconfig reads from the face (first name when it lists several)."""
    out = subprocess.run(
        ["fc-query", "-i", str(index), "-f", "%{family[0]}\n", font],
        capture_output=True, text=True, check=True,
    ).stdout.strip().splitlines()
    if not out:
        raise RuntimeError(f"fc-query found no face {index} in {font}")
    return out[0]


def style_of(font, index):
    out = subprocess.run(
        ["fc-query", "-i", str(index), "-f", "%{style[0]}|%{weight}\n", font],
        capture_output=True, text=True, check=True,
    ).stdout.strip().splitlines()
    style, weight = out[0].split("|")
    return style, float(weight.split()[0]) if weight else 80.0


def fc_weight_to_pango(w):
    # FcWeightToOpenType for the usual named weights.
    table = [(0, 100), (40, 200), (50, 300), (55, 350), (75, 380), (80, 400), (100, 500),
             (180, 600), (200, 700), (205, 800), (210, 900), (215, 1000)]
    best = min(table, key=lambda t: abs(t[0] - w))
    return best[1]


def worker(font, index, cases):
    """Runs inside a process whose FONTCONFIG_FILE only knows `font`; lays out each case."""
    import gi
    gi.require_version("Pango", "1.0")
    gi.require_version("PangoFT2", "1.0")
    from gi.repository import Pango, PangoFT2

    family = family_of(font, index)
    style, fc_weight = style_of(font, index)
    fontmap = PangoFT2.FontMap.new()
    fontmap.set_resolution(72, 72)
    context = fontmap.create_context()
    context.set_round_glyph_positions(False)
    options = None
    results = []
    for case in cases:
        try:
            desc = Pango.FontDescription()
            desc.set_family(family)
            desc.set_weight(Pango.Weight(fc_weight_to_pango(fc_weight)))
            if "italic" in style.lower():
                desc.set_style(Pango.Style.ITALIC)
            desc.set_absolute_size(float(case["size"]) * Pango.SCALE)
            locale = case.get("locale") or "en"
            context.set_language(Pango.Language.from_string(locale.replace("_", "-")))
            layout = Pango.Layout.new(context)
            layout.set_font_description(desc)
            layout.set_text(case["text"], -1)
            # Natural width: the text on one line (hard breaks still break; take the widest line).
            layout.set_width(-1)
            natural = max(line.get_extents()[1].width for line in layout.get_lines_readonly()) / Pango.SCALE
            layout.set_wrap(Pango.WrapMode.WORD_CHAR)
            layout.set_width(int(round(float(case["width"]) * Pango.SCALE)))
            text_bytes = case["text"].encode("utf-8")
            line_texts = []
            for line in layout.get_lines_readonly():
                chunk = text_bytes[line.start_index:line.start_index + line.length].decode("utf-8")
                line_texts.append(chunk)
            results.append({"lines": layout.get_line_count(), "naturalWidth": natural, "lineTexts": line_texts})
        except Exception as error:  # one bad case does not stop the others
            results.append({"error": f"{type(error).__name__}: {error}"})
    return results


def run_group(font, index, cases):
    """Starts a worker for one font file with a fonts.conf that only contains that file."""
    with tempfile.TemporaryDirectory(prefix="pango-oracle-") as tmp:
        fonts_dir = os.path.join(tmp, "fonts")
        os.mkdir(fonts_dir)
        os.symlink(os.path.abspath(font), os.path.join(fonts_dir, os.path.basename(font)))
        conf = os.path.join(tmp, "fonts.conf")
        with open(conf, "w") as f:
            f.write(FONTS_CONF.format(dir=fonts_dir, cache=os.path.join(tmp, "cache")))
        env = dict(os.environ, FONTCONFIG_FILE=conf, PANGO_OTHER_FONTMAPS="")
        payload = json.dumps({"font": font, "index": index, "cases": cases})
        proc = subprocess.run(
            [sys.executable, HERE, "--worker"], input=payload, capture_output=True, text=True, env=env,
        )
        if proc.returncode != 0:
            message = proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else "worker failed"
            return [{"error": message} for _ in cases]
        return json.loads(proc.stdout)


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        job = json.loads(sys.stdin.read())
        json.dump(worker(job["font"], job["index"], job["cases"]), sys.stdout)
        return
    source = open(sys.argv[1], encoding="utf-8") if len(sys.argv) > 1 else sys.stdin
    cases = []
    for number, raw in enumerate(source, 1):
        raw = raw.strip()
        if not raw:
            continue
        try:
            case = json.loads(raw)
            for field in ("text", "font", "size", "width"):
                if field not in case:
                    raise ValueError(f"missing field {field!r}")
            cases.append((number, case))
        except ValueError as error:
            cases.append((number, {"_error": f"line {number}: {error}"}))
    groups = {}
    for position, (_, case) in enumerate(cases):
        if "_error" in case:
            continue
        key = (case["font"], int(case.get("faceIndex", 0)))
        groups.setdefault(key, []).append(position)
    results = [None] * len(cases)
    for position, (_, case) in enumerate(cases):
        if "_error" in case:
            results[position] = {"error": case["_error"]}
    for (font, index), positions in groups.items():
        if not os.path.isfile(font):
            for p in positions:
                results[p] = {"error": f"font file not found: {font}"}
            continue
        answers = run_group(font, index, [cases[p][1] for p in positions])
        for p, answer in zip(positions, answers):
            results[p] = answer
    for answer in results:
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
