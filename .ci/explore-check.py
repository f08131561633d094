"""Checks the clickable prototypes `vellum explore` wrote, in Chromium.

    python3 .ci/explore-check.py explorations

For every prototype (a folder with exploration.json) under the folder given: every link of
every page (each href, and each formaction of a button that submits the page's form) names a
file that was written; each state page passes the gallery's browser check (.ci/check-pages.py:
the DOM Chromium builds is the HTML Vellum wrote, the screen holds something, the screenshot
is not one flat color, judged by Pillow; .ci/check-boxes.py with .ci/boxes.js: nothing sticks
out of the screen, no siblings of one flow overlap, the texts read in the text rendering's
order); and, on every fifth page, clicking the first linked control opens the page of the
state it led to. Two Chromium sessions load the pages (Selenium and Pillow are pinned and
installed by .ci/run; chromedriver is Debian's).
"""
import concurrent.futures
import functools
import importlib.util
import io
import json
import pathlib
import re
import sys
import tempfile

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = pathlib.Path(__file__).parent


def load(name):
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pages_check = load("check-pages")
boxes_check = load("check-boxes")
# Inter's advances are read from the generated Swift table once, not for every page.
boxes_check.advances = functools.lru_cache(maxsize=None)(boxes_check.advances)
BOXES = (HERE / "boxes.js").read_text(encoding="utf-8")
LINK = re.compile(r'(?:href|formaction)="([^"]*)"')


def make_driver():
    options = webdriver.ChromeOptions()
    # Tall enough for a state page's bar, path and the whole 852-point device screen below
    # them: what a sheet covers is found by hit testing, which reaches only the window.
    for flag in ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                 "--window-size=1000,1100"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def link_problems(page):
    """Links of `page` to files that were not written."""
    problems = []
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if target.startswith(("#", "data:")) or re.match(r"[a-z]+:", target):
            continue
        if not (page.parent / target.split("?")[0].split("#")[0]).is_file():
            problems.append(f"{page}: links to {target}, which does not exist")
    return problems


# Run in the page: its DOM as Chromium built it, then boxes.js's measurement once the fonts
# are in, and the first linked control's target; one round trip to the browser.
MEASURE = """
const done = arguments[arguments.length - 1];
const built = '<!DOCTYPE html>' + document.documentElement.outerHTML;
BOXES
const wait = () => {
  if (document.getElementById('vellum-boxes') === null) { setTimeout(wait, 5); return; }
  const control = document.querySelector('main.screen [formaction], main.screen a.go');
  done([built, document.documentElement.outerHTML,
        control ? (control.getAttribute('formaction') || control.getAttribute('href')) : null]);
};
wait();
"""


def page_problems(driver, page, scratch, click):
    """What the gallery's browser check finds on one state page, and (when `click`) whether
    its first linked control leads where its link says."""
    problems = []
    driver.get(page.resolve().as_uri())
    built_html, measured_html, target = driver.execute_async_script(
        MEASURE.replace("BOXES", BOXES))
    written = pages_check.elements(page)
    built = pages_check.Elements()
    built.feed(built_html)
    if written.tags != built.tags:
        problems.append(f"{page}: Chromium built other elements than Vellum wrote")
    if written.screen_content == 0:
        problems.append(f"{page}: the screen is blank")
    shot = Image.open(io.BytesIO(
        driver.find_element(By.CSS_SELECTOR, "main.screen").screenshot_as_png))
    if all(low == high for low, high in shot.getextrema()):
        problems.append(f"{page}: the screenshot is blank")
    measured = scratch / f"{page.stem}.dom.html"
    measured.write_text(measured_html, encoding="utf-8")
    problems += [f"{page.parent.name}/{p}" for p in boxes_check.problems(measured)]
    if target and click:
        driver.execute_script(
            "document.querySelector('main.screen [formaction], main.screen a.go').click()")
        expected = target.split("?")[0]
        WebDriverWait(driver, 20).until(lambda d: d.current_url.split("?")[0].endswith(expected))
    return problems


def check_pages(pages):
    """The problems of `pages` (state pages), checked in a Chromium of their own."""
    problems = []
    driver = make_driver()
    try:
        with tempfile.TemporaryDirectory() as scratch:
            for index, page in enumerate(pages):
                # Every link is checked on disk; a click, which costs a second page load, on
                # every fifth page shows the links work in the browser.
                problems += page_problems(driver, page, pathlib.Path(scratch), index % 5 == 0)
    finally:
        driver.quit()
    return problems


def main(root):
    prototypes = sorted(p.parent for p in pathlib.Path(root).rglob("exploration.json"))
    if not prototypes:
        print(f"explore check: no prototype under {root}", file=sys.stderr)
        return 1
    problems = []
    states = []
    for prototype in prototypes:
        report = json.loads((prototype / "exploration.json").read_text(encoding="utf-8"))
        for page in sorted(prototype.glob("*.html")):
            problems += link_problems(page)
        for state in report["states"]:
            page = prototype / f"state-{state['id']}.html"
            if page.is_file():
                states.append(page)
            else:
                problems.append(f"{page}: the state's page was not written")
    # Two browsers, one a core: a page's time is mostly Chromium's.
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        for found in pool.map(check_pages, [states[0::2], states[1::2]]):
            problems += found
    for problem in problems:
        print("explore check:", problem, file=sys.stderr)
    print(f"explore check: {len(prototypes)} prototypes, {len(states)} state pages, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "explorations"))
