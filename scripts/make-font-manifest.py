#!/usr/bin/env python3
"""Writes Fonts/manifest.json: the default font stack (bundled files + Debian system fonts).

Run from the repository root after `apt-get install fonts-inter-variable fonts-noto-core fonts-noto-cjk
fonts-noto-color-emoji`. Bundled files live in Fonts/; the large ones are referenced by system path.
"""
import hashlib, json, os, subprocess

NOTO = "/usr/share/fonts/truetype/noto"
CJK = "/usr/share/fonts/opentype/noto"

def version(pkg):
    try:
        return subprocess.check_output(["dpkg-query", "-W", "-f=${Version}", pkg], text=True)
    except Exception:
        return "unknown"

def sha(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()

fonts = []
def add(family, style, weight, role, file=None, system=None, face=0, scripts=(), locales=(), pkg="", variable=False):
    path = os.path.join("Fonts", file) if file else system
    entry = {"family": family, "style": style, "weight": weight, "role": role}
    if file: entry["file"] = file
    if system: entry["systemPath"] = system
    entry.update({"faceIndex": face, "sha256": sha(path), "scripts": list(scripts), "locales": list(locales),
                  "package": pkg, "packageVersion": version(pkg)})
    if variable: entry["variable"] = True
    fonts.append(entry)

LGC = ["Latn", "Grek", "Cyrl"]
# The system stand-in: Inter's variable font (wght 100-900), one face for every weight and size; the
# width calibration (Sources/DynamicType/StandInCalibration.swift) stands in for SF's optical sizes.
add("Inter", "Variable", 400, "text", system="/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", scripts=LGC,
    pkg="fonts-inter-variable", variable=True)

bundled = {"Arabic": ["Arab"], "Hebrew": ["Hebr"], "Devanagari": ["Deva"], "Thai": ["Thai"]}
for name, scripts in bundled.items():
    for style, weight in [("Regular", 400), ("Bold", 700)]:
        add(f"Noto Sans {name}", style, weight, "fallback", file=f"NotoSans{name}-{style}.ttf", scripts=scripts,
            pkg="fonts-noto-core")

# CJK collections: face index by locale (checked with fc-query: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK).
cjk_faces = [(0, "JP", ["ja"]), (1, "KR", ["ko"]), (2, "SC", ["zh-Hans", "zh-CN", "zh-SG", "zh"]),
             (3, "TC", ["zh-Hant", "zh-TW", "zh-HK", "zh-MO"]), (4, "HK", [])]
for style, weight in [("Regular", 400), ("Bold", 700)]:
    for index, region, locales in cjk_faces:
        add(f"Noto Sans CJK {region}", style, weight, "fallback", system=f"{CJK}/NotoSansCJK-{style}.ttc", face=index,
            scripts=["Hani", "Hira", "Kana", "Hang", "Bopo"], locales=locales, pkg="fonts-noto-cjk")

add("Noto Color Emoji", "Regular", 400, "emoji", system=f"{NOTO}/NotoColorEmoji.ttf", scripts=["Zsye"],
    pkg="fonts-noto-color-emoji")

system = {"Armenian": ["Armn"], "Georgian": ["Geor"], "Ethiopic": ["Ethi"], "Bengali": ["Beng"],
          "Tamil": ["Taml"], "Sinhala": ["Sinh"], "Khmer": ["Khmr"], "Lao": ["Laoo"], "Myanmar": ["Mymr"],
          "Gurmukhi": ["Guru"], "Gujarati": ["Gujr"], "Kannada": ["Knda"], "Telugu": ["Telu"],
          "Malayalam": ["Mlym"], "Oriya": ["Orya"], "Tibetan": ["Tibt"], "Mongolian": ["Mong"],
          "Cherokee": ["Cher"], "Syriac": ["Syrc"], "Thaana": ["Thaa"], "Tifinagh": ["Tfng"],
          "CanadianAboriginal": ["Cans"], "Javanese": ["Java"], "Balinese": ["Bali"], "Adlam": ["Adlm"],
          "NKo": ["Nkoo"], "Yi": ["Yiii"], "Math": ["Zmth"], "Symbols": ["Zsym"], "Symbols2": ["Zsym"]}
for name, scripts in system.items():
    for style, weight in [("Regular", 400), ("Bold", 700)]:
        path = f"{NOTO}/NotoSans{name}-{style}.ttf"
        if not os.path.exists(path):
            continue
        family = "Noto Sans " + {"CanadianAboriginal": "Canadian Aboriginal", "NKo": "NKo"}.get(name, name)
        add(family, style, weight, "fallback", system=path, scripts=scripts, pkg="fonts-noto-core")
# Last resort for Latin extensions and symbols Inter lacks.
for style, weight in [("Regular", 400), ("Bold", 700)]:
    add("Noto Sans", style, weight, "fallback", system=f"{NOTO}/NotoSans-{style}.ttf", scripts=LGC, pkg="fonts-noto-core")

with open("Fonts/manifest.json", "w") as f:
    json.dump({"version": 1, "fonts": fonts}, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(fonts), "fonts")
