#!/usr/bin/env python3
"""Growth of `headroom` on hostile inputs (issue 22): generates each input in a temporary folder,
runs the real binary on it and prints wall time, peak memory (max RSS) and the exit status.

Usage: scripts/hostile-bench.py [--headroom BIN] [--only NAME[,NAME]] [--timeout S]
Cases (size in the name):
  deep-??-N, padding-N, elseif-N, plus-N, paren-N, bang-N, generic-N  scan of one deep file
  ternary-self-N           `static let a: String = c ? a : c ? a : ... : a` (N alternatives)
  member-chain-N           `a.b.b.b...` of N links
  views-N                  N one-line views in one file; views-MB-M: M MiB (1, 2, 4) of views in one file;
                           views-split-MB-1: 1 MiB of views in 100 files
  catalog-N                `limits --catalog` over a String Catalog of N commented keys
  stringsdict-N            one key whose format names N plural variables (`strings`); stringsdict-check-10000: `check`
Prints one line per case: name, wall and CPU seconds, peak MB, exit status (CPU time is the figure to
compare on a shared machine). Times are not asserted anywhere: run it
on a release build (`nice -n 10 swift build -c release --product headroom`) and record the figures.
"""
import argparse, json, os, subprocess, sys, tempfile, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def swift_deep(kind, n):
    if kind == 'deep-??':
        return 'let x: String? = nil\nlet y = ' + ' ?? '.join(['x'] * n) + '\n'
    if kind == 'padding':
        return 'import SwiftUI\nstruct V: View {\n var body: some View {\n  Text("k")' + '.padding()' * n + '\n }\n}\n'
    if kind == 'elseif':
        return 'func f(_ a: Int) -> Int {\n if a == 0 { return 0 }' + ''.join(' else if a == %d { return %d }' % (i, i) for i in range(1, n)) + '\n return -1\n}\n'
    if kind == 'plus':
        return 'let y = ' + ' + '.join(['1'] * n) + '\n'
    if kind == 'paren':
        return 'let y = ' + '(' * n + '1' + ')' * n + '\n'
    if kind == 'bang':
        return 'let y = x' + '!' * n + '\n'
    if kind == 'generic':
        return 'let y: ' + 'A<' * n + 'B' + '>' * n + ' = z\n'
    if kind == 'ternary-self':
        return 'struct S {\n static let a: String = ' + ' : '.join(['c ? a'] * (n - 1)) + ' : a\n}\n'
    if kind == 'member-chain':
        return 'import UIKit\nfunc f() { label.text = a' + '.b' * n + ' }\n'
    if kind == 'views':
        return 'import SwiftUI\n' + ''.join('struct V%d: View { var body: some View { Text("k%d").font(.headline).lineLimit(1) } }\n' % (i, i % 50) for i in range(n))
    raise ValueError(kind)

def views_of_size(mb, start=0):
    """Views filling just under `mb` MiB (the scan's default limit is 4 MiB per file)."""
    line = 'struct V%d: View { var body: some View { Text("k%d").font(.headline).lineLimit(1) } }\n'
    out, i, size = [], start, 16
    while True:
        s = line % (i, i % 50)
        if size + len(s) > mb * (1 << 20):
            break
        out.append(s); size += len(s); i += 1
    return 'import SwiftUI\n' + ''.join(out)

def stringsdict(n):
    fmt = ''.join('%%#@v%d@' % i for i in range(n))
    var = ('<key>v%d</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>'
           '<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%%d a</string>'
           '<key>other</key><string>%%d b</string></dict>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>k</key><dict>'
            '<key>NSStringLocalizedFormatKey</key><string>' + fmt + '</string>' +
            ''.join(var % i for i in range(n)) + '</dict></dict></plist>\n')

def catalog(n):
    """A String Catalog of `n` keys, each with an English string and a comment (the `--catalog` input)."""
    strings = {('key.%d' % i): {'comment': 'Comment %d' % i, 'localizations': {'en': {'stringUnit': {'state': 'translated', 'value': 'Value number %d' % i}}}}
               for i in range(n)}
    return json.dumps({'sourceLanguage': 'en', 'strings': strings, 'version': '1.0'}, indent=2)

