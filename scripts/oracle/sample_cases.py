#!/usr/bin/python3
"""Draws random layout cases from real apps' translations, for the agreement study.

    scripts/oracle/sample_cases.py [--corpus DIR] [--fonts DIR] [--seed N] [--per-script N] > cases.jsonl

Each output line is one case:

    {"id": "...", "script": "Arab", "text": "...", "locale": "ar", "font": "/abs/path.ttf",
     "faceIndex": 0, "size": 17, "width": 231, "source": "app/path.strings:key"}

How cases are drawn:
- every value of every .strings / .stringsdict / .xcstrings file under the corpus is read by this
  script's own small parser (independent of Headroom's); the locale comes from the `xx.lproj`
  folder or the catalog's language key;
- format arguments (%@, %d, %1$@, %.2f...) are replaced by the sample "42" and `%%` by `%`, the
  same rule on every engine, so the three engines see the same text;
- a string belongs to a script when all its letters are of that script (digits, punctuation and
  spaces are common to all); the font is the Fonts/ stack's regular face for the script (from
  Fonts/manifest.json; CJK uses the face for the locale), except Latin/Greek/Cyrillic, which use the
  static Inter files kept in Fonts/ for this comparison (Inter-Regular.otf below 20 pt,
  InterDisplay-Regular.otf from 20 pt: the fonts of the published agreement; the stack's variable
  Inter gets a calibration the oracles do not have), and the string is kept only
  when that one font has a glyph for every character (checked with HarfBuzz), so no engine needs a
  fallback font;
- point sizes are drawn from the Dynamic Type table's sizes, widths uniformly from 120 to 440 pt.
"""
import argparse
import csv
import json
import os
import plistlib
import random
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPTS = ["Latn", "Grek", "Cyrl", "Arab", "Hebr", "Deva", "Thai", "Hani", "Hang"]

RANGES = {
    "Latn": [(0x41, 0x5A), (0x61, 0x7A), (0xC0, 0x24F), (0x1E00, 0x1EFF)],
    "Grek": [(0x370, 0x3FF), (0x1F00, 0x1FFF)],
    "Cyrl": [(0x400, 0x52F)],
    "Arab": [(0x600, 0x6FF), (0x750, 0x77F), (0x8A0, 0x8FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)],
    "Hebr": [(0x591, 0x5FF), (0xFB1D, 0xFB4F)],
    "Deva": [(0x900, 0x97F), (0xA8E0, 0xA8FF)],
    "Thai": [(0xE01, 0xE7F)],
    # Chinese and Japanese: ideographs, kana, CJK punctuation and full-width forms.
    "Hani": [(0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0x3000, 0x303F), (0xFF00, 0xFFEF)],
    "Hang": [(0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x3130, 0x318F)],
}

FORMAT = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA]|%%")


def script_of_char(ch):
    cp = ord(ch)
    for script, ranges in RANGES.items():
        for lo, hi in ranges:
            if lo <= cp <= hi:
                return script
    return None


def script_of(text):
    """The one script of the string's letters, or None when it mixes scripts or has none.

    CJK strings may contain Latin words (the CJK fonts cover Latin), so Latin letters are allowed
    in Hani and Hang strings."""
    found = set()
    for ch in text:
        s = script_of_char(ch)
        if s is None:
            if ch.isalpha():
                return None  # a letter of a script we do not sample
            continue
        found.add(s)
    if not found:
        return None
    if len(found) == 1:
        return found.pop()
    if found <= {"Hani", "Latn"}:
        return "Hani"
    if found <= {"Hang", "Latn", "Hani"} and "Hang" in found:
        return "Hang"
    return None


# --- corpus parsing (independent of Headroom's parsers) ---

def decode(data):
    if data.startswith(b"\xff\xfe"):
        return data[2:].decode("utf-16-le")
    if data.startswith(b"\xfe\xff"):
        return data[2:].decode("utf-16-be")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    return data.decode("utf-8")


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "'": "'", "\\": "\\", "0": "\0"}


