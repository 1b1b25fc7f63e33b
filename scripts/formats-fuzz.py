#!/usr/bin/env python3
"""Robustness fuzzing of every parser Headroom reads untrusted input with: a mutator over the
binary (no libFuzzer needed). Each round writes a batch of damaged inputs, runs the real
`headroom` on them under a memory limit and a timeout, and checks that it neither crashes nor
hangs nor exhausts memory, exits with a documented status, and names a file and line for every
problem.

Targets (--parser):
  strings, stringsdict, xcstrings, xliff   `headroom strings --format json DIR` over damaged files
  manifest                                 `headroom check --config` with a damaged headroom.yml
  batch                                    `headroom measure --batch` over damaged JSON lines
  scan                                     `headroom scan --format json|text DIR` over Swift files: random
                                           programs from a small grammar (views, modifiers, ternaries,
                                           `??` chains, closures, interpolation, nesting up to past the
                                           depth limit) and real app files (../shared/corpus-src) mutated
  all                                      the four formats mixed in one run (the original check)

Seeds are the formats fixtures (and a few corpus files when ../shared is present) plus hostile
shapes: deep nesting, 20-digit numbers, huge format specifiers, control characters.

Usage: scripts/formats-fuzz.py [--parser P] [--minutes M | --count N] [--seed S] [--headroom BIN]
       scripts/formats-fuzz.py --parser strings --minutes 10     # 10 minutes on one parser
Exit 0 when nothing was found; 1 with the failing input saved under --keep (default /tmp).
"""
import argparse, glob, json, os, random, resource, shutil, subprocess, sys, tempfile, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(REPO, 'Tests/HeadroomFormatsTests/Fixtures')
MEMORY_LIMIT = 2 << 30      # bytes of address space a run may use (the hostile cases took 1.6-16 GB)
TIMEOUT = 60                # seconds per run

TOKENS = [b'"', b"'", b'\\', b'/*', b'*/', b'//', b'\\U', b'\\UD800', b'<', b'>', b'{', b'}', b'[', b']',
          b'&#xD800;', b'%#@', b';', b'=', b'<![CDATA[', b'<!--', b'\\u', b'\x00', b'\xff\xfe',
          # hostile numbers and specifiers
          b'%.99999999e', b'%100000000$@', b'%99999999999999999999d', b'%.9999999999f', b'%999999999999$@',
          b'1e19', b'1e300', b'-1e300', b'99999999999999999999', b'NaN', b'-0', b'1e-300',
          # terminal control and mentions
          b'\x1b[31m', b'\x07', b'\x9b', b'@team',
          # nesting
          b'<dict>' * 50, b'<g>' * 50, b'[' * 50, b'{"a":' * 50]

def strings_seeds():
    return [b'"a" = "%.99999999e";\n"b" = "%100000000$@";\n"c" = "\x1b[2J\x07";\n',
            b'/* c */\n"k" = "v %1$@ %2$d";\n']

def plist_seeds():
    deep = b'<?xml version="1.0"?><plist><dict><key>k</key>' + b'<dict>' * 400
    return [deep, b'<?xml version="1.0"?><plist version="1.0"><dict><key>n</key><dict>'
            b'<key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict>'
            b'<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>'
            b'<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%.9999999999f</string>'
            b'<key>other</key><string>%d</string></dict></dict></dict></plist>']

def catalog_seeds():
    return [b'{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":'
            b'{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1e19,"formatSpecifier":"d",'
            b'"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg"}},'
            b'"other":{"stringUnit":{"state":"translated","value":"%arg x"}}}}}}}}}}}',
            b'{"sourceLanguage":"en","strings":' + b'{"a":' * 600 + b'1' + b'}' * 600 + b'}']

def xliff_seeds():
    return [b'<?xml version="1.0"?><xliff version="1.2"><file original="a.strings" source-language="en" '
            b'target-language="de"><body><trans-unit id="k"><source>s</source><target>' + b'<g>' * 300 +
            b'x' * 1000 + b'</g>' * 300 + b'</target></trans-unit></body></file></xliff>']

FORMATS = {
    'strings': ('.strings', strings_seeds),
    'stringsdict': ('.stringsdict', plist_seeds),
    'xcstrings': ('.xcstrings', catalog_seeds),
    'xliff': ('.xliff', xliff_seeds),
}