def run(cmd, timeout):
    """Wall seconds, CPU seconds (user + system), peak resident MB (this child's own rusage), exit status, stderr."""
    start = time.time()
    with tempfile.TemporaryFile() as err:
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err)
        while True:
            pid, status, usage = os.wait4(p.pid, os.WNOHANG)
            if pid:
                break
            if time.time() - start > timeout:
                p.kill()
                pid, status, usage = os.wait4(p.pid, 0)
                return time.time() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, 'timeout', b''
            time.sleep(0.02)
        err.seek(0)
        code = os.waitstatus_to_exitcode(status)
        return time.time() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, code, err.read()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--headroom', default=os.path.join(REPO, '.build/release/headroom'))
    ap.add_argument('--only', default='')
    ap.add_argument('--timeout', type=float, default=120)
    args = ap.parse_args()
    cases = []
    # Chains under the depth limit (500 / 1,000 / 1,400 links: growth must be linear) and past it.
    for kind, sizes in [('deep-??', [350, 700, 8000]), ('padding', [500, 1000, 1400, 16000]), ('elseif', [16000]),
                        ('plus', [500, 1000, 1400, 32000]), ('paren', [50000]), ('bang', [50000]), ('generic', [50000]),
                        ('ternary-self', [8, 16]), ('member-chain', [500, 1000, 1400, 8000, 16000]), ('views', [5000])]:
        for n in sizes:
            cases.append(('%s-%d' % (kind, n), 'scan', lambda k=kind, n=n: swift_deep(k, n)))
    for mb in (1, 2, 4):
        cases.append(('views-MB-%d' % mb, 'scan', lambda mb=mb: views_of_size(mb)))
    # The same 1 MiB of views in 100 files: the per-file figure to compare with.
    cases.append(('views-split-MB-1', 'split', lambda: [views_of_size(0.01, start=1000000 * k) for k in range(100)]))
    for n in (800, 10000):
        cases.append(('stringsdict-%d' % n, 'strings', lambda n=n: stringsdict(n)))
    # `limits --catalog` over a catalog of N commented keys, every key placed by a catch-all rule.
    for n in (10000, 40000, 100000):
        cases.append(('catalog-%d' % n, 'catalog', lambda n=n: catalog(n)))
    # The same file through `check` (a catch-all rule over it).
    cases.append(('stringsdict-check-10000', 'check', lambda: stringsdict(10000)))
    only = set(filter(None, args.only.split(',')))
    for name, command, make in cases:
        if only and name not in only:
            continue
        with tempfile.TemporaryDirectory(prefix='headroom-hostile-') as tmp:
            if command == 'split':
                for k, text in enumerate(make()):
                    open(os.path.join(tmp, 'App%d.swift' % k), 'w').write(text)
                path = tmp
                cmd = [args.headroom, 'scan', '--format', 'json', tmp]
            elif command == 'scan':
                path = os.path.join(tmp, 'App.swift')
                open(path, 'w').write(make())
                cmd = [args.headroom, 'scan', '--format', 'json', tmp]
            elif command == 'catalog':
                path = os.path.join(tmp, 'Localizable.xcstrings')
                open(path, 'w').write(make())
                open(os.path.join(tmp, 'headroom.yml'), 'w').write(
                    "strings: [Localizable.xcstrings]\ncategories: [Large]\ndevices: { SE: 320 }\ncomponents:\n  - name: C\n    elements:\n"
                    "      - name: e\n        keys: '*'\n        style: body\n        width: 120\n")
                cmd = [args.headroom, 'limits', '--config', os.path.join(tmp, 'headroom.yml'), '--catalog', path,
                       '--output', os.path.join(tmp, 'out.xcstrings')]
            else:
                os.makedirs(os.path.join(tmp, 'en.lproj'))
                path = os.path.join(tmp, 'en.lproj', 'Localizable.stringsdict')
                open(path, 'w').write(make())
                cmd = [args.headroom, 'strings', '--format', 'json', tmp]
                if command == 'check':
                    open(os.path.join(tmp, 'headroom.yml'), 'w').write(
                        "strings: [en.lproj]\ncategories: [Large]\ndevices: { SE: 320 }\nrules:\n  - keys: '*'\n    style: body\n    width: 120\n")
                    cmd = [args.headroom, 'check', '--config', os.path.join(tmp, 'headroom.yml'), '--quiet']
            seconds, cpu, mb, status, err = run(cmd, args.timeout)
            size = sum(os.path.getsize(os.path.join(tmp, f)) for f in os.listdir(tmp)) if command == 'split' else os.path.getsize(path)
            print('%-22s %9d bytes %8.2f s wall %8.2f s CPU %6s MB  exit %s  %s' % (name, size, seconds, cpu, '%.0f' % mb if mb else '?', status,
                  err.decode(errors='replace').strip().splitlines()[-1][:90] if err.strip() else ''), flush=True)

if __name__ == '__main__':
    sys.exit(main())
