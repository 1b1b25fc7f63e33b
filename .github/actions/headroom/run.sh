#!/usr/bin/env bash
# The steps of the Headroom action (action.yml beside this file), as one script that also runs
# outside GitHub (the repository's CI runs it on the embedded sample: scripts/test-ci-action).
#
# Environment:
#   HEADROOM          the headroom executable (default: headroom on PATH)
#   HEADROOM_CONFIG   the app's manifest (default: headroom.yml)
#   HEADROOM_BASE_REF a git ref (the pull request's base branch): its findings become the baseline,
#                     so only findings new since the base fail; empty: every error fails
#   HEADROOM_SARIF    where to write the SARIF for code scanning (default: headroom.sarif)
#   GITHUB_ACTIONS    when "true", the findings are also printed as workflow annotations
# Exit status: 0 when no error is new since the base; 1 when there are new errors; 2 or 3 for a
# configuration or write error (as `headroom check`).
set -uo pipefail
headroom=${HEADROOM:-headroom}
config=${HEADROOM_CONFIG:-headroom.yml}
sarif=${HEADROOM_SARIF:-headroom.sarif}
base_ref=${HEADROOM_BASE_REF:-}
work=$(mktemp -d)
cleanup() {
  [ -d "$work/base" ] && git worktree remove --force "$work/base" >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT

baseline=()
if [ -n "$base_ref" ]; then
  top=$(git rev-parse --show-toplevel) || { echo "headroom action: not in a git repository" >&2; exit 2; }
  rel=$(realpath --relative-to="$top" "$config")
  if git worktree add --detach "$work/base" "$base_ref" >/dev/null 2>&1 && [ -f "$work/base/$rel" ]; then
    "$headroom" check --config "$work/base/$rel" --write-baseline --baseline "$work/baseline.json" --quiet
    status=$?
    if [ $status -ge 2 ]; then echo "headroom action: the base ($base_ref) could not be checked (exit $status)" >&2; exit $status; fi
    baseline=(--baseline "$work/baseline.json")
    echo "headroom action: findings of $base_ref are the baseline" >&2
  else
    echo "headroom action: $base_ref has no $rel; every finding is new" >&2
  fi
fi

"$headroom" check --config "$config" "${baseline[@]}" --format sarif --output "$sarif" --quiet
status=$?
if [ "${GITHUB_ACTIONS:-}" = "true" ]; then
  "$headroom" check --config "$config" "${baseline[@]}" --format github --quiet || true
fi
"$headroom" check --config "$config" "${baseline[@]}" --format xcode --quiet >"$work/summary.txt" 2>&1 || true
tail -n 1 "$work/summary.txt" >&2
exit $status