MANIFEST_SEEDS = [
    b'strings: Strings\nlocales: [de]\ncategories: [Large, AX5]\ndevices:\n  SE: 320\nrules:\n'
    b'  - keys: "*"\n    style: body\n    width: { device: true, insets: 32 }\n',
    b'strings: [Strings]\ncategories: [Large]\ndevices: { SE: 320 }\ncomponents:\n  - name: cell\n    layout: adaptive\n'
    b'    elements:\n      - { name: title, keys: "a.*.*.*.*.*.z", style: headline, width: 200, title: true }\n'
    b'      - { keys: ["b*"], font: { size: 1e300 }, width: 1e20, lines: 2 }\n',
    b'strings: ["/**/*.strings", "../..", "~/"]\ncategories: []\ndevices: {}\nlocales: [typo]\n',
]

BATCH_SEEDS = [
    b'{"text":"Einstellungen","width":180,"style":"headline","category":"all"}',
    b'{"text":"Hello","width":1e20,"style":"body","lines":0}',
    b'{"text":"x","width":100,"style":"body","size":1e-300,"category":"AX5"}',
    b'{"text":"\\u001b[31m","width":50,"style":"body","locale":"ar","weight":"bold"}',
]

SWIFT_TOKENS = [b'(', b')', b'{', b'}', b'[', b']', b' ?? ', b'.padding()', b' else if x { ', b'"\\(', b'#"', b'"""',
                b'/*', b'*/', b'//', b'!', b'?', b'<', b'>', b' ? a : ', b'Text("k")', b'.font(.headline)', b'\x1b[2J',
                b'\u202e', b'`', b'#if X\n', b'#endif\n', b'@State ', b'$', b'\\', b'\n', b'\x00', b'\xff']

def swift_expr(rng, depth):
    """A random Swift expression; `depth` bounds its nesting."""
    if depth <= 0 or rng.random() < 0.25:
        return rng.choice(['"k%d"' % rng.randrange(9), 'a', 'self.title', 'L10n.Scene.title', 'nil', '1',
                           'NSLocalizedString("n%d", comment: "")' % rng.randrange(9), '"\\(x) y"'])
    kind = rng.randrange(9)
    e = lambda: swift_expr(rng, depth - 1)
    if kind == 0: return '%s ?? %s' % (e(), e())
    if kind == 1: return 'c ? %s : %s' % (e(), e())
    if kind == 2: return '(%s)' % e()
    if kind == 3: return '%s.%s' % (e(), rng.choice(['uppercased()', 'b', 'title', 'localized']))
    if kind == 4: return '{ %s }()' % e()
    if kind == 5: return 'f(%s, label: %s)' % (e(), e())
    if kind == 6: return '[%s, %s][0]' % (e(), e())
    if kind == 7: return '"\\(%s)"' % e()
    return 'String(localized: %s)' % e()

def swift_view(rng, depth):
    if depth <= 0 or rng.random() < 0.3:
        v = 'Text(%s)' % swift_expr(rng, rng.randrange(6))
    else:
        v = '%s { %s }' % (rng.choice(['VStack', 'HStack', 'Group', 'Button(action: {})', 'NavigationStack', 'List']),
                           '\n'.join(swift_view(rng, depth - 1) for _ in range(rng.randint(1, 3))))
    for _ in range(rng.randrange(4)):
        v += rng.choice(['.font(.caption)', '.lineLimit(2)', '.padding()', '.frame(width: 120)', '.navigationTitle("t")',
                         '.minimumScaleFactor(0.5)', '.accessibilityLabel("a")', '.dynamicTypeSize(...DynamicTypeSize.large)'])
    return v

def swift_program(rng):
    """A random file: a few views and a UIKit class; now and then one construct far past the depth limit."""
    parts = ['import SwiftUI', 'import UIKit']
    for i in range(rng.randint(1, 4)):
        parts.append('struct V%d: View {\n  var c = true\n  static let a: String = %s\n  var title: String { %s }\n'
                     '  var body: some View {\n%s\n  }\n}' % (i, swift_expr(rng, 4), swift_expr(rng, 5), swift_view(rng, rng.randrange(8))))
    parts.append('final class C: UIViewController {\n  let label = UILabel()\n  override func viewDidLoad() {\n'
                 '    label.text = %s\n    label.numberOfLines = %d\n    title = %s\n  }\n}' % (swift_expr(rng, 5), rng.randrange(3), swift_expr(rng, 3)))
    if rng.random() < 0.1:
        n = rng.choice([500, 2000, 9000])
        parts.append(rng.choice(['let deep = ' + ' ?? '.join(['x'] * n), 'let deep = ' + '(' * n + '1' + ')' * n,
                                 'let deep = x' + '.b' * n, 'let deep = x' + '!' * n,
                                 'static let a: String = ' + ' : '.join(['c ? a'] * min(n, 300)) + ' : a']))
    return '\n'.join(parts).encode()

