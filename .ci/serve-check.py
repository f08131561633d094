"""Checks `vellum serve`: live pages in headless Chromium, and the server against bad clients.

    python3 .ci/serve-check.py .build/debug/vellum

1. Opens the served Recipes and Controls (the control catalog) previews in Chromium (Debian's
   chromium and chromium-driver, driven by Selenium), performs interactions through the page
   as a person would (clicks, typing, Return, menus, sliders, back, dismiss), and after each
   one checks that the page's screen, changed only by the patches its event stream brought,
   equals the host's screen rendered afresh (`/fresh`), and that a reload shows it too.
2. Sends the server what a hostile or broken client would: another Host (DNS rebinding),
   paths that climb out of the served pages in every encoding, a cross-origin or non-JSON
   interaction, malformed, oversized, slow and truncated requests, and random interaction
   messages. Each gets a 4xx or is dropped, the server keeps serving, and its memory stays
   bounded.
3. Stops it with SIGTERM: it exits at once, with status 0.
"""
import json
import pathlib
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

import counter_kit
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def start(vellum, *arguments):
    """Starts `vellum serve` on a port of the system's choice; returns the process, the port
    and the list its later lines of output are added to as they come."""
    server = subprocess.Popen([vellum, "serve", "--port", "0", *arguments],
                              stdout=subprocess.PIPE, text=True)
    lines = []
    for line in server.stdout:
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if match:
            break
        print("  " + line.rstrip())
    else:
        sys.exit("vellum serve ended without serving")

    def read():
        for line in server.stdout:
            lines.append(line.rstrip())

    threading.Thread(target=read, daemon=True).start()
    return server, int(match.group(1)), lines


def raw(port, data, read=True, timeout=5):
    """Sends bytes on a fresh connection; returns the status of the answer (or None)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        if not read:
            return None
        # Nothing more comes: a server waiting for the rest of a request sees the end.
        try:
            connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server closed it already, having answered
        try:
            answer = connection.recv(4096)
        except (socket.timeout, ConnectionResetError):
            return None
        match = re.match(rb"HTTP/1\.1 (\d{3})", answer)
        return int(match.group(1)) if match else None


def request(port, path, host=None, method="GET", body=None, headers=None):
    data = (f"{method} {path} HTTP/1.1\r\nHost: {host if host is not None else f'127.0.0.1:{port}'}\r\n"
            "Connection: close\r\n")
    for name, value in (headers or {}).items():
        data += f"{name}: {value}\r\n"
    payload = body.encode() if body is not None else b""
    if body is not None:
        data += f"Content-Length: {len(payload)}\r\n"
    return raw(port, data.encode() + b"\r\n" + payload)


# MARK: - Live pages in Chromium

# The screens compared as DOM trees: names, attributes (in any order, as the DOM keeps them
# unordered) and texts.
COMPARE = """
    const done = arguments[arguments.length - 1];
    const canonical = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.data);
      const attributes = Array.from(node.attributes || [])
        .map((a) => a.name + '=' + JSON.stringify(a.value)).sort().join(' ');
      return '<' + node.nodeName + ' ' + attributes + '>'
        + Array.from(node.childNodes).map(canonical).join('') + '</>';
    };
    fetch('/fresh?page=' + document.body.dataset.page).then(r => r.text()).then(html => {
      const template = document.createElement('template');
      template.innerHTML = html;
      const shown = document.getElementById('vellum-screen');
      done([Array.from(shown.childNodes).map(canonical).join(''),
            Array.from(template.content.childNodes).map(canonical).join('')]);
    });
