#!/usr/bin/env python3
"""Independent parse of a localization corpus, compared with `headroom strings --format json`.

Written separately from the Swift parser (regular-expression tokenizer for .strings, plistlib for
.stringsdict, json for .xcstrings) so that agreement means something.

Usage:
  scripts/corpus-parse-check.py [--corpus DIR] [--headroom BIN | --json FILE]

Compares, per file:
  .strings      every key and value (last duplicate wins) must be identical;
  .stringsdict  every plural variant (key, variant, value), plus plain format keys;
  .xcstrings    every stringUnit value (key, locale, variant, value), except formats that only
                hold substitutions (they are measured inside each substitution variant), plus one
                source-language entry (value = key) for keys with no source localization.
Exit status 0 when everything agrees and headroom reported no problems but the expected ones.
"""
import argparse, collections, json, os, plistlib, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

# ---------------------------------------------------------------- .strings (regex tokenizer)

TOKEN = re.compile(r'''
    (?P<ws>\s+)
  | (?P<block>/\*.*?\*/)
  | (?P<line>//[^\r\n]*)
  | "(?P<quoted>(?:[^"\\]|\\.)*)"
  | '(?P<squoted>(?:[^'\\]|\\.)*)'
  | (?P<bare>[A-Za-z0-9_$+/:.\-]+)
  | (?P<punct>[=;])
  | (?P<brace>[{}])
''', re.S | re.X)

def decode(data):
    if data.startswith(b'\xef\xbb\xbf'):
        return data[3:].decode('utf-8')
    if data.startswith(b'\xff\xfe'):
        return data[2:].decode('utf-16-le')
    if data.startswith(b'\xfe\xff'):
        return data[2:].decode('utf-16-be')
    if len(data) >= 2 and data[1] == 0 and 0 < data[0] < 0x80:
        return data.decode('utf-16-le')
    if len(data) >= 2 and data[0] == 0 and 0 < data[1] < 0x80:
        return data.decode('utf-16-be')
    head = data[:4096]
    if head.count(0) * 3 >= len(head) // 2 and len(head) >= 2:
        odd = sum(1 for i in range(1, len(head), 2) if head[i] == 0)
        return data.decode('utf-16-le' if odd * 2 > head.count(0) else 'utf-16-be')
    return data.decode('utf-8')

def unescape(s):
    out, i, n = [], 0, len(s)
    simple = {'n': '\n', 't': '\t', 'r': '\r', 'a': '\a', 'b': '\b', 'f': '\f', 'v': '\v'}
    pending_high = None
    while i < n:
        c = s[i]
        if c != '\\':
            out.append(c); i += 1; continue
        i += 1
        e = s[i]
        if e in simple:
            out.append(simple[e]); i += 1
        elif e in '01234567':
            j = i
            while j < n and j < i + 3 and s[j] in '01234567':
                j += 1
            out.append(chr(int(s[i:j], 8))); i = j
        elif e in 'Uu':
            j = i + 1
            while j < n and j < i + 5 and s[j] in '0123456789abcdefABCDEF':
                j += 1
            v = int(s[i + 1:j] or '0', 16); i = j
            if 0xD800 <= v <= 0xDBFF:
                pending_high = v
                continue
            if 0xDC00 <= v <= 0xDFFF and pending_high is not None:
                v = 0x10000 + ((pending_high - 0xD800) << 10) + (v - 0xDC00)
                pending_high = None
            out.append(chr(v))
        else:
            out.append(e); i += 1
    return ''.join(out)

def parse_strings(path):
    text = decode(open(path, 'rb').read()).lstrip('\ufeff')
    tokens = []
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise ValueError('%s: cannot tokenize at offset %d' % (path, pos))
        pos = m.end()
        kind = m.lastgroup
        if kind in ('ws', 'block', 'line', 'brace'):
            continue
        if kind in ('quoted', 'squoted'):
            tokens.append(('str', unescape(m.group(kind))))
        elif kind == 'bare':
            tokens.append(('str', m.group('bare')))
        else:
            tokens.append(('p', m.group('punct')))
    result, duplicates, k = {}, 0, 0
    while k < len(tokens):
        kind, key = tokens[k]
        assert kind == 'str', (path, tokens[k])
        if k + 1 < len(tokens) and tokens[k + 1] == ('p', ';'):
            value, k = key, k + 2
        else:
            assert tokens[k + 1] == ('p', '='), (path, key)
            value = tokens[k + 2][1]
            k += 3
            if k < len(tokens):
                assert tokens[k] == ('p', ';'), (path, key)
                k += 1
        if key in result:
            duplicates += 1
            del result[key]  # re-insert so the order follows the last occurrence
        result[key] = value
    return result, duplicates

# ---------------------------------------------------------------- .stringsdict (plistlib)

CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other']

def parse_stringsdict(path):
    plist = plistlib.load(open(path, 'rb'))
    out = []
    for key, body in plist.items():
        rule = next((r for r in ('NSStringDeviceSpecificRuleType', 'NSStringVariableWidthRuleType') if r in body), None)
        if rule:
            for name, text in body[rule].items():
                if isinstance(text, str):
                    out.append((key, ('width.' + name) if 'Width' in rule else name, text))
            continue
        variables = [(n, d) for n, d in body.items()
                     if n != 'NSStringLocalizedFormatKey' and isinstance(d, dict)
                     and d.get('NSStringFormatSpecTypeKey') == 'NSStringPluralRuleType']
        if not variables:
            out.append((key, None, body['NSStringLocalizedFormatKey']))
        for name, d in variables:
            for cat in CATEGORIES:
                if cat in d:
                    out.append((key, cat if len(variables) == 1 else '%s:%s' % (name, cat), d[cat]))
    return out