def swift_seeds():
    files = glob.glob(os.path.join(REPO, '..', 'shared', 'corpus-src', '**', '*.swift'), recursive=True)
    return [p for p in files if os.path.getsize(p) < 200_000]

def mutate(data, rng, tokens=None):
    tokens = tokens or TOKENS
    data = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        if len(data) < 2:
            data += rng.choice(tokens)
            continue
        op, i = rng.random(), rng.randrange(len(data))
        if op < 0.1:
            data[i] = rng.randrange(256)
        elif op < 0.3:
            del data[i:i + rng.randint(1, 50)]
        elif op < 0.65:
            data[i:i] = rng.choice(tokens)
        elif op < 0.75:
            del data[i:]
        elif op < 0.85:
            # a digit run made huge
            data[i:i] = str(rng.choice([10 ** rng.randint(1, 25), -1, 0])).encode()
        else:
            j = rng.randrange(len(data))
            data[i:i] = data[j:j + rng.randint(1, 200)]
    return bytes(data)

def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    os.nice(5)

def run(cmd, **kw):
    start = time.time()
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT, preexec_fn=limit_memory, **kw)
    except subprocess.TimeoutExpired:
        return None, TIMEOUT
    return r, time.time() - start

def sources_for(ext, seeds):
    files = [p for p in glob.glob(os.path.join(FIXTURES, '**/*' + ext), recursive=True) if os.path.isfile(p)]
    if ext == '.xliff':
        files += [p for p in glob.glob(os.path.join(FIXTURES, '**/*.xliff'), recursive=True)]
    corpus = os.path.join(REPO, '..', 'shared', 'corpus')
    files += glob.glob(os.path.join(corpus, 'mastodon-ios/**/ar.lproj/*' + ext), recursive=True)[:4]
    data = [open(p, 'rb').read() for p in files if os.path.getsize(p) < 2 << 20]
    return [d for d in data if d] + seeds()

def round_formats(args, rng, tmp, parser):
    """One round: `count` damaged files of one format (or all four) under tmp; returns a failure or None."""
    kinds = list(FORMATS) if parser == 'all' else [parser]
    pools = {k: sources_for(FORMATS[k][0], FORMATS[k][1]) for k in kinds}
    for k in range(args.count):
        kind = rng.choice(kinds)
        folder = os.path.join(tmp, '%02d.lproj' % (k % 50))
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, 'f%d%s' % (k, FORMATS[kind][0])), 'wb') as f:
            f.write(mutate(rng.choice(pools[kind]), rng))
    r, _ = run([args.headroom, 'strings', '--format', 'json', tmp])
    if r is None:
        return 'headroom strings did not finish in %d s' % TIMEOUT
    if r.returncode not in (0, 1):
        return 'exit status %d\n%s' % (r.returncode, r.stderr.decode(errors='replace')[-2000:])
    doc = json.loads(r.stdout)
    bad = [p for p in doc['problems'] if not p['file'].startswith(tmp) or p['line'] < 1 or p['column'] < 1]
    if bad:
        return 'problems without a file/line: %r' % bad[:5]
    if any(c in r.stdout for c in (b'\x1b', b'\x07')):
        return 'a raw control character reached the JSON output'
    return None

