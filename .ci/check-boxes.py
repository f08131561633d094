"""Checks the element boxes Chromium laid each gallery page out with.

    python3 .ci/check-boxes.py prepare previews previews/boxes  # copies with .ci/boxes.js inlined
    python3 .ci/check-boxes.py check previews/boxes             # what Chromium measured in them
    python3 .ci/check-boxes.py selftest OUT                     # the check fails what it should

.ci/browser-check dumps Chromium's DOM of each copy NAME.html to NAME.dom.html beside it, where
boxes.js left its measurements. `selftest` reads the copies of .ci/box-fixtures: each page
named after a problem must show it, and passes.html nothing. A screen fails when an
element sticks out of it, when siblings laid out in one flow cover each other, when its
visible texts come in another order than the text rendering beside it reads them (top to
bottom, left to right, or from the right on a right-to-left screen), or when a line of its SVG
image is set more than half a point wider or narrower than the sum of Inter's advances the
layout measured it with (read from the generated FontMetrics+Inter.swift): the embedded font
did not load, or kerns; or when an element Vellum placed at the point layout's frame (class
"at-frame") is drawn more than half a point from it: CSS moved or resized what the layout
placed. Standard library only.
"""
import html
import json
import pathlib
import re
import sys


def prepare(pages, out):
    script = (pathlib.Path(__file__).parent / "boxes.js").read_text(encoding="utf-8")
    out.mkdir(parents=True, exist_ok=True)
    for page in sorted(pages.glob("*.html")):
        if page.stem == "index":
            continue
        text = page.read_text(encoding="utf-8")
        copy = text.replace("</body>", f"<script>{script}</script></body>", 1)
        (out / page.name).write_text(copy, encoding="utf-8")


def words(text):
    return re.findall(r"\w+", text.lower())


def find(sequence, wanted, start, stop):
    """The first index in [start, stop) where `wanted` stands in `sequence`, or None."""
    for index in range(max(start, 0), min(stop, len(sequence) - len(wanted) + 1)):
        if sequence[index:index + len(wanted)] == wanted:
            return index
    return None


def mirrored(line):
    """A right-to-left line as it is read: its runs (parts two or more spaces apart, bracketed
    controls side by side, or a button, `[ Title ]`, and what stands one space beside it) from
    the right, each run's own text still left to right, as the text rendering writes it. A
    control drawn whole in brackets without inner spaces (a segment `[S]`, a toggle `[on]`) is
    part of its run."""
    runs = [
        run for run in re.split(r"\s{2,}|(?<=\])\s(?=\[)|(?<=\s\])\s|\s(?=\[\s)", line.strip())
        if run
    ]
    return "  ".join(reversed(runs))


def reading_words(rendering, right_to_left=False):
    """The words of a text rendering in reading order: top to bottom, left to right (from the
    right for a right-to-left screen), except that a rendering in columns (most of its lines
    split by │ alike, as a split view draws them) is read a column at a time."""
    lines = [line for line in rendering.split("\n") if line.strip()]
    if right_to_left:
        lines = [mirrored(line) for line in lines]
    counts = [line.count("│") for line in lines]
    columns = max(set(counts), key=counts.count) if lines else 0
    if columns == 0 or counts.count(columns) < 0.6 * len(lines):
        return words("\n".join(lines))
    read = []
    for column in range(columns + 1):
        for line in lines:
            parts = line.split("│")
            if len(parts) == columns + 1:
                read += words(parts[column])
            elif column == 0:
                read += words(line)
    return read


def order_problems(texts, rendering, right_to_left=False):
    """Texts the HTML shows in another order than the text rendering reads them.

    Each text is found by its first two words after the previous text's place (a text that
    wraps beside another column still starts in order); a text the rendering does not show is
    passed over. A text is out of order when it stands whole only before that place.
    """
    read = reading_words(rendering, right_to_left)
    problems = []
    cursor = 0
    previous = None
    for text in texts:
        wanted = words(text)
        if not wanted:
            continue
        start = find(read, wanted[:2], cursor, len(read))
        if start is None and len(wanted) > 1:
            start = find(read, wanted[:1], cursor, len(read))
        if start is not None:
            cursor, previous = start + 1, text
        elif previous is not None and find(read, wanted, 0, cursor) is not None:
            problems.append(
                f"“{text[:40]}” follows “{previous[:40]}” in HTML but comes before it in the "
                "text rendering")
    return problems


METRICS = pathlib.Path(__file__).parent.parent / "Sources/VellumLayout/FontMetrics+Inter.swift"
TOLERANCE = 0.5  # points a line of the image may differ from its measured width


