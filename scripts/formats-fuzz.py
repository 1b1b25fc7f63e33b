#!/usr/bin/env python3
"""Robustness check for the localization readers: mutates the formats fixtures (and, when present,
a few corpus files) into N damaged files, runs `headroom strings --format json` over them, and
checks that it neither crashes nor hangs, exits 0 or 1, and gives every problem a file and a line.

Usage: scripts/formats-fuzz.py [--headroom BIN] [--count N] [--seed S]
"""
import argparse, glob, json, os, random, subprocess, sys, tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOKENS = [b'"', b"'", b'\\', b'/*', b'*/', b'//', b'\\U', b'\\UD800', b'<', b'>', b'{', b'}', b'[', b']',
          b'&#xD800;', b'%#@', b';', b'=', b'<![CDATA[', b'<!--', b'\\u', b'\x00', b'\xff\xfe']

def mutate(data, rng):
    for _ in range(rng.randint(1, 6)):
        if len(data) < 2:
            break
        op, i = rng.random(), rng.randrange(len(data))
        if op < 0.1:
            data[i] = rng.randrange(256)
        elif op < 0.35:
            del data[i:i + rng.randint(1, 50)]
        elif op < 0.7:
            data[i:i] = rng.choice(TOKENS)
        elif op < 0.85:
            del data[i:]
        else:
            j = rng.randrange(len(data))
            data[i:i] = data[j:j + 100]
    return data

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--headroom', default=os.path.join(REPO, '.build-formats', 'release', 'headroom'))
    ap.add_argument('--count', type=int, default=2000)
    ap.add_argument('--seed', type=int, default=42)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    sources = [p for p in glob.glob(os.path.join(REPO, 'Tests/HeadroomFormatsTests/Fixtures/**/*'), recursive=True)
               if os.path.isfile(p) and os.path.getsize(p) > 0]
    corpus = os.path.join(REPO, '..', 'shared', 'corpus')
    sources += glob.glob(os.path.join(corpus, 'mastodon-ios/MastodonSDK/Sources/MastodonLocalization/Resources/ar.lproj/*'))
    sources += glob.glob(os.path.join(corpus, 'vlc-ios/Resources/de.lproj/Localizable.strings'))
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(args.count):
            src = rng.choice(sources)
            folder = os.path.join(tmp, '%02d.lproj' % (k % 50))
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, 'f%d%s' % (k, os.path.splitext(src)[1])), 'wb') as f:
                f.write(bytes(mutate(bytearray(open(src, 'rb').read()), rng)))
        try:
            run = subprocess.run([args.headroom, 'strings', '--format', 'json', tmp], capture_output=True, timeout=120)
        except subprocess.TimeoutExpired:
            print('FAIL: headroom strings did not finish in 120 s'); return 1
        if run.returncode not in (0, 1):
            print('FAIL: exit status %d\n%s' % (run.returncode, run.stderr.decode(errors='replace')[-2000:])); return 1
        doc = json.loads(run.stdout)
        bad = [p for p in doc['problems'] if not p['file'].startswith(tmp) or p['line'] < 1 or p['column'] < 1]
        print('%d damaged files: %d entries, %d problems, exit %d' % (args.count, len(doc['entries']), len(doc['problems']), run.returncode))
        if bad:
            print('FAIL: problems without a file/line: %r' % bad[:5]); return 1
    print('ok: no crash, no hang, every problem names its file and line')
    return 0

if __name__ == '__main__':
    sys.exit(main())
