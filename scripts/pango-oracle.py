#!/usr/bin/python3
"""Pango as an independent oracle: JSON lines in ({"text", "size", "width", "locale"?, "family"?,
"weight"?}), JSON lines out ({"lines", "natural", "texts"}). PangoFT2 at 72 dpi with unrounded
glyph positions (HarfBuzz's unhinted advances), the same family list as Headroom's bundled stack
(fontconfig finds the installed Debian fonts). Needs python3-gi and gir1.2-pango-1.0.
"""
import json, sys
import gi
gi.require_version("Pango", "1.0")
gi.require_version("PangoFT2", "1.0")
from gi.repository import Pango, PangoFT2

FAMILIES = ("Inter, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Devanagari, Noto Sans Thai, "
            "Noto Sans CJK SC")
CJK = {"ja": "Noto Sans CJK JP", "ko": "Noto Sans CJK KR", "zh-Hant": "Noto Sans CJK TC", "zh-TW": "Noto Sans CJK TC",
       "zh-HK": "Noto Sans CJK TC"}

# FreeType font map at 72 dpi (1 pt = 1 px), unrounded glyph positions: HarfBuzz's unhinted advances.
fontmap = PangoFT2.FontMap.new()
fontmap.set_resolution(72, 72)
context = Pango.Context()
context.set_font_map(fontmap)
context.set_round_glyph_positions(False)

for line in sys.stdin:
    if not line.strip():
        continue
    q = json.loads(line)
    locale = q.get("locale") or "en"
    families = q.get("family") or FAMILIES.replace("Noto Sans CJK SC", CJK.get(locale, "Noto Sans CJK SC"))
    context.set_language(Pango.Language.from_string(locale))
    layout = Pango.Layout.new(context)
    desc = Pango.FontDescription.from_string(families)
    desc.set_absolute_size(q["size"] * Pango.SCALE)
    desc.set_weight(q.get("weight", 400))
    layout.set_font_description(desc)
    layout.set_text(q["text"], -1)
    layout.set_width(int(q["width"] * Pango.SCALE))
    layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    lines = layout.get_line_count()
    texts = []
    data = q["text"].encode()
    for i in range(lines):
        l = layout.get_line_readonly(i)
        texts.append(data[l.start_index:l.start_index + l.length].decode())
    layout.set_width(-1)
    natural = layout.get_extents()[1].width / Pango.SCALE
    print(json.dumps({"lines": lines, "natural": natural, "texts": texts}, ensure_ascii=False), flush=True)
