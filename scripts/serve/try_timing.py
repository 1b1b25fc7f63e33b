#!/usr/bin/env python3
"""Measures the "try" box of a report served by `headroom serve`, in headless Chromium.

Usage: try_timing.py BASE_URL PAGE [--keys N] [--chromium PATH]

Opens BASE_URL/PAGE in headless Chromium (driven over the DevTools protocol, with a minimal
WebSocket client from the standard library), opens the first translator card's try box and types
its translation one character shorter each time (N keystrokes); for each keystroke it takes the
real time from the input event to the card's grid and glyph-drawn previews redrawn from the server's
answer (a keystroke counts as drawn when the try frame's glyphs all have their outlines in the page). Prints the
times (median, p90, max) and a JSON line; exit status 1 when a keystroke got no answer, 2 on bad
usage.
"""
import argparse
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request

TYPE = r"""
(async function(keys){
 var card=document.querySelector('article.card[data-cause="translation"]');
 if(!card)return {error:'no translator card'};
 var box=card.querySelector('details.try');box.open=true;
 var area=box.querySelector('textarea'),text=card.querySelector('dd.tr').textContent;
 var before=card.querySelector('table.grid tbody').innerHTML,times=[],changed=0,drawn=0,n=0;
 for(var i=0;i<keys&&text.length-i>=1;i++){
  n++;
  card.removeAttribute('data-try-ms');
  var t0=performance.now();
  var got=await new Promise(function(resolve){
   var mo=new MutationObserver(function(){if(card.hasAttribute('data-try-ms')){mo.disconnect();resolve(performance.now()-t0);}});
   mo.observe(card,{attributes:true});
   area.value=text.slice(0,text.length-i);area.dispatchEvent(new Event('input',{bubbles:true}));
   setTimeout(function(){mo.disconnect();resolve(null);},5000);
  });
  if(got!==null){
   times.push(got);if(card.querySelector('table.grid tbody').innerHTML!==before)changed++;
   // The glyph-drawn preview of the typed text: every glyph it uses has its outline in the page.
   var uses=card.querySelectorAll('.frame.try-frame svg.pv use');
   if(uses.length&&Array.prototype.every.call(uses,function(u){return document.getElementById(u.getAttribute('href').slice(1));}))drawn++;
  }
  await new Promise(function(r){setTimeout(r,30);});
 }
 return {times:times,changed:changed,drawn:drawn,card:card.id,keys:n};
})(KEYS)
"""


class DevTools:
    """Just enough of a WebSocket client (RFC 6455, masked text frames) for the DevTools protocol."""

    def __init__(self, url):
        rest = url.split("://", 1)[1]
        hostport, path = rest.split("/", 1)
        host, port = hostport.rsplit(":", 1)
        self.sock = socket.create_connection((host, int(port)), timeout=120)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {hostport}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("no WebSocket upgrade: " + head.decode(errors="replace"))
        self.next_id = 0

    def _read(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            data += chunk
        return data

    def send(self, method, **params):
        self.next_id += 1
        payload = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        n = len(payload)
        header += bytes([0x80 | n]) if n < 126 else (bytes([0x80 | 126]) + struct.pack(">H", n) if n < 65536 else bytes([0x80 | 127]) + struct.pack(">Q", n))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
        while True:
            message = self.receive()
            if message.get("id") == self.next_id:
                return message

    def receive(self):
        data = b""
        while True:
            first, second = self._read(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            data += self._read(n)
            if first & 0x80:
                return json.loads(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("base_url")
    parser.add_argument("page")
    parser.add_argument("--keys", type=int, default=12)
    parser.add_argument("--chromium")
    args = parser.parse_args()
    chromium = shutil.which(args.chromium or "chromium")
    if not chromium:
        print("error: no chromium on PATH", file=sys.stderr)
        return 2
    profile = tempfile.mkdtemp(prefix="headroom-chromium-")
    browser = subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
         "--user-data-dir=" + profile, "--remote-debugging-port=0", "--window-size=1280,2000", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        for _ in range(300):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            time.sleep(0.1)
        port = open(port_file).read().split()[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30))
        page = next(t for t in targets if t.get("type") == "page")
        tools = DevTools(page["webSocketDebuggerUrl"])
        tools.send("Page.navigate", url=args.base_url.rstrip("/") + "/" + args.page)
        for _ in range(600):
            state = tools.send("Runtime.evaluate", expression="document.readyState", returnByValue=True)
            if state.get("result", {}).get("result", {}).get("value") == "complete":
                break
            time.sleep(0.1)
        answer = tools.send("Runtime.evaluate", expression=TYPE.replace("KEYS", str(args.keys)), awaitPromise=True, returnByValue=True)
    finally:
        browser.terminate()
        browser.wait(timeout=30)
        shutil.rmtree(profile, ignore_errors=True)
    result = answer.get("result", {}).get("result", {}).get("value")
    if not isinstance(result, dict) or "error" in result:
        print(f"error: {result or answer}", file=sys.stderr)
        return 1
    times = sorted(result["times"])
    if not times:
        print("error: no keystroke was answered", file=sys.stderr)
        return 1
    median = times[len(times) // 2]
    p90 = times[min(len(times) - 1, int(len(times) * 0.9))]
    print(f"{result['card']}: {len(times)} of {result['keys']} keystrokes redrawn, grid changed after {result['changed']}, glyph previews drawn after {result['drawn']}; "
          f"keystroke to redraw median {median:.1f} ms, p90 {p90:.1f} ms, max {times[-1]:.1f} ms")
    print(json.dumps({"keys": result["keys"], "answered": len(times), "median_ms": round(median, 1), "p90_ms": round(p90, 1),
                      "max_ms": round(times[-1], 1), "grid_changed": result["changed"],
                      "previews_drawn": result["drawn"]}))
    return 0 if len(times) == result["keys"] else 1


if __name__ == "__main__":
    sys.exit(main())