def parse_strings(text):
    """Yields (key, value) from an old-style .strings file; tolerant of comments and bare keys."""
    i, n = 0, len(text)

    def skip():
        nonlocal i
        while i < n:
            if text[i].isspace():
                i += 1
            elif text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j + 1
            elif text.startswith("/*", i):
                j = text.find("*/", i + 2)
                i = n if j < 0 else j + 2
            else:
                break

    def token():
        nonlocal i
        if i < n and text[i] == '"':
            i += 1
            out = []
            while i < n and text[i] != '"':
                if text[i] == "\\" and i + 1 < n:
                    c = text[i + 1]
                    if c in ("u", "U") and re.match(r"[0-9a-fA-F]{4}", text[i + 2:i + 6]):
                        out.append(chr(int(text[i + 2:i + 6], 16)))
                        i += 6
                        continue
                    out.append(ESCAPES.get(c, c))
                    i += 2
                else:
                    out.append(text[i])
                    i += 1
            i += 1
            return "".join(out)
        start = i
        while i < n and (text[i].isalnum() or text[i] in "_.-$:/"):
            i += 1
        if i == start:
            return None
        return text[start:i]

    while True:
        skip()
        if i >= n:
            return
        key = token()
        if key is None:
            return  # malformed: stop at what we could read
        skip()
        if i < n and text[i] == ";":
            i += 1
            yield key, key
            continue
        if i >= n or text[i] != "=":
            return
        i += 1
        skip()
        value = token()
        if value is None:
            return
        skip()
        if i < n and text[i] == ";":
            i += 1
        yield key, value


def stringsdict_values(data):
    plist = plistlib.loads(data)
    for key, entry in plist.items():
        if not isinstance(entry, dict):
            continue
        for name, var in entry.items():
            if name == "NSStringLocalizedFormatKey" or not isinstance(var, dict):
                continue
            for category, value in var.items():
                if category.startswith("NSString") or not isinstance(value, str):
                    continue
                yield f"{key}.{name}.{category}", value


def xcstrings_values(data):
    catalog = json.loads(data)
    for key, entry in catalog.get("strings", {}).items():
        for lang, loc in (entry.get("localizations") or {}).items():
            stack = [loc]
            while stack:
                node = stack.pop()
                if isinstance(node, dict):
                    unit = node.get("stringUnit")
                    if isinstance(unit, dict) and isinstance(unit.get("value"), str):
                        yield lang, key, unit["value"]
                    for k, v in node.items():
                        if k != "stringUnit":
                            stack.append(v)
                elif isinstance(node, list):
                    stack.extend(node)


def lproj_locale(path):
    for part in path.split(os.sep):
        if part.endswith(".lproj"):
            name = part[:-6]
            return "en" if name == "Base" else name
    return None


def corpus_strings(corpus):
    """(locale, text, source) for every value in the corpus, in a deterministic order."""
    for root, dirs, files in os.walk(corpus):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            rel = os.path.relpath(path, corpus)
            try:
                data = open(path, "rb").read()
                if name.endswith(".strings"):
                    locale = lproj_locale(rel)
                    for key, value in parse_strings(decode(data)):
                        yield locale, value, f"{rel}:{key}"
                elif name.endswith(".stringsdict"):
                    locale = lproj_locale(rel)
                    for key, value in stringsdict_values(data):
                        yield locale, value, f"{rel}:{key}"
                elif name.endswith(".xcstrings"):
                    for lang, key, value in xcstrings_values(data):
                        yield lang, value, f"{rel}:{key}"
            except Exception as error:  # a file we cannot read is skipped, not fatal
                print(f"skip {rel}: {error}", file=sys.stderr)


# --- fonts ---

