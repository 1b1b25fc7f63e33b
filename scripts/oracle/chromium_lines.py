#!/usr/bin/python3
"""Headless Chromium as an independent line-breaking oracle.

Reads JSON Lines (file argument or stdin), one case per line:

    {"text": "...", "font": "/path/file.ttf", "faceIndex": 0, "size": 17, "width": 180, "locale": "de"}

and prints one JSON line per case, in order: {"lines", "naturalWidth", "lineTexts"} or {"error"}.

Method: one generated HTML page per chunk of cases. Each distinct font file is loaded with the
FontFace API from a file:// URL (a face of a .ttc collection is first copied out into its own
file with fontTools, since CSS cannot pick a face index), so Chromium uses that file and nothing
else. Each case is a div `width: Wpx; font: S px; line-height: normal; white-space: pre-wrap;
overflow-wrap: break-word; lang=...; font-kerning: normal; text-rendering: geometricPrecision`
(geometricPrecision turns off hinting and turns on subpixel positioning in Blink on Linux). The
lines are found by the vertical position of each character's Range rects; the natural width is
the width of a `white-space: pre` span (the widest hard line). The page writes its results into
the DOM, and `chromium --headless --dump-dom` prints them.
"""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CHUNK = 400

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><style>
body { margin: 0; }
.case { line-height: normal; white-space: pre-wrap; overflow-wrap: break-word; word-break: normal;
        font-kerning: normal; text-rendering: geometricPrecision; -webkit-font-smoothing: antialiased;
        letter-spacing: 0; word-spacing: 0; font-synthesis: none; padding: 0; border: 0; }
.natural { white-space: pre; font-kerning: normal; text-rendering: geometricPrecision;
           line-height: normal; font-synthesis: none; }
</style></head><body>
<pre id="out"></pre>
<script>
const FONTS = __FONTS__;
const CASES = __CASES__;
function linesOf(div) {
  const node = div.firstChild;
  if (!node) return [];
  const text = node.data;
  const lines = [];
  let current = null, currentTop = null;
  const range = document.createRange();
  let i = 0;
  while (i < text.length) {
    let j = i + 1;
    const code = text.charCodeAt(i);
    if (code >= 0xD800 && code <= 0xDBFF && j < text.length) j++;
    range.setStart(node, i); range.setEnd(node, j);
    const rects = Array.from(range.getClientRects()).filter(r => r.height > 0);
    const ch = text.slice(i, j);
    if (rects.length === 0 || ch === "\\n") {
      if (current === null) { current = ""; lines.push(current); currentTop = -1e9; }
      lines[lines.length - 1] += ch;
    } else {
      const top = rects[0].top;
      if (current === null || Math.abs(top - currentTop) > 1) {
        // A new line box starts here (a hard break already moved us when the previous char was \\n).
        current = ""; lines.push(current); currentTop = top;
      }
      lines[lines.length - 1] += ch;
    }
    i = j;
  }
  return lines;
}
async function main() {
  const out = [];
  const families = {};
  for (const [i, url] of FONTS.entries()) {
    const name = "oracle" + i;
    try {
      const face = new FontFace(name, "url(" + JSON.stringify(url) + ")");
      await face.load();
      document.fonts.add(face);
      families[url] = name;
    } catch (e) { families[url] = null; }
  }
  for (const c of CASES) {
    const family = families[c.url];
    if (!family) { out.push({error: "font did not load: " + c.font}); continue; }
    const div = document.createElement("div");
    div.className = "case";
    div.lang = c.locale || "en";
    div.style.fontFamily = family;
    div.style.fontSize = c.size + "px";
    div.style.width = c.width + "px";
    div.textContent = c.text;
    document.body.appendChild(div);
    const span = document.createElement("span");
    span.className = "natural";
    span.lang = c.locale || "en";
    span.style.fontFamily = family;
    span.style.fontSize = c.size + "px";
    span.textContent = c.text;
    const holder = document.createElement("div");
    holder.style.width = "100000px";
    holder.appendChild(span);
    document.body.appendChild(holder);
    const lineTexts = linesOf(div);
    out.push({lines: lineTexts.length, naturalWidth: span.getBoundingClientRect().width, lineTexts});
    div.remove(); holder.remove();
  }
  document.getElementById("out").textContent = JSON.stringify(out);
}
main();
</script></body></html>
"""


def face_file(font, index, tmp, cache):
    """A file Chromium can load for (font, index): the file itself, or one face copied out of a .ttc."""
    key = (font, index)
    if key in cache:
        return cache[key]
    with open(font, "rb") as f:
        is_collection = f.read(4) == b"ttcf"
    if not is_collection:
        path = font
    else:
        from fontTools.ttLib import TTCollection
        collection = TTCollection(font, lazy=True)
        path = os.path.join(tmp, f"face{len(cache)}.otf")
        collection.fonts[index].save(path)
    cache[key] = path
    return path


def run_chunk(cases, tmp, cache):
    fonts = []
    payload = []
    for case in cases:
        url = "file://" + face_file(case["font"], int(case.get("faceIndex", 0)), tmp, cache)
        if url not in fonts:
            fonts.append(url)
        payload.append({"text": case["text"], "size": case["size"], "width": case["width"],
                        "locale": case.get("locale"), "font": case["font"], "url": url})
    page = PAGE.replace("__FONTS__", json.dumps(fonts)).replace(
        "__CASES__", json.dumps(payload, ensure_ascii=True).replace("</", "<\\/"))
    page_path = os.path.join(tmp, "page.html")
    with open(page_path, "w", encoding="utf-8") as f:
        f.write(page)
    profile = os.path.join(tmp, "profile")
    proc = subprocess.run(
        ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
         "--user-data-dir=" + profile, "--virtual-time-budget=600000", "--run-all-compositor-stages-before-draw",
         "--dump-dom", "file://" + page_path],
        capture_output=True, text=True, timeout=900,
    )
    match = re.search(r'<pre id="out">(.*?)</pre>', proc.stdout, re.S)
    if not match or not match.group(1).strip():
        message = "chromium produced no results: " + (proc.stderr.strip().splitlines() or ["?"])[-1]
        return [{"error": message} for _ in cases]
    return json.loads(html.unescape(match.group(1)))


def main():
    source = open(sys.argv[1], encoding="utf-8") if len(sys.argv) > 1 else sys.stdin
    cases = [json.loads(line) for line in source if line.strip()]
    results = []
    cache = {}
    tmp = tempfile.mkdtemp(prefix="chromium-oracle-")
    try:
        for start in range(0, len(cases), CHUNK):
            chunk = cases[start:start + CHUNK]
            missing = [c for c in chunk if not os.path.isfile(c["font"])]
            if missing:
                results.extend({"error": f"font file not found: {c['font']}"} if c in missing else None for c in chunk)
                continue
            results.extend(run_chunk(chunk, tmp, cache))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    for answer in results:
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