"""


def make_driver():
    options = webdriver.ChromeOptions()
    for flag in ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1000,900"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class Page:
    """A live page in Chromium, acted on as a person would and checked after each action."""

    def __init__(self, driver, url):
        self.driver = driver
        self.count = 0
        driver.get(url)
        self.settled()

    def settled(self):
        WebDriverWait(self.driver, 10).until(
            lambda d: d.execute_script("return document.body.dataset.settled") == "true")

    def same_as_fresh(self, label):
        shown, fresh = self.driver.execute_async_script(COMPARE)
        at = next((i for i, (a, b) in enumerate(zip(shown, fresh)) if a != b),
                  min(len(shown), len(fresh)))
        check(shown == fresh, f"after {label}: the patched page differs from a fresh render "
              f"at {at}\n  page:  …{shown[max(0, at - 150):at + 150]}\n"
              f"  fresh: …{fresh[max(0, at - 150):at + 150]}")
        return shown

    def problem(self):
        problem = self.driver.find_element(By.CSS_SELECTOR, ".live-problem")
        return problem.text if problem.is_displayed() else None

    def act(self, label, perform):
        before = self.driver.execute_script("return document.body.dataset.version")
        perform()
        self.settled()
        problem = self.problem()
        check(problem is None, f"{label}: the page shows a problem: {problem}")
        self.same_as_fresh(label)
        after = self.driver.execute_script("return document.body.dataset.version")
        self.count += 1
        print(f"  {label}: version {before} → {after}")

    def find(self, css, text=None):
        for element in self.driver.find_elements(By.CSS_SELECTOR, css):
            if text is None or text in element.text or text == element.get_attribute("aria-label"):
                return element
        raise AssertionError(f"no {css} with {text!r} on the page")

    def click(self, css, text=None):
        return lambda: self.find(css, text).click()

    def reload_matches(self, label):
        shown = self.same_as_fresh(label)
        self.driver.refresh()
        self.settled()
        reloaded = self.same_as_fresh(label + ", reloaded")
        check(reloaded == shown, f"{label}: a reload shows another screen than the patched page")

    def screen_text(self):
        return self.driver.execute_script(
            "return document.getElementById('vellum-screen').textContent")


def browser_check(driver, port):
    base = f"http://127.0.0.1:{port}"
    print("Controls")
    page = Page(driver, base + "/preview/Controls")
    click = page.click
    page.act("toggle Wi-Fi", click("[data-ref] input[type=checkbox]"))
    page.act("toggle Bluetooth", lambda: driver.find_elements(
        By.CSS_SELECTOR, "label.toggle[data-ref]")[1].click())
    page.act("increment the stepper", click(".stepper button[aria-label=Increment]"))
    page.act("increment it again", click(".stepper button[aria-label=Increment]"))
    page.act("decrement the stepper", click(".stepper button[aria-label=Decrement]"))
    page.act("pick Chocolate", lambda: Select(page.find("label.picker select"))
             .select_by_visible_text("Chocolate"))
    page.act("pick size L", click(".style-segmented [role=radio]", "L"))
    page.act("pick 8 AM", click(".style-wheel [role=radio]", "8 AM"))
    page.act("sort by Date", click(".style-inline [role=radio]", "Date"))
    page.act("slide the volume", lambda: driver.execute_script(
        "const s = document.querySelector('input[type=range]'); s.value = '0.25';"
        "s.dispatchEvent(new Event('change', {bubbles: true}));"))
    name = "input.text-field[aria-label=Name]"
    page.act("type a name", lambda: (page.find(name).send_keys(Keys.END),
                                     page.find(name).send_keys(" L")))
    email = "input.text-field[aria-label=Email]"
    page.act("type an email", lambda: page.find(email).send_keys("ada@x.org"))
    page.act("submit the email", lambda: page.find(email).send_keys(Keys.RETURN))
    page.act("tap Bordered", click("button[data-ref]", "Bordered"))
    page.act("tap Edit", click("button[data-ref]", "Edit"))
    page.reload_matches("Controls")
    page.act("open Account", click(".navigation-link[data-ref]", "Account"))
    page.act("go back", click("button.back"))
    # The variant bar: dark, then right to left as well, each a page of its own screen.
    Select(driver.find_elements(By.CSS_SELECTOR, "select[data-variant]")[0]).select_by_value(
        "dark")
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("?variant=dark"))
    page.settled()
    check(driver.find_elements(By.CSS_SELECTOR, "#vellum-screen > .screen-variant.dark"),
          "the dark variant's screen is dark")
    Select(driver.find_elements(By.CSS_SELECTOR, "select[data-variant]")[2]).select_by_value(
        "rtl")
    WebDriverWait(driver, 10).until(lambda d: "rtl" in d.current_url)
    page.settled()
    check(driver.find_elements(By.CSS_SELECTOR, "#vellum-screen > .screen-variant.dark[dir=rtl]"),
          "the page shows dark and right to left together")
    page.act("toggle Wi-Fi in the variant", click("[data-ref] input[type=checkbox]"))
    count = page.count

    print("Recipes")
    page = Page(driver, base + "/preview/Recipes")
    click = page.click
    page.act("tap Kimchi Stew", click("[data-ref]", "Kimchi Stew"))
    stars = ".column:not(.compact-hidden) .navigation-content [data-ref]"
    page.act("rate it four stars", lambda: driver.find_elements(By.CSS_SELECTOR, stars)[3].click())
    page.act("rate it two stars", lambda: driver.find_elements(By.CSS_SELECTOR, stars)[1].click())
    page.reload_matches("Recipes")
    page.act("tap Edit", click("button[data-ref]", "Edit"))
    page.act("dismiss the editor", lambda: driver.find_element(By.TAG_NAME, "body").send_keys(
        Keys.ESCAPE))
    page.act("tap the trash", click("button.destructive[data-ref]"))
    page.act("dismiss the dialog", click(".backdrop"))
    count += page.count

    print("Gestures")
    page = Page(driver, base + "/preview/Gestures%20(interpreted)")
    row = lambda: page.find("[data-ref]", "Row")

    def swipe():
        cell = row().find_element(By.XPATH, "./ancestor::li")
        ActionChains(driver).move_to_element_with_offset(cell, cell.size["width"] // 2 - 20, 0) \
            .click_and_hold().move_by_offset(-150, 0).release().perform()

    page.act("swipe the row", swipe)
    page.act("tap Pin", page.click("button[data-ref]", "Pin"))
    page.act("long-press the row", lambda: ActionChains(driver).context_click(row()).perform())
    page.act("tap Copy", page.click("button[data-ref]", "Copy"))
    check("Taps: 110" in page.screen_text(), f"the row's actions ran: {page.screen_text()!r}")
    count += page.count
    check(count >= 20, f"only {count} interactions were checked")
    print(f"{count} interactions: each page equals a fresh render")


def wait_for_text(driver, wanted, started):
    """Milliseconds from `started` (epoch seconds) until the screen shows `wanted`, as the
    page's clock tells when a mutation brought it."""
    shown_at = driver.execute_async_script("""
        const [wanted, done] = [arguments[0], arguments[arguments.length - 1]];
        const screen = document.getElementById('vellum-screen');
        if (screen.textContent.includes(wanted)) { done(Date.now()); return; }
        const observer = new MutationObserver(() => {
          if (screen.textContent.includes(wanted)) { observer.disconnect(); done(Date.now()); }
        });
        observer.observe(screen, {subtree: true, childList: true, characterData: true,
                                  attributes: true});
        setTimeout(() => done(null), 8000);
    """, wanted)
    return None if shown_at is None else shown_at - started * 1000


