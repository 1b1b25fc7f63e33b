#!/usr/bin/env python3
"""Checks a Headroom HTML report's layout, accessibility and print in headless Chromium.

Usage: check_layout.py REPORT_DIR [--pages N] [--screenshots DIR] [--axe PATH] [--chromium PATH]

For index.html and up to N locale pages it loads a copy of the page with a checking script added
(the report itself is not changed) and fails when:
  - at 1280 and at 390 px wide, a failing cell of a shown card's grid lies outside its scrolling
    box (it would need sideways scrolling to be seen), or a grid has no legend;
  - a box that scrolls sideways cannot be reached with the keyboard (no tabindex);
  - the glyphs drawn past the cut have less than 4.5:1 contrast with the page or the hatching,
    in light or in dark mode;
  - with the print style sheet applied (at an A4 page's 794 px), a card's preview overlaps its grid
    or a card may be split across pages; and the page does not print to a PDF;
  - axe-core (--axe PATH to axe.min.js, or the one the axe-playwright-python package ships) finds
    any violation, in light or dark mode. Without axe.min.js that check is skipped with a message.
With --screenshots it saves the first screen at 1280 and 390 px. Exit status 0 when everything
passes, 1 otherwise, 2 on bad usage. Only the Python standard library is used.
"""
import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

FAILURES = []

CHECK = r"""
<script>
window.addEventListener('load',function(){setTimeout(function(){
 function rgb(c){var m=/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(c);return m?[+m[1],+m[2],+m[3]]:null;}
 function lum(c){return c.map(function(v){v/=255;return v<=0.03928?v/12.92:Math.pow((v+0.055)/1.055,2.4);}).reduce(function(a,v,i){return a+v*[0.2126,0.7152,0.0722][i];},0);}
 function ratio(a,b){var x=lum(a),y=lum(b);return (Math.max(x,y)+0.05)/(Math.min(x,y)+0.05);}
 var r={cards:0,grids:0,legends:0,cells:0,clipped:[],overlap:[],split:0,unfocusable:[],contrast:null};
 var print=document.documentElement.hasAttribute('data-print');
 document.querySelectorAll('article.card:not([hidden])').forEach(function(card){
  r.cards++;
  var g=card.querySelector('table.grid');if(!g)return;r.grids++;
  var l=card.querySelector('.grid-legend');if(l&&l.textContent.trim())r.legends++;
  var wr=g.parentElement.getBoundingClientRect();
  g.querySelectorAll('a.cell').forEach(function(a){r.cells++;var b=a.getBoundingClientRect();if(b.right>wr.right+1||b.left<wr.left-1)r.clipped.push(card.id);});
  var pv=card.querySelector('.preview:not([hidden])');
  if(pv){var gr=g.getBoundingClientRect(),pr=pv.getBoundingClientRect();if(!(gr.right<=pr.left+0.5||pr.right<=gr.left+0.5||gr.bottom<=pr.top+0.5||pr.bottom<=gr.top+0.5))r.overlap.push(card.id);}
  if(print&&getComputedStyle(card).breakInside!=='avoid')r.split++;
 });
 document.querySelectorAll('body *').forEach(function(e){var s=getComputedStyle(e);if((s.overflowX==='auto'||s.overflowX==='scroll')&&e.scrollWidth>e.clientWidth+1&&e.tabIndex<0)r.unfocusable.push(e.tagName+'.'+e.className);});
 var over=document.querySelector('svg.pv .ln.over');
 if(over){var root=getComputedStyle(document.documentElement),f=rgb(getComputedStyle(over).fill),bg=rgb(getComputedStyle(document.body).backgroundColor);
  var h=document.createElement('div');h.style.color='var(--hatch)';document.body.appendChild(h);var hatch=rgb(getComputedStyle(h).color);h.remove();
  if(f&&bg&&hatch)r.contrast=Math.min(ratio(f,bg),ratio(f,hatch));}
 document.documentElement.setAttribute('data-check',JSON.stringify(r));
},300);});
</script>
"""

