#!/usr/bin/env python3
"""Checks a Headroom HTML report in headless Chromium.

Usage: check_report.py REPORT_DIR [--screenshots DIR] [--compare DIR] [--chromium PATH] [--pages N]

For each page (index.html first, then up to N locale pages) it loads the file from disk with no
network and fails when:
  - the page logs anything to the console (uncaught exceptions included);
  - a page with strings shows no preview SVG, or the visible count is not the total;
  - a filter set through the address (#locale=, #verdict=, #component=, #q=) does not show
    exactly the cards it should (counted from the unfiltered DOM);
  - #size=<category> does not switch every card that has that frame, or a frame the script draws
    has no glyphs or uses an outline the page does not define.
With --screenshots it saves light and dark screenshots (1280x2000) and checks they are not blank
and that the dark one is darker; with --compare it compares them loosely (same size, similar
brightness) with the PNGs in that folder. It prints the load time (performance.now() at the load
event) and the wall time of each load. Exit status 0 when everything passes, 1 otherwise, 2 on
bad usage. Only the Python standard library is used.
"""
import argparse
import html
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib
from collections import Counter

FAILURES = []


def fail(message):
    FAILURES.append(message)
    print("FAIL: " + message, file=sys.stderr)


def find_chromium(explicit):
    for name in [explicit, os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def run_chromium(chromium, args, url, timeout=180):
    profile = tempfile.mkdtemp(prefix="headroom-chromium-")
    command = [
        chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--disable-background-networking", "--disable-sync", "--user-data-dir=" + profile,
        "--enable-logging=stderr", "--v=0",
    ] + args + [url]
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    wall = time.monotonic() - start
    console = [line for line in done.stderr.splitlines() if ":CONSOLE" in line]
    return done, wall, console


def dump(chromium, path, fragment=""):
    url = "file://" + os.path.abspath(path) + fragment
    # A tall window, so the first cards (below the summary) are near the screen and drawn.
    done, wall, console = run_chromium(chromium, ["--window-size=1280,8000", "--dump-dom"], url)
    if done.returncode != 0:
        fail(f"{url}: chromium exited with {done.returncode}: {done.stderr[-500:]}")
    for line in console:
        fail(f"{url}: console message: {line.strip()}")
    return done.stdout, wall


def attr(dom, name):
    match = re.search(r'\b' + name + r'="([^"]*)"', dom)
    return match.group(1) if match else None


def cards(dom):
    """(locale, component, verdicts, hidden) of every card in the DOM."""
    out = []
    for match in re.finditer(r'<article class="card(?: design)?"([^>]*)>', dom):
        attrs = match.group(1)
        get = lambda n: html.unescape(re.search(r'\b' + n + r'="([^"]*)"', attrs).group(1))
        out.append((get("data-locale"), get("data-component"), get("data-verdicts").split(), " hidden" in attrs,
                    get("data-cause")))
    return out


def visible(dom):
    value = attr(dom, "data-visible-count")
    return int(value) if value is not None else -1


def check_page(chromium, path, is_index):
    name = os.path.basename(path)
    dom, wall = dump(chromium, path)
    all_cards = cards(dom)
    total = int(attr(dom, "data-total") or -1)
    # Drawn previews only: with scripting on, <noscript> holds text, and the dump escapes it.
    svgs = len(re.findall(r'<svg class="pv"', re.sub(r'<noscript>.*?</noscript>', '', dom, flags=re.S)))
    recipes = len(re.findall(r'\{"c":"', dom))
    load_ms = attr(dom, "data-load-ms")
    size = os.path.getsize(path)
    print(f"{name}: {size / 1e6:.2f} MB, {len(all_cards)} strings, {svgs} preview SVGs in the DOM, {recipes} frames drawn on demand, "
          f"load event at {load_ms} ms, chromium wall {wall:.2f} s")
    if load_ms is None:
        fail(f"{name}: the page script did not run to the load event")
    if is_index and 'class="locale-pages"' in dom:
        # An overview index (too many strings for one page): no cards, a link to every locale page.
        block = re.search(r'<ul class="locale-pages">.*?</ul>', dom, flags=re.S)
        linked = set(re.findall(r'<li><a href="([^"]+\.html)">', block.group(0))) if block else set()
        pages = {f for f in os.listdir(os.path.dirname(path)) if f.endswith(".html") and f not in ("index.html", "developers.html")}
        print(f"{name}: overview of {len(linked)} locale pages")
        if all_cards:
            fail(f"{name}: an overview index with {len(all_cards)} cards")
        if linked != pages:
            fail(f"{name}: links {sorted(linked)} but the pages are {sorted(pages)}")
        return
    if total != len(all_cards):
        fail(f"{name}: data-total {total} but {len(all_cards)} cards")
    # With both causes on a page, the translators' texts show first and design ones wait behind the filter.
    default_cause = 'id="f-cause" data-default="translation"' in dom
    expected = sum(1 for c in all_cards if c[4] == "translation") if default_cause else len(all_cards)
    if visible(dom) != expected:
        fail(f"{name}: {visible(dom)} visible of {len(all_cards)} with no filter, expected {expected}")
    # A filter never hides a card silently: the status names the design cards the default hides.
    hidden = int(attr(dom, "data-hidden-by-cause") or 0)
    if hidden != len(all_cards) - expected:
        fail(f"{name}: the status counts {hidden} cards hidden by who must act, expected {len(all_cards) - expected}")
    elif hidden:
        status = re.search(r'<p id="status"[^>]*>(.*?)</p>', dom, re.S)
        if not status or "design card" not in status.group(1):
            fail(f"{name}: {hidden} design cards hidden but the status does not say so")
    if all_cards and svgs == 0:
        fail(f"{name}: no preview SVG")
    if not is_index or not all_cards:
        return
    fragment_checks(chromium, path, all_cards, dom)


def without_noscript(dom):
    """The dump shows <noscript> contents as text; drop them so only drawn frames count."""
    return re.sub(r'<noscript>.*?</noscript>', '', dom, flags=re.S)


def fragment_checks(chromium, path, all_cards, dom):
    name = os.path.basename(path)
    locales = Counter(c[0] for c in all_cards)
    components = Counter(c[1] for c in all_cards)
    verdicts = Counter(v for c in all_cards for v in c[2])
    locale = min(locales, key=lambda k: (locales[k], k))
    component = min(components, key=lambda k: (components[k], k))
    verdict = min(verdicts, key=lambda k: (verdicts[k], k))
    key = html.unescape(re.search(r'<h3 id="[^"]*-h"><code data-s(?:="")?>(.*?)</code>', dom).group(1))
    expectations = [
        ("locale=" + locale, locales[locale]),
        ("component=" + component, components[component]),
        ("verdict=" + verdict, verdicts[verdict]),
        ("locale=" + locale + "&verdict=" + verdict,
         sum(1 for c in all_cards if c[0] == locale and verdict in c[2])),
        ("q=zz-no-such-text-zz", 0),
    ]
    for fragment, expected in expectations:
        filtered, _ = dump(chromium, path, "#" + fragment.replace(" ", "%20"))
        shown = [c for c in cards(filtered) if not c[3]]
        if visible(filtered) != expected or len(shown) != expected:
            fail(f"{name}#{fragment}: {visible(filtered)} counted, {len(shown)} shown, expected {expected}")
        else:
            print(f"{name}#{fragment}: {expected} of {len(all_cards)} shown")
    # A link to one card shows it, even a design-caused one the default filter hides.
    hidden_by_default = re.search(r'<article class="card design" id="([^"]+)"[^>]*data-cause="design"', dom)
    if 'id="f-cause" data-default="translation"' in dom and hidden_by_default:
        card_id = hidden_by_default.group(1)
        linked, _ = dump(chromium, path, "#" + card_id)
        match = re.search(r'<article class="card design" id="' + re.escape(card_id) + r'"([^>]*)>', linked)
        if not match or " hidden" in match.group(1):
            fail(f"{name}#{card_id}: the linked design-caused card stays hidden")
        else:
            print(f"{name}#{card_id}: the linked design-caused card is shown")
    searched, _ = dump(chromium, path, "#q=" + quote(key))
    found = visible(searched)
    if not 1 <= found <= len(all_cards):
        fail(f"{name}#q={key}: {found} shown, expected at least the card with that key")
    # The size control: every card that has an AX3 frame shows it.
    resized, _ = dump(chromium, path, "#size=ax3")
    # Blocks with an AX3 frame: shown first (the size control's default) or as a recipe.
    with_frame = len(re.findall(r'<select class="cat[^"]*"[^>]*data-default="ax3"', dom)) + len(re.findall(r'\{"c":"ax3"', dom))
    frames = re.findall(r'<div class="frame(?: design)?" data-cat="ax3">(.*?)</div></div>', without_noscript(resized), re.S)
    if with_frame == 0 or len(frames) != with_frame:
        fail(f"{name}#size=ax3: {len(frames)} AX3 frames shown, expected {with_frame}")
    else:
        print(f"{name}#size=ax3: {len(frames)} AX3 frames shown")
    # The frames drawn by the script: as many line groups as the recipe's line count, glyphs placed
    # from the string's glyph data, each a use of an outline the page defines.
    defined = set(re.findall(r'<path id="(o[0-9a-z]+)" transform="scale\(', resized))
    for frame in frames:
        for svg in re.findall(r'<svg class="pv"[^>]*data-lines="(\d+)"[^>]*>(.*?)</svg>', frame, re.S):
            drawn = len(re.findall(r'<g class="ln( over)?"', svg[1]))
            if drawn != int(svg[0]):
                fail(f"{name}#size=ax3: an SVG draws {drawn} lines but measures {svg[0]}")
                return
            uses = re.findall(r'<use href="#(o[0-9a-z]+)"', svg[1])
            if not uses or not set(uses) <= defined:
                fail(f"{name}#size=ax3: an SVG draws {len(uses)} glyphs, {len(set(uses) - defined)} of them undefined")
                return


def quote(text):
    from urllib.parse import quote as q
    return q(text, safe="")


def png_stats(path):
    """(width, height, mean luminance 0-255, fraction of distinct sampled colours)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    width, height, depth, colour = header[0], header[1], header[2], header[3]
    channels = {2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour})")
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    total, samples, colours = 0, 0, set()
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        row = bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = row[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + a) & 255
            elif kind == 2:
                row[i] = (row[i] + b) & 255
            elif kind == 3:
                row[i] = (row[i] + ((a + b) >> 1)) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = row
        if y % 8 == 0:
            for x in range(0, width, 8):
                r, g, bl = row[x * channels], row[x * channels + 1], row[x * channels + 2]
                total += 0.2126 * r + 0.7152 * g + 0.0722 * bl
                samples += 1
                colours.add((r, g, bl))
    return width, height, total / max(samples, 1), len(colours)


def check_zoom(chromium, path):
    """At 200% zoom of a 1280 px window (640 CSS px) nothing may scroll sideways."""
    name = os.path.basename(path)
    url = "file://" + os.path.abspath(path)
    done, _, console = run_chromium(chromium, ["--window-size=640,1000", "--dump-dom"], url)
    for line in console:
        fail(f"{name} at 640 px: console message: {line.strip()}")
    overflow = attr(done.stdout, "data-overflow-x")
    if overflow != "no":
        fail(f"{name} at 640 CSS px (200% zoom): the page scrolls sideways (data-overflow-x={overflow})")
    else:
        print(f"{name} at 640 CSS px (200% zoom): no sideways scrolling")


def screenshots(chromium, path, folder, compare):
    os.makedirs(folder, exist_ok=True)
    stats = {}
    for mode, flags in [("light", []), ("dark", ["--force-dark-mode"])]:
        out = os.path.join(folder, f"report-{mode}.png")
        url = "file://" + os.path.abspath(path)
        done, wall, console = run_chromium(
            chromium, flags + ["--hide-scrollbars", "--window-size=1280,2000", "--screenshot=" + out], url)
        for line in console:
            fail(f"{mode} screenshot: console message: {line.strip()}")
        if not os.path.exists(out):
            fail(f"{mode} screenshot was not written: {done.stderr[-300:]}")
            continue
        width, height, mean, colours = png_stats(out)
        stats[mode] = (width, height, mean, colours)
        print(f"screenshot {mode}: {width}x{height}, mean luminance {mean:.0f}, {colours} colours, "
              f"{os.path.getsize(out) / 1e3:.0f} kB")
        if (width, height) != (1280, 2000):
            fail(f"{mode} screenshot is {width}x{height}, expected 1280x2000")
        if colours < 8:
            fail(f"{mode} screenshot looks blank ({colours} colours)")
        if compare:
            reference = os.path.join(compare, f"report-{mode}.png")
            if os.path.exists(reference):
                rw, rh, rmean, rcolours = png_stats(reference)
                if (rw, rh) != (width, height) or abs(rmean - mean) > 25:
                    fail(f"{mode} screenshot differs from {reference}: {width}x{height} mean {mean:.0f} "
                         f"vs {rw}x{rh} mean {rmean:.0f}")
            else:
                print(f"no reference {reference}; skipping comparison")
    if "light" in stats and "dark" in stats and not stats["dark"][2] < stats["light"][2] - 60:
        fail(f"dark screenshot is not darker (mean {stats['dark'][2]:.0f} vs {stats['light'][2]:.0f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("report_dir")
    parser.add_argument("--screenshots", help="folder to write report-light.png and report-dark.png into")
    parser.add_argument("--compare", help="folder with reference screenshots to compare loosely with")
    parser.add_argument("--chromium", help="the Chromium binary (default: chromium on PATH)")
    parser.add_argument("--pages", type=int, default=3, help="locale pages to load besides index.html")
    args = parser.parse_args()
    index = os.path.join(args.report_dir, "index.html")
    if not os.path.isfile(index):
        print(f"error: {index} does not exist", file=sys.stderr)
        return 2
    chromium = find_chromium(args.chromium)
    if not chromium:
        print("error: no chromium on PATH (apt-get install chromium)", file=sys.stderr)
        return 2
    check_page(chromium, index, True)
    others = sorted(f for f in os.listdir(args.report_dir) if f.endswith(".html") and f not in ("index.html", "developers.html"))
    for name in others[:args.pages]:
        check_page(chromium, os.path.join(args.report_dir, name), False)
    check_zoom(chromium, index)
    if args.screenshots:
        # A locale page shows the summary and the first cards; prefer a right-to-left one.
        rtl = [f for f in ("ar.html", "he.html", "fa.html", "ur.html") if f in others]
        target = os.path.join(args.report_dir, (rtl or others or ["index.html"])[0])
        screenshots(chromium, target, args.screenshots, args.compare)
    if FAILURES:
        print(f"{len(FAILURES)} check(s) failed", file=sys.stderr)
        return 1
    print("all browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