def follow_edits(driver, page, path, source, labels, broken, problem_pattern, wait):
    """Counts to 3 on `page`, then edits the served `path`: the label of the count becomes
    each of `labels` in turn, and each edit must show with the count kept; then `broken`
    (a version that does not compile) must show a problem matching `problem_pattern`, the last
    screen staying, until a fixed version shows, the count still kept. `wait` is how long a
    build may take, in seconds. Returns the milliseconds from each edit to its page."""
    for _ in range(3):
        page.act("tap +", page.click("button[data-ref]", "+"))
    latencies = []
    for label in labels:
        started = time.time()
        path.write_text(source.replace('Text("Count: ', f'Text("{label}: '), encoding="utf-8")
        latency = wait_for_text(driver, f"{label}: 3", started)
        check(latency is not None, f"the page did not show the edit to {label}")
        if latency is not None:
            latencies.append(latency)
        page.settled()
        page.same_as_fresh(f"the edit to {label}")
    print(f"  edit to page: {', '.join(f'{ms:.0f} ms' for ms in latencies)}")
    check(broken != source, "the error was made")
    path.write_text(broken, encoding="utf-8")
    WebDriverWait(driver, wait).until(lambda d: page.problem() is not None)
    problem = page.problem() or ""
    check(re.search(problem_pattern, problem) is not None,
          f"the problem names its file, line and column: {problem!r}")
    check(f"{labels[-1]}: 3" in page.screen_text(), "the last good screen stays")
    path.write_text(source.replace('Text("Count: ', 'Text("Fixed: '), encoding="utf-8")
    WebDriverWait(driver, wait).until(lambda d: page.problem() is None)
    check(wait_for_text(driver, "Fixed: 3", time.time()) is not None,
          "the fixed source shows, the count kept")
    page.same_as_fresh("the fix")
    return latencies