# ---------------------------------------------------------------- .xcstrings (json)

def catalog_units(node, path):
    """Every stringUnit under a localization: (path-of-labels, value, has_substitutions)."""
    found = []
    unit = node.get('stringUnit')
    subs = node.get('substitutions') or {}
    if unit is not None:
        found.append((tuple(path), unit['value'], bool(subs)))
    for kind, choices in (node.get('variations') or {}).items():
        for choice, child in choices.items():
            found += catalog_units(child, path + ['%s.%s' % (kind, choice)])
    for name, sub in subs.items():
        for kind, choices in (sub.get('variations') or {}).items():
            for choice, child in choices.items():
                label = choice if kind == 'plural' else '%s.%s' % (kind, choice)
                for _, value, _ in catalog_units(child, []):
                    found.append((tuple(path) + ('%s:%s' % (name, label),), value, False))
    return found

def variant_name(labels):
    if not labels:
        return None
    if len(labels) == 1:
        l = labels[0]
        for p in ('plural.', 'device.'):
            if l.startswith(p):
                return l[len(p):]
        return l
    return '/'.join(labels)

def parse_xcstrings(path):
    doc = json.load(open(path, encoding='utf-8'))
    source = doc['sourceLanguage']
    out, templates = [], 0
    for key, body in doc.get('strings', {}).items():
        locs = body.get('localizations', {})
        if source not in locs:
            out.append((key, source, None, key))
        for lang, loc in locs.items():
            for labels, value, is_template in catalog_units(loc, []):
                if is_template:
                    templates += 1
                    continue
                out.append((key, lang, variant_name(list(labels)), value))
    return out, templates

# ---------------------------------------------------------------- comparison

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--corpus', default=os.path.join(REPO, '..', 'shared', 'corpus'))
    ap.add_argument('--headroom', default=os.path.join(REPO, '.build-formats', 'release', 'headroom'))
    ap.add_argument('--json', help='a saved `headroom strings --format json` output')
    args = ap.parse_args()
    corpus = os.path.normpath(args.corpus)
    if not os.path.isdir(corpus):
        print('corpus not found: %s' % corpus); return 2
    if args.json:
        doc = json.load(open(args.json, encoding='utf-8'))
    else:
        run = subprocess.run([args.headroom, 'strings', '--format', 'json', corpus], capture_output=True)
        doc = json.loads(run.stdout.decode('utf-8'))
    mine = collections.defaultdict(list)
    for e in doc['entries']:
        mine[e['file']].append(e)
    files = []
    for root, _, names in os.walk(corpus):
        for name in names:
            if name.rsplit('.', 1)[-1] in ('strings', 'stringsdict', 'xcstrings', 'xliff'):
                files.append(os.path.join(root, name))
    files.sort()
    counts = collections.Counter()
    disagreements = []
    for f in files:
        ext = f.rsplit('.', 1)[-1]
        got = mine.get(f, [])
        if ext == 'strings':
            expected, dups = parse_strings(f)
            counts['strings files'] += 1
            counts['strings entries'] += len(expected)
            counts['strings duplicate keys'] += dups
            if not expected:
                counts['strings empty files'] += 1
            have = {}
            for e in got:
                if e['key'] in have:
                    disagreements.append('%s: key %r listed twice' % (f, e['key']))
                have[e['key']] = e['value']
            if have != expected:
                for k in sorted(set(have) | set(expected)):
                    if have.get(k) != expected.get(k):
                        disagreements.append('%s: key %r: headroom %r, independent %r' % (f, k, have.get(k), expected.get(k)))
        elif ext == 'stringsdict':
            expected = collections.Counter(parse_stringsdict(f))
            counts['stringsdict files'] += 1
            counts['stringsdict entries'] += sum(expected.values())
            have = collections.Counter((e['key'], e.get('variant'), e['value']) for e in got)
            for item in (expected - have):
                disagreements.append('%s: missing %r' % (f, item))
            for item in (have - expected):
                disagreements.append('%s: unexpected %r' % (f, item))
        elif ext == 'xcstrings':
            units, templates = parse_xcstrings(f)
            expected = collections.Counter(units)
            counts['xcstrings files'] += 1
            counts['xcstrings entries'] += sum(expected.values())
            counts['xcstrings substitution formats (measured within variants)'] += templates
            have = collections.Counter((e['key'], e['locale'], e.get('variant'), e['value']) for e in got)
            for item in (expected - have):
                disagreements.append('%s: missing %r' % (f, item))
            for item in (have - expected):
                disagreements.append('%s: unexpected %r' % (f, item))
    problems = doc.get('problems', [])
    for key in sorted(counts):
        print('%-60s %d' % (key, counts[key]))
    print('%-60s %d' % ('headroom entries', len(doc['entries'])))
    print('%-60s %d' % ('headroom problems', len(problems)))
    for p in problems:
        print('  problem: %s:%s: %s' % (p['file'], p['line'], p['message']))
    print('%-60s %d' % ('disagreements', len(disagreements)))
    for d in disagreements[:50]:
        print('  ' + d)
    ok = not disagreements and not problems
    bad = len({d.split(': ')[0] for d in disagreements})
    print('files agreeing: %d of %d' % (len(files) - bad, len(files)))
    return 0 if ok else 1

if __name__ == '__main__':
    sys.exit(main())
