#!/usr/bin/env python3
"""Scan of a folder: wall time, CPU time and peak memory (max RSS) of `headroom scan` (issue 19's
target: all of ../shared/corpus-src in < 5 s wall and < 500 MB, release build).

Usage: scripts/bench/scan-folder.py [--headroom BIN] [--shared DIR] [--only NAME[,NAME]] [--repeat N]
Cases:
  corpus-src           all four apps of SHARED/corpus-src in one run
  <app>                one app per run, with its strings (SHARED/corpus/<app> when present), as
                       scripts/scan-corpus-diff scans it
  views-MB-1/2/4       1, 2, 4 MiB of one-line SwiftUI views in one file (the 4 MiB file with
                       --max-file-bytes raised to 8 MiB, since the default refuses it)
Prints one line per case: wall and CPU seconds, peak MB (the child's own rusage), exit status
(1 is expected: the apps have unreadable inputs). The best wall of --repeat runs is printed, and
the largest peak. Nothing is asserted: run it on a release build
(`nice -n 10 swift build -c release --product headroom`) and record the figures in docs/benchmarks.md.
"""
import argparse, importlib.util, os, subprocess, sys, tempfile, time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APPS = ['iceCubes', 'mastodon-ios', 'keepassium', 'bitwarden-authenticator-ios']


def views_of_size(mb):
    """The same generator as scripts/hostile-bench.py's views-MB-N cases."""
    spec = importlib.util.spec_from_file_location('hostile', os.path.join(REPO, 'scripts', 'hostile-bench.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.views_of_size(mb)


def run(cmd):
    """Wall seconds, CPU seconds (user + system), peak resident MB of the child, exit status."""
    start = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    return time.time() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--headroom', default=os.path.join(REPO, '.build/release/headroom'))
    ap.add_argument('--shared', default=os.path.join(REPO, '..', 'shared'))
    ap.add_argument('--only', default='')
    ap.add_argument('--repeat', type=int, default=1)
    args = ap.parse_args()
    src = os.path.join(args.shared, 'corpus-src')
    only = set(filter(None, args.only.split(',')))
    cases = []
    if os.path.isdir(src):
        cases.append(('corpus-src', [src]))
        for app in APPS:
            strings = os.path.join(args.shared, 'corpus', app)
            if not os.path.isdir(strings):
                strings = os.path.join(src, app)
            cases.append((app, [os.path.join(src, app), '--strings', strings]))
    else:
        print('scan-folder: %s not found: only the views cases run' % src, file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix='headroom-scan-bench-') as tmp:
        for mb in (1, 2, 4):
            name = 'views-MB-%d' % mb
            if only and name not in only:
                continue
            folder = os.path.join(tmp, name)
            os.makedirs(folder)
            with open(os.path.join(folder, 'App.swift'), 'w') as f:
                f.write(views_of_size(mb))
            cases.append((name, [folder] + (['--max-file-bytes', str(8 << 20)] if mb > 2 else [])))
        for name, scan_args in cases:
            if only and name not in only:
                continue
            runs = [run([args.headroom, 'scan', '--format', 'json'] + scan_args) for _ in range(args.repeat)]
            wall = min(r[0] for r in runs)
            cpu = min(r[1] for r in runs)
            peak = max(r[2] for r in runs)
            print('%-28s %8.2f s wall %8.2f s CPU %6.0f MB peak  exit %s' % (name, wall, cpu, peak, runs[-1][3]), flush=True)


if __name__ == '__main__':
    sys.exit(main())