def file_check(driver, vellum, folder):
    """Serves a copy of the interpreted Counter and follows edits to it (no build): each shows
    in place, the count kept; a syntax error shows on the page with its line and column."""
    print("editing a served file")
    source = pathlib.Path("Grammar/examples/Counter.swift").read_text(encoding="utf-8")
    path = pathlib.Path(folder) / "Counter.swift"
    path.write_text(source, encoding="utf-8")
    server, port, _ = start(vellum, str(path))
    try:
        page = Page(driver, f"http://127.0.0.1:{port}/preview/Counter")
        latencies = follow_edits(
            driver, page, path, source, ["Total", "Sum", "Count"],
            broken=source.replace('Text("Count: \\(count)")', 'Text("Count: \\(count)"'),
            problem_pattern=r"Counter\.swift:\d+:\d+", wait=5)
        check(latencies and max(latencies) < 1000, f"an edit took {latencies} ms to show")
    finally:
        server.terminate()
        server.wait(timeout=5)


def package_check(driver, vellum, folder):
    """Serves a Swift package's previews (an internal PreviewProvider, read with @testable)
    and follows edits to its Swift source: each is built and the page moves to the new build
    in place, the count replayed onto it; a compile error shows on the page with its file,
    line and column, the last screen staying, until it is fixed."""
    print("serving a Swift package")
    package, source_path, source = counter_kit.write(folder)
    started = time.time()
    server, port, lines = start(vellum, "--package", str(package))
    print(f"  first build and start: {time.time() - started:.1f} s")
    try:
        page = Page(driver, f"http://127.0.0.1:{port}/preview/Counter")
        follow_edits(
            driver, page, source_path, source, ["Total", "Sum"],
            broken=source.replace("count += 1", "count += undefinedStep"),
            problem_pattern=r"CounterView\.swift:9:\d+: error: .*undefinedStep", wait=120)
        builds = [line for line in lines if line.startswith("built in")]
        print("  " + "\n  ".join(builds))
        check(len(builds) == 3, f"three builds were reported: {builds}")
        # Badge.swift, written for Xcode (import SwiftUI, @Entry, #Preview, @Previewable),
        # compiled unchanged and its #Previews are served under their names.
        for name, text in [("Badge", "3 new"), ("Badge 2", "1 new")]:
            address = f"http://127.0.0.1:{port}/preview/{urllib.parse.quote(name)}"
            html = urllib.request.urlopen(address, timeout=10).read().decode()
            check(text in html, f"the #Preview {name!r} shows {text!r}")
    finally:
        server.terminate()
        server.wait(timeout=5)
        source_path.write_text(source, encoding="utf-8")


# MARK: - Security and robustness

def memory(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))


