"""Checks each gallery page against what Chromium made of it.

For every previews/NAME.html: the start tags Vellum wrote and the elements of Chromium's DOM
(previews/dom/NAME.html) must be the same sequence, the screen must hold something to see, and
the screenshot (previews/screenshots/NAME.png) must not be one flat color. Standard library only.
"""
import html.parser
import pathlib
import struct
import sys
import zlib


class Elements(html.parser.HTMLParser):
    """Start tags in document order, and whether the device screen holds visible content."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags = []
        self.depth_in_screen = 0
        self.screen_content = 0

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        classes = dict(attrs).get("class") or ""
        if self.depth_in_screen:
            if tag in ("input", "select", "hr", "button"):
                self.screen_content += 1
            if tag not in ("input", "hr", "meta"):
                self.depth_in_screen += 1
        elif "screen" in classes.split() and tag == "main":
            self.depth_in_screen = 1

    def handle_endtag(self, tag):
        if self.depth_in_screen:
            self.depth_in_screen -= 1

    def handle_data(self, data):
        if self.depth_in_screen and data.strip():
            self.screen_content += 1


def elements(path):
    parser = Elements()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def png_is_flat(path):
    """Whether every pixel of an 8-bit RGB or RGBA PNG has the same color."""
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return True
    offset, idat, width, height, channels = 8, b"", 0, 0, 0
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        chunk = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", chunk[:10])
            channels = {2: 3, 6: 4}.get(color, 0)
            if depth != 8 or not channels:
                return False
        elif kind == b"IDAT":
            idat += chunk
        offset += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    first = None
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 0xFF
        pixel = bytes(line[:channels])
        if first is None:
            first = pixel
        if line != bytearray(first * width):
            return False
        previous = line
    return True


def main(folder):
    root = pathlib.Path(folder)
    pages = sorted(root.glob("*.html"))
    failures = []
    for page in pages:
        name = page.stem
        written = elements(page)
        dom_file = root / "dom" / f"{name}.html"
        shot = root / "screenshots" / f"{name}.png"
        if not dom_file.exists() or not dom_file.read_text(encoding="utf-8").strip():
            failures.append(f"{page}: Chromium produced no DOM")
            continue
        parsed = elements(dom_file)
        if written.tags != parsed.tags:
            first = next(
                (i for i, (a, b) in enumerate(zip(written.tags, parsed.tags)) if a != b),
                min(len(written.tags), len(parsed.tags)))
            failures.append(
                f"{page}: Vellum wrote {len(written.tags)} elements, Chromium built "
                f"{len(parsed.tags)}; they differ from element {first} "
                f"({written.tags[first:first + 3]} vs {parsed.tags[first:first + 3]})")
        if name != "index" and written.screen_content == 0:
            failures.append(f"{page}: the screen is blank")
        if not shot.exists() or png_is_flat(shot):
            failures.append(f"{page}: the screenshot is blank")
    for failure in failures:
        print("browser check:", failure, file=sys.stderr)
    print(f"browser check: {len(pages) - len({f.split(':')[0] for f in failures})} passed, "
          f"{len({f.split(':')[0] for f in failures})} failed "
          f"({len(pages)} pages; screenshots in {root / 'screenshots'})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "previews"))
