#!/usr/bin/env python3
"""Builds Fonts/testing/HeadroomTestVF.ttf: a tiny variable font (ASCII as boxes) with a `wght`
axis (100-900) and an `opsz` axis (8-40) whose advances change along both, for the engine's
variable-font tests. Needs fontTools (pip install fonttools). Our own drawing: no third-party glyphs.
"""
import os, tempfile
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.designspaceLib import DesignSpaceDocument, AxisDescriptor, SourceDescriptor
from fontTools import varLib

CHARS = [chr(c) for c in range(0x21, 0x7F)]

def master(path, advance, stem):
    fb = FontBuilder(1000, isTTF=True)
    names = [".notdef", "space"] + [f"g{ord(c):04X}" for c in CHARS]
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x20: "space", **{ord(c): f"g{ord(c):04X}" for c in CHARS}})
    glyphs, metrics = {}, {}
    for name in names:
        pen = TTGlyphPen(None)
        if name != "space":
            pen.moveTo((50, 0)); pen.lineTo((50 + stem, 0)); pen.lineTo((50 + stem, 700)); pen.lineTo((50, 700))
            pen.closePath()
        glyphs[name] = pen.glyph()
        metrics[name] = (advance if name != "space" else advance // 2, 50)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=900, descent=-250)
    fb.setupNameTable({"familyName": "Headroom Test VF", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=900, sTypoDescender=-250, usWinAscent=900, usWinDescent=250)
    fb.setupPost()
    fb.save(path)

def main():
    out = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Fonts", "testing", "HeadroomTestVF.ttf")
    with tempfile.TemporaryDirectory() as tmp:
        doc = DesignSpaceDocument()
        for tag, name, lo, default, hi in [("wght", "Weight", 100, 400, 900), ("opsz", "Optical size", 8, 12, 40)]:
            axis = AxisDescriptor()
            axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = tag, name, lo, default, hi
            doc.addAxis(axis)
        for file, advance, stem, location in [("default.ttf", 500, 100, {"Weight": 400, "Optical size": 12}),
                                              ("bold.ttf", 700, 300, {"Weight": 900, "Optical size": 12}),
                                              ("thin.ttf", 400, 20, {"Weight": 100, "Optical size": 12}),
                                              ("display.ttf", 450, 100, {"Weight": 400, "Optical size": 40})]:
            path = os.path.join(tmp, file)
            master(path, advance, stem)
            source = SourceDescriptor()
            source.path, source.location = path, location
            doc.addSource(source)
        font, _, _ = varLib.build(doc)
        font.save(out)
    print(out)

if __name__ == "__main__":
    main()
