#!/usr/bin/env bash
# Measures the HTML report at corpus scale: writes a synthetic report (default 5,000 strings, 12
# locales, every category) with the Swift test fixture, then loads it in headless Chromium and
# prints file sizes and load times. Usage: scripts/browser/measure_scale.sh [COUNT] [OUT_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
count="${1:-5000}"
out="${2:-$(mktemp -d /tmp/headroom-html-scale.XXXXXX)}"
scratch="${SCRATCH_PATH:-$root/.build-html}"
cd "$root"
HEADROOM_HTML_SCALE="$count" HEADROOM_HTML_SCALE_DIR="$out" \
    swift test --scratch-path "$scratch" --filter 'HTMLBrowserTests/scaleFixture' 2>&1 | grep 'HTML scale fixture' || {
    echo "error: could not build the scale fixture" >&2
    exit 1
}
ls -l "$out" | awk 'NR > 1 { printf "%-16s %8.2f MB\n", $9, $5 / 1e6 }'
python3 "$root/scripts/browser/check_report.py" "$out" --pages 2
