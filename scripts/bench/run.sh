#!/usr/bin/env bash
# Builds Headroom in release mode and runs every benchmark: measure (vs the C floor and Pango),
# formats (parse the corpus) and check (the corpus under a catch-all rule at 12 categories).
#
#   scripts/bench/run.sh [headroom-bench options, e.g. --strings 0 --suite measure]
#
# Needs: swift, cc, pkg-config and the -dev packages of harfbuzz, freetype, icu and pango
# (apt-get install libharfbuzz-dev libfreetype-dev libicu-dev libpango1.0-dev); a missing one only
# skips the figure that needs it. The corpus is ../shared/corpus beside the checkout (or --corpus).
set -euo pipefail
cd "$(dirname "$0")/../.."
scratch="${HEADROOM_BENCH_SCRATCH:-.build-bench}"
swift build -c release --scratch-path "$scratch" --product headroom-bench
swift build -c release --scratch-path "$scratch" --product headroom
exec "$scratch/release/headroom-bench" "$@"