def load_manifest(fonts_dir):
    with open(os.path.join(fonts_dir, "manifest.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    fonts = []
    for entry in manifest["fonts"]:
        path = entry.get("systemPath") or os.path.join(fonts_dir, entry["file"])
        fonts.append(dict(entry, path=os.path.abspath(path)))
    return fonts


def pick_font(fonts, script, locale, size):
    """The regular face the stack would use for this script, locale and size."""
    regular = [f for f in fonts if f.get("weight") == 400 and f.get("style", "Regular") == "Regular"]
    if script in ("Latn", "Grek", "Cyrl"):
        name = "InterDisplay-Regular.otf" if size >= 20 else "Inter-Regular.otf"
        return {"family": "Inter Display" if size >= 20 else "Inter", "style": "Regular", "weight": 400,
                "faceIndex": 0, "scripts": ["Latn", "Grek", "Cyrl"], "locales": [],
                "path": os.path.join(REPO, "Fonts", name)}
    if script in ("Hani", "Hang"):
        lang = (locale or "").replace("_", "-")
        cjk = [f for f in regular if "Hani" in f["scripts"] or "Hang" in f["scripts"]]
        for f in cjk:
            if lang in f.get("locales", []) or lang.split("-")[0] in f.get("locales", []):
                return f
        if lang.startswith("zh") and ("Hant" in lang or "TW" in lang or "HK" in lang):
            for f in cjk:
                if "zh-Hant" in f.get("locales", []):
                    return f
        for f in cjk:
            if "zh-Hans" in f.get("locales", []):
                return f
    for f in regular:
        if script in f["scripts"]:
            return f
    return None


class Coverage:
    """Which characters a font file has glyphs for (HarfBuzz nominal glyph lookup)."""

    def __init__(self):
        import gi
        gi.require_version("HarfBuzz", "0.0")
        from gi.repository import GLib, HarfBuzz
        self.hb, self.glib, self.fonts = HarfBuzz, GLib, {}

    def covers(self, path, index, text):
        key = (path, index)
        if key not in self.fonts:
            blob = self.hb.glib_blob_create(self.glib.Bytes.new(open(path, "rb").read()))
            self.fonts[key] = self.hb.font_create(self.hb.face_create(blob, index))
        font = self.fonts[key]
        for ch in set(text):
            if ch in "\n\u2028":
                continue
            ok, _ = self.hb.font_get_nominal_glyph(font, ord(ch))
            if not ok:
                return False
        return True


def dynamic_type_sizes(reference):
    sizes = set()
    with open(os.path.join(reference, "ios-dynamic-type.csv"), encoding="utf-8") as f:
        for row in csv.DictReader(f):
            sizes.add(int(row["size_pt"]))
    return sorted(sizes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", default=os.path.join(REPO, "..", "shared", "corpus"))
    parser.add_argument("--reference", default=os.path.join(REPO, "..", "shared", "reference"))
    parser.add_argument("--fonts", default=os.path.join(REPO, "Fonts"))
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--per-script", type=int, default=200)
    parser.add_argument("--max-length", type=int, default=400, help="longest string kept (code points)")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    fonts = load_manifest(args.fonts)
    sizes = dynamic_type_sizes(args.reference)
    coverage = Coverage()

    pools = {s: [] for s in SCRIPTS}
    seen = set()
    for locale, value, source in corpus_strings(args.corpus):
        text = FORMAT.sub(lambda m: "%" if m.group(0) == "%%" else "42", value).strip()
        if not text or len(text) > args.max_length or any(ord(c) < 32 and c != "\n" for c in text):
            continue
        script = script_of(text)
        if script is None or (text, locale) in seen:
            continue
        seen.add((text, locale))
        pools[script].append((locale or "en", text, source))

    cases = []
    for script in SCRIPTS:
        pool = pools[script]
        rng.shuffle(pool)
        taken = 0
        for locale, text, source in pool:
            if taken >= args.per_script:
                break
            size = rng.choice(sizes)
            font = pick_font(fonts, script, locale, size)
            if font is None or not coverage.covers(font["path"], font.get("faceIndex", 0), text):
                continue
            width = rng.randint(120, 440)
            cases.append({
                "id": f"{script}-{taken:04d}", "script": script, "text": text, "locale": locale,
                "font": font["path"], "faceIndex": font.get("faceIndex", 0), "size": size,
                "width": width, "source": source,
            })
            taken += 1
        print(f"{script}: {len(pool)} candidate strings, {taken} cases", file=sys.stderr)
    for case in cases:
        sys.stdout.write(json.dumps(case, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