def security_check(server, port):
    print("security")
    check(request(port, "/", host="evil.example") == 403, "a foreign Host is refused")
    check(request(port, "/", host=f"evil.example:{port}") == 403, "a foreign Host:port is refused")
    check(request(port, "/", host="") == 403, "an empty Host is refused")
    check(raw(port, b"GET / HTTP/1.1\r\n\r\n") == 400, "a request without Host is refused")
    for path in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/preview/..%2F..%2Fetc%2Fpasswd",
                 "/live.js/../../etc/passwd", "/%252e%252e/etc/passwd", "//etc/passwd",
                 "/preview/%00", "/preview/%ff%fe", "/preview/%zz", "/.git/config",
                 "/Sources/VellumCLI/ServeCommand.swift", "/preview/"]:
        status = request(port, path)
        check(status in (400, 404), f"{path} is not served (got {status})")
    interaction = json.dumps({"page": "p1", "action": "tap", "ref": "e1"})
    check(request(port, "/act", method="POST", body=interaction,
                  headers={"Content-Type": "application/json", "Origin": "http://evil.example"})
          == 403, "a cross-origin interaction is refused")
    check(request(port, "/act", method="POST", body=interaction,
                  headers={"Content-Type": "text/plain"}) == 415,
          "an interaction that is not JSON is refused")
    check(request(port, "/act", method="GET") == 405, "GET /act is refused")
    for body in ["", "[]", "{", '{"page":"p1"}', '{"page":"p1","action":"explode"}',
                 '{"page":"p1","action":"tap","ref":"<script>"}', '{"page":"nope","action":"tap"}',
                 '{"page":"p1","action":"tap","ref":"e1","extra":1}',
                 '{"page":"p1","action":"type","ref":"e1","value":{"a":1}}']:
        status = request(port, "/act", method="POST", body=body,
                         headers={"Content-Type": "application/json"})
        check(status is not None and 400 <= status < 500, f"interaction {body!r} got {status}")
    check(request(port, "/events?page=nope") == 404, "an event stream of no page is refused")
    # HEAD is answered without a body, so the next request on the connection reads clean.
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        host = f"Host: 127.0.0.1:{port}\r\n"
        connection.sendall(f"HEAD / HTTP/1.1\r\n{host}\r\n"
                           f"GET /live.js HTTP/1.1\r\n{host}Connection: close\r\n\r\n".encode())
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, rest = answer.partition(b"\r\n\r\n")
    check(head.startswith(b"HTTP/1.1 200") and b"Content-Length: " in head
          and rest.startswith(b"HTTP/1.1 200"), f"HEAD then GET on one connection: {answer[:200]!r}")

    print("fuzz")
    before = memory(server.pid)
    generator = random.Random(7)
    malformed = [
        b"GARBAGE\r\n\r\n", b"GET\r\n\r\n", b"GET / HTTP/9.9\r\nHost: x\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n",
        b"GET / HTTP/1.1\r\n" + b"X-A: b\r\n" * 100 + b"\r\n",
        b"GET /" + b"a" * 20000 + b" HTTP/1.1\r\n\r\n",
        b"POST /act HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: 99999999\r\n\r\n" % port,
        b"POST /act HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nTransfer-Encoding: chunked\r\n\r\n" % port,
        b"POST /act HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: -1\r\n\r\n" % port,
        b"POST /act HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX: \x00\r\n\r\n" % port,
    ]
    for data in malformed:
        status = raw(port, data)
        check(status is None or 400 <= status < 600 and status != 500,
              f"{data[:40]!r}… got {status}")
    for _ in range(300):
        length = generator.randrange(1, 600)
        data = bytes(generator.randrange(256) for _ in range(length))
        if generator.random() < 0.5:
            data = b"POST /act HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n" \
                   b"Content-Length: %d\r\n\r\n" % (port, length) + data
        status = raw(port, data)
        check(status is None or 400 <= status < 500, f"random bytes got {status}")
    for _ in range(200):
        message = {"page": generator.choice(["p1", "p2", "p9", ""]),
                   "action": generator.choice(["tap", "toggle", "type", "select", "slide", "swipe",
                                               "back", "dismiss", "increment", "nope"]),
                   "ref": generator.choice(["e1", "e2", "e5", "e99", "x", None]),
                   "value": generator.choice(["", "x" * 50, 3, -1e9, None])}
        status = request(port, "/act", method="POST", body=json.dumps(message),
                         headers={"Content-Type": "application/json"})
        check(status in (200, 400, 404, 422), f"random interaction {message} got {status}")
    # Truncated: a request cut off midway, then the connection closed.
    for cut in [5, 20, 40]:
        data = b"GET /preview/Controls HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port
        raw(port, data[:cut], read=False)
    # Slow: a client that starts a request and stalls is answered 408 and dropped.
    slow = socket.create_connection(("127.0.0.1", port), timeout=20)
    slow.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % port)
    started = time.time()
    answer = slow.recv(4096)
    check(answer.startswith(b"HTTP/1.1 408"), f"a stalled request got {answer[:30]!r}")
    check(time.time() - started < 15, "a stalled request was answered in time")
    slow.close()
    # Many at once: more connections than the server keeps are answered 503, and it recovers.
    held = [socket.create_connection(("127.0.0.1", port)) for _ in range(80)]
    time.sleep(0.5)
    for connection in held:
        connection.close()
    time.sleep(0.3)
    check(request(port, "/") == 200, "the server serves after the fuzz")
    after = memory(server.pid)
    print(f"  memory: {before} KiB before, {after} KiB after")
    check(after - before < 64 * 1024, f"memory grew by {after - before} KiB")


def main():
    vellum = sys.argv[1]
    server, port, _ = start(vellum)
    driver = make_driver()
    try:
        browser_check(driver, port)
        with tempfile.TemporaryDirectory() as folder:
            file_check(driver, vellum, folder)
        package_check(driver, vellum, counter_kit.FOLDER)
        driver.quit()
        security_check(server, port)
        server.send_signal(signal.SIGTERM)
        try:
            code = server.wait(timeout=5)
            check(code == 0, f"SIGTERM ended the server with status {code}")
        except subprocess.TimeoutExpired:
            check(False, "SIGTERM did not stop the server within 5 s")
    finally:
        if server.poll() is None:
            server.kill()
    if failures:
        sys.exit(f"serve check: {len(failures)} failures")
    print("serve check: passed")


main()
