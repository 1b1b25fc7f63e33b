#!/usr/bin/env bash
# Speed of the localization readers, through `headroom strings` (release build):
#   1. a generated 5 MB .strings file (target: well under a second);
#   2. the whole ../shared/corpus, 954 files (target: under 2 seconds).
# Wall-clock and CPU seconds are printed; on a busy machine wall-clock exceeds CPU time.
# Usage: scripts/formats-speed.sh [path/to/headroom]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$repo/.build-formats/release/headroom}"
if [ ! -x "$bin" ]; then
    (cd "$repo" && swift build -c release --scratch-path .build-formats --product headroom)
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/en.lproj"
python3 - "$tmp/en.lproj/Big.strings" <<'PY'
import sys
parts, size, i = [], 0, 0
while size < 5 * 1024 * 1024:
    s = '/* Comment %d */\n"key.%d" = "Value %d with \\"quotes\\", unicode é ü 😀 and a \\n newline";\n' % (i, i, i)
    parts.append(s); size += len(s.encode()); i += 1
open(sys.argv[1], 'w', encoding='utf-8').write(''.join(parts))
print('generated %d entries, %d bytes' % (i, size))
PY
run() {
    local label="$1"; shift
    /usr/bin/time -f "$label: %e s wall, %U s user, %S s sys, %M KB max RSS" "$@" > /dev/null
}
run "5 MB .strings" "$bin" strings --format json "$tmp"
corpus="$repo/../shared/corpus"
if [ -d "$corpus" ]; then
    run "corpus (954 files)" "$bin" strings --format json "$corpus"
else
    echo "corpus not found at $corpus: skipped"
fi
