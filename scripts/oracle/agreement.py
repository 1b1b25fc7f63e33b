#!/usr/bin/python3
"""Agreement study: Headroom's line counts and widths against Pango and Chromium.

    scripts/oracle/agreement.py [--cases cases.jsonl | --seed N --per-script N]
                                [--headroom PATH] [--out DIR] [--markdown FILE]

1. Cases: read from --cases, or drawn with sample_cases.py (seed, cases per script).
2. The same cases go to pango_lines.py, chromium_lines.py and `headroom measure --batch -`
   (each case as {"text", "width", "lines": 0, "font", "fontIndex", "size", "locale"} plus the
   layout switches in HEADROOM_FIELDS, which turn off what UIKit does and the two oracles do not:
   the push-out orphan rule and Korean word priority, and SF Pro tracking).
3. Reported, per script and overall:
   - the share of cases where Pango and Chromium agree on the number of lines;
   - among those, the share where Headroom agrees with them (target: at least 99%);
   - natural width relative error of Headroom vs Chromium: median, p99, max (target: 0.2%);
   - every case where Headroom disagrees with both oracles, written to DIR/disagreements.jsonl.
All raw answers are kept in DIR (cases.jsonl, pango.jsonl, chromium.jsonl, headroom.jsonl).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

# Batch fields that make Headroom lay out text the way the oracles do (plain greedy breaking).
HEADROOM_FIELDS = {"pushOut": False, "hangulWordPriority": False, "tracking": False}


def run(cmd, input_text, env=None):
    started = time.monotonic()
    proc = subprocess.run(cmd, input=input_text, capture_output=True, text=True, env=env)
    elapsed = time.monotonic() - started
    if proc.returncode not in (0, 1):
        sys.stderr.write(proc.stderr)
        raise SystemExit(f"{' '.join(cmd[:2])} failed with exit code {proc.returncode}")
    return [json.loads(line) for line in proc.stdout.splitlines() if line.strip()], elapsed


def percentile(values, q):
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(q * (len(ordered) - 1)))))
    return ordered[index]


def main():
    parser = argparse.ArgumentParser(description="Headroom vs Pango vs Chromium")
    parser.add_argument("--cases")
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--per-script", type=int, default=200)
    parser.add_argument("--headroom", default=os.path.join(REPO, ".build-tools", "release", "headroom"))
    parser.add_argument("--out", default=os.path.join(REPO, ".build-tools", "agreement"))
    parser.add_argument("--markdown", help="write the results table (markdown) to this file")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    if args.cases:
        cases_text = open(args.cases, encoding="utf-8").read()
    else:
        cases_text = subprocess.run(
            [sys.executable, os.path.join(HERE, "sample_cases.py"), "--seed", str(args.seed),
             "--per-script", str(args.per_script)], capture_output=True, text=True, check=True,
        ).stdout
    cases = [json.loads(line) for line in cases_text.splitlines() if line.strip()]
    with open(os.path.join(args.out, "cases.jsonl"), "w", encoding="utf-8") as f:
        f.write(cases_text)

    pango, pango_time = run([sys.executable, os.path.join(HERE, "pango_lines.py")], cases_text)
    chrome, chrome_time = run([sys.executable, os.path.join(HERE, "chromium_lines.py")], cases_text)
    batch = "".join(json.dumps(dict({
        "text": c["text"], "width": c["width"], "lines": 0, "font": c["font"],
        "fontIndex": c.get("faceIndex", 0), "size": c["size"], "locale": c.get("locale"),
    }, **HEADROOM_FIELDS), ensure_ascii=False) + "\n" for c in cases)
    headroom, headroom_time = run([args.headroom, "measure", "--batch", "-"], batch)
    for name, answers in (("pango", pango), ("chromium", chrome), ("headroom", headroom)):
        if len(answers) != len(cases):
            raise SystemExit(f"{name} answered {len(answers)} of {len(cases)} cases")
        with open(os.path.join(args.out, f"{name}.jsonl"), "w", encoding="utf-8") as f:
            for a in answers:
                f.write(json.dumps(a, ensure_ascii=False) + "\n")

    scripts = []
    for c in cases:
        if c["script"] not in scripts:
            scripts.append(c["script"])
    rows = []
    disagreements = []
    all_errors = []
    totals = {"cases": 0, "oracles": 0, "headroom": 0, "failed": 0}
    for script in scripts + ["all"]:
        picked = [i for i, c in enumerate(cases) if script == "all" or c["script"] == script]
        oracle_agree = [i for i in picked if "lines" in pango[i] and pango[i].get("lines") == chrome[i].get("lines")]
        ours = [i for i in oracle_agree if headroom[i].get("lines") == pango[i]["lines"]]
        failed = [i for i in picked if "error" in headroom[i]]
        errors = []
        for i in picked:
            if "naturalWidth" in headroom[i] and chrome[i].get("naturalWidth"):
                errors.append(abs(headroom[i]["naturalWidth"] - chrome[i]["naturalWidth"]) / chrome[i]["naturalWidth"])
        if script != "all":
            for i in oracle_agree:
                if i not in ours:
                    disagreements.append({"case": cases[i], "pango": pango[i], "chromium": chrome[i], "headroom": headroom[i]})
        rows.append({
            "script": script, "cases": len(picked), "oraclesAgree": len(oracle_agree), "headroomAgrees": len(ours),
            "headroomErrors": len(failed),
            "widthMedian": statistics.median(errors) if errors else float("nan"),
            "widthP99": percentile(errors, 0.99), "widthMax": max(errors) if errors else float("nan"),
            "widthOver02": sum(1 for e in errors if e > 0.002),
        })
    with open(os.path.join(args.out, "disagreements.jsonl"), "w", encoding="utf-8") as f:
        for d in disagreements:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")

    lines = [
        f"Cases: {len(cases)} (seed {args.seed if not args.cases else 'from ' + args.cases}); "
        f"Pango {pango_time:.1f} s, Chromium {chrome_time:.1f} s, Headroom {headroom_time:.2f} s (wall, incl. start-up).",
        "",
        "| script | cases | Pango = Chromium | Headroom agrees | share | width err median | p99 | max | > 0.2% |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        share = r["headroomAgrees"] / r["oraclesAgree"] * 100 if r["oraclesAgree"] else float("nan")
        lines.append(
            f"| {r['script']} | {r['cases']} | {r['oraclesAgree']} ({r['oraclesAgree'] / max(1, r['cases']) * 100:.1f}%) "
            f"| {r['headroomAgrees']} | {share:.2f}% | {r['widthMedian'] * 100:.4f}% | {r['widthP99'] * 100:.4f}% "
            f"| {r['widthMax'] * 100:.4f}% | {r['widthOver02']} |")
    table = "\n".join(lines)
    print(table)
    print(f"\n{len(disagreements)} disagreements written to {os.path.join(args.out, 'disagreements.jsonl')}")
    for d in disagreements[:30]:
        c = d["case"]
        print(f"- {c['id']} {c['locale']} {c['size']}pt w={c['width']}: oracles {d['pango']['lineTexts']} "
              f"headroom {d['headroom'].get('lineTexts', d['headroom'].get('error'))}")
    outliers = []
    for i, c in enumerate(cases):
        if "naturalWidth" in headroom[i] and chrome[i].get("naturalWidth"):
            error = abs(headroom[i]["naturalWidth"] - chrome[i]["naturalWidth"]) / chrome[i]["naturalWidth"]
            if error > 0.002:
                outliers.append(f"- {c['id']} {c['locale']} {c['size']}pt {json.dumps(c['text'], ensure_ascii=False)}: "
                                f"Chromium {chrome[i]['naturalWidth']:.3f}, Pango {pango[i].get('naturalWidth', float('nan')):.3f}, "
                                f"Headroom {headroom[i]['naturalWidth']:.3f}")
    if outliers:
        table += "\n\nNatural widths more than 0.2% from Chromium's:\n" + "\n".join(outliers)
        print("\n".join(outliers))
    if args.markdown:
        with open(args.markdown, "w", encoding="utf-8") as f:
            f.write(table + "\n")


if __name__ == "__main__":
    main()