AXE = r"""
<script src="AXE_URL"></script>
<script>
window.addEventListener('load',function(){
 axe.run(document,{resultTypes:['violations']}).then(function(res){
  document.documentElement.setAttribute('data-axe',JSON.stringify(res.violations.map(function(v){
   return {id:v.id,impact:v.impact,nodes:v.nodes.length,targets:v.nodes.slice(0,3).map(function(n){return n.target.join(' ');})};})));
 },function(e){document.documentElement.setAttribute('data-axe-error',String(e));});
});
</script>
"""


def fail(message):
    FAILURES.append(message)
    print("FAIL: " + message, file=sys.stderr)


def find_chromium(explicit):
    for name in [explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def find_axe(explicit):
    if explicit:
        return explicit if os.path.isfile(explicit) else None
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec and spec.origin:
        path = os.path.join(os.path.dirname(spec.origin), "axe.min.js")
        if os.path.isfile(path):
            return path
    return None


def chromium_run(chromium, args, url, timeout=240):
    profile = tempfile.mkdtemp(prefix="headroom-chromium-")
    command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
               "--disable-background-networking", "--disable-sync", "--user-data-dir=" + profile,
               "--allow-file-access-from-files"] + args + [url]
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def with_script(path, script, print_rules=False):
    """A copy of the page beside it (so its links resolve) with `script` before </body>."""
    text = open(path, encoding="utf-8").read()
    if print_rules:
        # The print style sheet applied on screen, to measure where things are when printed.
        text = text.replace("@media print{", "@media all{").replace("<html lang=", "<html data-print lang=", 1)
    text = text.replace("</body>", script + "</body>", 1)
    fd, copy = tempfile.mkstemp(prefix=".check-", suffix=".html", dir=os.path.dirname(path))
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    return copy


def attribute(dom, name):
    match = re.search(r'\b' + name + r"='([^']*)'", dom) or re.search(r'\b' + name + r'="([^"]*)"', dom)
    if not match:
        return None
    import html
    return html.unescape(match.group(1))


def layout(chromium, path, width, dark=False, print_rules=False):
    name = os.path.basename(path)
    copy = with_script(path, CHECK, print_rules)
    try:
        flags = ["--window-size=%d,3000" % width, "--virtual-time-budget=4000", "--dump-dom"]
        if dark:
            flags.insert(0, "--force-dark-mode")
        done = chromium_run(chromium, flags, "file://" + copy)
    finally:
        os.remove(copy)
    raw = attribute(done.stdout, "data-check")
    mode = f"{name} at {width} px{' dark' if dark else ''}{' (print style)' if print_rules else ''}"
    if raw is None:
        fail(f"{mode}: the checking script did not report ({done.stderr[-300:]})")
        return None
    result = json.loads(raw)
    print(f"{mode}: {result['cards']} cards shown, {result['cells']} failing cells, {len(result['clipped'])} out of view, "
          f"{len(result['overlap'])} previews over a grid, {len(result['unfocusable'])} unreachable scrolling boxes, "
          f"past-cut glyph contrast {result['contrast'] and round(result['contrast'], 2)}")
    return mode, result