def round_manifest(args, rng, tmp, _):
    os.makedirs(os.path.join(tmp, 'Strings/de.lproj'), exist_ok=True)
    with open(os.path.join(tmp, 'Strings/de.lproj/Localizable.strings'), 'wb') as f:
        f.write(b'"a.b.c.d.e.f.z" = "Einstellungen";\n"b" = "%d Dateien";\n')
    for k in range(args.count // 20 or 1):
        manifest = os.path.join(tmp, 'headroom%d.yml' % k)
        with open(manifest, 'wb') as f:
            f.write(mutate(rng.choice(MANIFEST_SEEDS), rng))
        r, _ = run([args.headroom, 'check', '--config', manifest, '--format', 'json', '--quiet',
                    '--output', os.path.join(tmp, 'out.json')])
        if r is None:
            return 'headroom check did not finish in %d s (%s)' % (TIMEOUT, manifest)
        if r.returncode not in (0, 1, 2):
            return 'exit status %d on %s\n%s' % (r.returncode, manifest, r.stderr.decode(errors='replace')[-2000:])
        if r.returncode == 2 and b'error' not in r.stderr:
            return 'exit 2 without an error message on %s' % manifest
    return None

def round_batch(args, rng, tmp, _):
    lines = [mutate(rng.choice(BATCH_SEEDS), rng).replace(b'\n', b' ') for _ in range(args.count)]
    path = os.path.join(tmp, 'batch.jsonl')
    with open(path, 'wb') as f:
        f.write(b'\n'.join(lines) + b'\n')
    r, _ = run([args.headroom, 'measure', '--batch', path])
    if r is None:
        return 'measure --batch did not finish in %d s' % TIMEOUT
    if r.returncode not in (0, 1):
        return 'exit status %d\n%s' % (r.returncode, r.stderr.decode(errors='replace')[-2000:])
    expected = sum(1 for l in lines if l.strip(b' \t\r'))
    answers = r.stdout.count(b'\n')
    if answers != expected:
        return '%d answers for %d non-blank lines' % (answers, expected)
    return None

_SWIFT_SEEDS = None

def round_scan(args, rng, tmp, _):
    """One round: random and mutated Swift files under tmp, scanned as JSON and as text."""
    global _SWIFT_SEEDS
    if _SWIFT_SEEDS is None:
        _SWIFT_SEEDS = swift_seeds()
    os.makedirs(os.path.join(tmp, 'en.lproj'), exist_ok=True)
    with open(os.path.join(tmp, 'en.lproj', 'Localizable.strings'), 'wb') as f:
        f.write(b''.join(b'"k%d" = "v";\n"n%d" = "v";\n' % (i, i) for i in range(9)))
    count = max(1, args.count // 10)
    for k in range(count):
        if _SWIFT_SEEDS and rng.random() < 0.5:
            data = mutate(open(rng.choice(_SWIFT_SEEDS), 'rb').read(), rng, SWIFT_TOKENS)
        else:
            data = swift_program(rng)
            if rng.random() < 0.3:
                data = mutate(data, rng, SWIFT_TOKENS)
        with open(os.path.join(tmp, 'F%d.swift' % k), 'wb') as f:
            f.write(data)
    for fmt in ('json', 'text'):
        r, seconds = run([args.headroom, 'scan', '--format', fmt, tmp])
        if r is None:
            return 'headroom scan --format %s did not finish in %d s' % (fmt, TIMEOUT)
        if r.returncode not in (0, 1):
            return 'scan --format %s: exit status %d\n%s' % (fmt, r.returncode, r.stderr.decode(errors='replace')[-2000:])
        if any(c in r.stdout for c in (b'\x1b', b'\x07')):
            return 'scan --format %s: a raw control character reached the output' % fmt
        if fmt == 'json':
            doc = json.loads(r.stdout)
            bad = [p for p in doc['problems'] if not p.get('file')]
            if bad:
                return 'problems without a file: %r' % bad[:5]
    return None

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--headroom', default=None)
    ap.add_argument('--parser', default='all', choices=['all', 'manifest', 'batch', 'scan'] + list(FORMATS))
    ap.add_argument('--count', type=int, default=200, help='inputs per round (per run with --count only)')
    ap.add_argument('--minutes', type=float, default=0, help='keep running rounds this long')
    ap.add_argument('--seed', type=int, default=42)
    ap.add_argument('--keep', default=tempfile.gettempdir(), help='where a failing round is saved')
    args = ap.parse_args()
    if args.headroom is None:
        for candidate in ('.build-formats/release/headroom', '.build/release/headroom', '.build/debug/headroom'):
            if os.path.exists(os.path.join(REPO, candidate)):
                args.headroom = os.path.join(REPO, candidate)
                break
    os.environ.setdefault('HEADROOM_FONTS', os.path.join(REPO, 'Fonts'))
    rng = random.Random(args.seed)
    step = {'manifest': round_manifest, 'batch': round_batch, 'scan': round_scan}.get(args.parser, round_formats)
    started, rounds, inputs = time.time(), 0, 0
    while True:
        tmp = tempfile.mkdtemp(prefix='headroom-fuzz-')
        try:
            failure = step(args, rng, tmp, args.parser)
            rounds += 1
            inputs += {'manifest': args.count // 20 or 1, 'scan': max(1, args.count // 10)}.get(args.parser, args.count)
            if failure:
                kept = os.path.join(args.keep, 'headroom-fuzz-failure-%s-%d' % (args.parser, os.getpid()))
                shutil.copytree(tmp, kept, dirs_exist_ok=True)
                print('FAIL (%s, round %d): %s\ninputs kept in %s' % (args.parser, rounds, failure, kept))
                return 1
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        if time.time() - started >= args.minutes * 60:
            break
    print('ok: %s: %d rounds, %d inputs in %.0f s: no crash, no hang, no memory blow-up, every problem named'
          % (args.parser, rounds, inputs, time.time() - started))
    return 0

if __name__ == '__main__':
    sys.exit(main())