def advances():
    """Inter's advances as the layout measures them, read from the generated Swift table:
    code point -> advance in font units, for each face, and the units per em."""
    source = METRICS.read_text(encoding="utf-8")
    units = float(re.search(r"unitsPerEm: Double = (\d+)", source).group(1))
    ranges = [(int(low, 16), int(high, 16)) for low, high in re.findall(
        r"0x([0-9A-F]+)\.\.\.0x([0-9A-F]+)", source)]
    points = [c for low, high in ranges for c in range(low, high + 1)]
    faces = {}
    for face, values in re.findall(r"static let (\w+): \[UInt16\] = \[([^\]]*)\]", source):
        faces[face] = dict(zip(points, (int(v) for v in re.findall(r"\d+", values))))
    return faces, units


def face_of(weight):
    """The face that draws `weight`, as FontMetrics.Face chooses it."""
    return ("regular" if weight < 450 else "medium" if weight < 550
            else "semibold" if weight < 650 else "bold")


def width_problems(lines, faces, units):
    """Lines of an SVG image Chromium set at another width than the sum of their advances:
    the embedded font did not load, or it kerns, or the table is not the font's."""
    problems = []
    for line in lines:
        table = faces[face_of(line["weight"])]
        if not all(ord(c) in table for c in line["text"]):
            continue  # measured by class (emoji, CJK), drawn by a fallback font
        expected = sum(table[ord(c)] for c in line["text"]) * line["size"] / units
        if abs(line["width"] - expected) > TOLERANCE:
            problems.append(
                f"the image's line “{line['text'][:40]}” is {line['width']:.2f} points wide in "
                f"Chromium, measured {expected:.2f}")
    return problems


def measurements(dom):
    # The last one: the script's own comment names the element too.
    found = re.findall(r'<pre id="vellum-boxes">(\[.*?)</pre>', dom, re.S)
    return json.loads(html.unescape(found[-1])) if found else None


def problems(dom_file):
    """The problems of one measured page, each naming the variant it was seen in."""
    name = dom_file.name[:-len(".dom.html")]
    screens = measurements(dom_file.read_text(encoding="utf-8"))
    if screens is None:
        return [f"{name}: the page was not measured (boxes.js did not run)"]
    found = []
    faces, units = advances()
    for screen in screens:
        where = f"{name} ({screen['variant']})"
        found += [f"{where}: sticks out of the screen: {o}" for o in screen["overflow"]]
        found += [f"{where}: {o}" for o in screen["overlaps"]]
        found += [
            f"{where}: reading order: {p}"
            for p in order_problems(
                screen["texts"], screen["rendering"], screen["direction"] == "rtl")
        ]
        found += [f"{where}: text width: {p}"
                  for p in width_problems(screen.get("lines", []), faces, units)]
        found += [f"{where}: off its frame: {m}" for m in screen["frames"]["moved"]]
    return found


def frame_counts(dom_file):
    """How many placed elements of a measured page were compared with their frames, and how
    many a transform draws elsewhere on purpose."""
    screens = measurements(dom_file.read_text(encoding="utf-8")) or []
    return (sum(s["frames"]["compared"] for s in screens),
            sum(s["frames"]["transformed"] for s in screens))


def check(out):
    pages = sorted(out.glob("*.dom.html"))
    failed = 0
    for dom_file in pages:
        found = problems(dom_file)
        failed += 1 if found else 0
        for problem in found:
            print("browser check:", problem, file=sys.stderr)
    compared = transformed = 0
    for dom_file in pages:
        counts = frame_counts(dom_file)
        compared, transformed = compared + counts[0], transformed + counts[1]
    print(f"browser check, element boxes: {len(pages) - failed} passed, {failed} failed; "
          f"{compared} placed elements at their frames within {TOLERANCE} point, "
          f"{transformed} under a transform not compared")
    return 1 if failed else 0


def selftest(out):
    expected = {
        "overflow": "sticks out", "overlap": "overlap by", "order": "reading order",
        "order-rtl": "reading order", "width": "text width", "frame": "off its frame",
    }
    passing = ["passes", "passes-rtl"]
    wrong = []
    for name, phrase in expected.items():
        found = problems(out / f"{name}.dom.html")
        if not any(phrase in problem for problem in found):
            wrong.append(f"{name}.html should fail with “{phrase}”, found {found}")
    for name in passing:
        found = problems(out / f"{name}.dom.html")
        if found:
            wrong.append(f"{name}.html should pass, found {found}")
    for problem in wrong:
        print("browser check self-test:", problem, file=sys.stderr)
    total = len(expected) + len(passing)
    print(f"browser check self-test: {total - len(wrong)} of {total} fixtures judged right")
    return 1 if wrong else 0


if __name__ == "__main__":
    command, arguments = sys.argv[1], [pathlib.Path(a) for a in sys.argv[2:]]
    if command == "prepare":
        prepare(*arguments)
        sys.exit(0)
    sys.exit(check(*arguments) if command == "check" else selftest(*arguments))