def check_page(chromium, path, axe, screenshots):
    name = os.path.basename(path)
    for width in (1280, 390):
        got = layout(chromium, path, width)
        if not got:
            continue
        mode, r = got
        if r["clipped"]:
            fail(f"{mode}: failing cells need sideways scrolling in {len(set(r['clipped']))} cards, e.g. {r['clipped'][0]}")
        if r["legends"] != r["grids"]:
            fail(f"{mode}: {r['grids'] - r['legends']} grids without a legend")
        if r["unfocusable"]:
            fail(f"{mode}: scrolling boxes the keyboard cannot reach: {r['unfocusable'][:3]}")
        if r["contrast"] is not None and r["contrast"] < 4.5:
            fail(f"{mode}: glyphs past the cut have {r['contrast']:.2f}:1 contrast (< 4.5:1)")
        if screenshots:
            os.makedirs(screenshots, exist_ok=True)
            out = os.path.join(screenshots, f"{os.path.splitext(name)[0]}-{width}.png")
            chromium_run(chromium, ["--hide-scrollbars", f"--window-size={width},1600", "--screenshot=" + out], "file://" + os.path.abspath(path))
    got = layout(chromium, path, 1280, dark=True)
    if got and got[1]["contrast"] is not None and got[1]["contrast"] < 4.5:
        fail(f"{got[0]}: glyphs past the cut have {got[1]['contrast']:.2f}:1 contrast (< 4.5:1)")
    got = layout(chromium, path, 794, print_rules=True)
    if got:
        mode, r = got
        if r["overlap"]:
            fail(f"{mode}: the preview overlaps the grid in {len(r['overlap'])} cards, e.g. {r['overlap'][0]}")
        if r["split"]:
            fail(f"{mode}: {r['split']} cards may be split across pages")
    pdf = tempfile.mktemp(suffix=".pdf")
    chromium_run(chromium, ["--no-pdf-header-footer", "--print-to-pdf=" + pdf], "file://" + os.path.abspath(path))
    if not os.path.exists(pdf) or open(pdf, "rb").read(5) != b"%PDF-":
        fail(f"{name}: did not print to PDF")
    else:
        pages = len(re.findall(rb"/Type\s*/Page[^s]", open(pdf, "rb").read()))
        print(f"{name}: printed to PDF, {pages} pages, {os.path.getsize(pdf) / 1e3:.0f} kB")
        if screenshots:
            shutil.copy(pdf, os.path.join(screenshots, os.path.splitext(name)[0] + ".pdf"))
        os.remove(pdf)
    if not axe:
        return
    for dark in (False, True):
        copy = with_script(path, AXE.replace("AXE_URL", "file://" + os.path.abspath(axe)))
        try:
            flags = ["--window-size=1280,3000", "--virtual-time-budget=60000", "--dump-dom"]
            done = chromium_run(chromium, (["--force-dark-mode"] if dark else []) + flags, "file://" + copy)
        finally:
            os.remove(copy)
        mode = f"{name} axe-core {'dark' if dark else 'light'}"
        raw = attribute(done.stdout, "data-axe")
        if raw is None:
            fail(f"{mode}: axe did not finish ({attribute(done.stdout, 'data-axe-error') or done.stderr[-300:]})")
            continue
        violations = json.loads(raw)
        print(f"{mode}: {len(violations)} violations" + "".join(f"\n  {v['id']} ({v['impact']}): {v['nodes']} nodes, e.g. {v['targets']}" for v in violations))
        if violations:
            fail(f"{mode}: {len(violations)} violations: {', '.join(v['id'] for v in violations)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("report_dir")
    parser.add_argument("--pages", type=int, default=1, help="locale pages to check besides index.html")
    parser.add_argument("--screenshots", help="folder for screenshots at 1280 and 390 px and the PDFs")
    parser.add_argument("--axe", help="axe.min.js (default: the one axe-playwright-python ships)")
    parser.add_argument("--chromium")
    args = parser.parse_args()
    index = os.path.join(args.report_dir, "index.html")
    if not os.path.isfile(index):
        print(f"error: {index} does not exist", file=sys.stderr)
        return 2
    chromium = find_chromium(args.chromium)
    if not chromium:
        print("error: no chromium on PATH (apt-get install chromium)", file=sys.stderr)
        return 2
    axe = find_axe(args.axe)
    if not axe:
        print("axe-core: no axe.min.js (pip install --no-deps axe-playwright-python); skipping the axe check")
    else:
        print("axe-core: " + open(axe, encoding="utf-8").read(40).splitlines()[0])
    pages = ["index.html"] + sorted(f for f in os.listdir(args.report_dir)
                                    if f.endswith(".html") and not f.startswith(".") and f not in ("index.html", "developers.html"))[:args.pages]
    if os.path.isfile(os.path.join(args.report_dir, "developers.html")):
        pages.append("developers.html")
    for page in pages:
        check_page(chromium, os.path.join(args.report_dir, page), axe, args.screenshots)
    if FAILURES:
        print(f"{len(FAILURES)} check(s) failed", file=sys.stderr)
        return 1
    print("all layout checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
