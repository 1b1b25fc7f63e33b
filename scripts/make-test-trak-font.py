#!/usr/bin/env python3
"""Builds Fonts/testing/HeadroomTestTrak.ttf: a tiny static font (ASCII as boxes, every glyph
advancing 500 of 1000 units) with an AAT `trak` table whose normal track adds +60 units per glyph
at 8 pt, +30 at 12 pt, 0 at 20 pt and -40 at 32 pt, for the engine's tracking tests (SF Pro carries
such a table). Needs fontTools (pip install fonttools). Our own drawing: no third-party glyphs.
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry

CHARS = [chr(c) for c in range(0x21, 0x7F)]
TRACK = {8.0: 60, 12.0: 30, 20.0: 0, 32.0: -40}

def main():
    out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Fonts", "testing", "HeadroomTestTrak.ttf")
    fb = FontBuilder(1000, isTTF=True)
    names = [".notdef", "space"] + [f"g{ord(c):04X}" for c in CHARS]
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x20: "space", **{ord(c): f"g{ord(c):04X}" for c in CHARS}})
    glyphs, metrics = {}, {}
    for name in names:
        pen = TTGlyphPen(None)
        if name != "space":
            pen.moveTo((50, 0)); pen.lineTo((150, 0)); pen.lineTo((150, 700)); pen.lineTo((50, 700))
            pen.closePath()
        glyphs[name] = pen.glyph()
        metrics[name] = (500 if name != "space" else 250, 50)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=900, descent=-250)
    fb.setupNameTable({"familyName": "Headroom Test Trak", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=900, sTypoDescender=-250, usWinAscent=900, usWinDescent=250)
    fb.setupPost()
    trak = newTable("trak")
    trak.version, trak.format = 1.0, 0
    trak.horizData = TrackData({0.0: TrackTableEntry(TRACK, nameIndex=256)})
    trak.vertData = TrackData()
    fb.font["trak"] = trak
    fb.font.save(out)
    print(out)

if __name__ == "__main__":
    main()
