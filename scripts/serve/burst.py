#!/usr/bin/env python3
"""Sends N requests at once from one client to `headroom serve` and counts how each ended.

Usage: burst.py HOST PORT [--count N] [--path /try] [--body FILE] [--timeout S]

Opens N connections at the same time (one request each, Connection: close): a POST of the body
to --path (or a GET without --body). Prints how many got 200, 503 (refused cleanly, with
Retry-After), other statuses, and how many ended without an HTTP answer (reset, timeout); exit
status 1 when any ended without an answer or with another status. Loopback only.
"""
import argparse
import asyncio
import json
import sys
import time


async def one(host, port, request, timeout):
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
        writer.write(request)
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        status = int(head.split(b" ", 2)[1])
        retry = b"retry-after:" in head.lower()
        await asyncio.wait_for(reader.read(), timeout)
        writer.close()
        return ("503+retry" if status == 503 and retry else str(status))
    except Exception as error:  # noqa: BLE001 - every way a request can end is counted
        return "no answer: " + type(error).__name__


async def main_async(args):
    body = open(args.body, "rb").read() if args.body else None
    if body is None:
        request = f"GET {args.path} HTTP/1.1\r\nHost: {args.host}\r\nConnection: close\r\n\r\n".encode()
    else:
        request = (f"POST {args.path} HTTP/1.1\r\nHost: {args.host}\r\nContent-Type: application/json\r\n"
                   f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body
    start = time.monotonic()
    results = await asyncio.gather(*[one(args.host, args.port, request, args.timeout) for _ in range(args.count)])
    wall = time.monotonic() - start
    counts = {}
    for r in results:
        counts[r] = counts.get(r, 0) + 1
    return counts, wall


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("host")
    parser.add_argument("port", type=int)
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--path", default="/try")
    parser.add_argument("--body")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()
    if not (args.host.startswith("127.") or args.host in ("localhost", "::1")):
        print("error: loopback addresses only", file=sys.stderr)
        return 2
    counts, wall = asyncio.run(main_async(args))
    print(f"{args.count} requests at once to {args.path}: {counts} in {wall:.2f} s")
    print(json.dumps({"counts": counts, "seconds": round(wall, 2)}))
    clean = all(k in ("200", "503+retry") for k in counts)
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
