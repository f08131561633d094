#!/usr/bin/env python3
"""Writes FontMetrics+Inter.swift: the advance widths of Inter, the open font Vellum measures
text with in place of San Francisco (SIL Open Font License 1.1, see Inter-LICENSE.txt).

Reads the OpenType files of Debian's `fonts-inter` package (`apt-get install fonts-inter`) with
the standard library only: the `head`, `hhea`, `cmap` (formats 4 and 12) and `hmtx` tables.

    python3 Sources/VellumLayout/Fonts/generate-font-metrics.py [FONT_DIRECTORY]
"""

import os
import struct
import sys

DIRECTORY = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/opentype/inter"
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "FontMetrics+Inter.swift")

# The weights SwiftUI's fonts use, by the Swift name of their table, and Inter's file for each.
WEIGHTS = [
    ("regular", "Inter-Regular.otf"),
    ("medium", "Inter-Medium.otf"),
    ("semibold", "Inter-SemiBold.otf"),
    ("bold", "Inter-Bold.otf"),
]

# The characters measured one by one: Latin, Latin-1, Latin Extended-A, general punctuation,
# currency, arrows and a few symbols apps write in labels. Others are measured by class
# (see FontMetrics.swift).
RANGES = [
    (0x0020, 0x007E),
    (0x00A0, 0x017F),
    (0x2010, 0x2027),
    (0x2030, 0x203A),
    (0x20AC, 0x20AC),
    (0x2190, 0x2193),
    (0x2212, 0x2212),
]


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    found = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index : 28 + 16 * index])
        found[tag.decode("ascii")] = data[offset : offset + length]
    return found


def character_map(cmap):
    """Code point to glyph index, from the best Unicode subtable."""
    count = struct.unpack(">H", cmap[2:4])[0]
    best = None
    for index in range(count):
        platform, encoding, offset = struct.unpack(">HHI", cmap[4 + 8 * index : 12 + 8 * index])
        format_ = struct.unpack(">H", cmap[offset : offset + 2])[0]
        if platform in (0, 3) and format_ in (4, 12):
            if best is None or format_ == 12:
                best = (format_, offset)
    format_, offset = best
    table = cmap[offset:]
    mapping = {}
    if format_ == 12:
        groups = struct.unpack(">I", table[12:16])[0]
        for index in range(groups):
            start, end, glyph = struct.unpack(">III", table[16 + 12 * index : 28 + 12 * index])
            for code in range(start, end + 1):
                mapping[code] = glyph + code - start
        return mapping
    segments = struct.unpack(">H", table[6:8])[0] // 2
    ends = struct.unpack(">%dH" % segments, table[14 : 14 + 2 * segments])
    base = 16 + 2 * segments
    starts = struct.unpack(">%dH" % segments, table[base : base + 2 * segments])
    deltas = struct.unpack(">%dh" % segments, table[base + 2 * segments : base + 4 * segments])
    range_base = base + 4 * segments
    offsets = struct.unpack(">%dH" % segments, table[range_base : range_base + 2 * segments])
    for segment in range(segments):
        for code in range(starts[segment], ends[segment] + 1):
            if code == 0xFFFF:
                continue
            if offsets[segment] == 0:
                glyph = (code + deltas[segment]) & 0xFFFF
            else:
                at = range_base + 2 * segment + offsets[segment] + 2 * (code - starts[segment])
                glyph = struct.unpack(">H", table[at : at + 2])[0]
                if glyph:
                    glyph = (glyph + deltas[segment]) & 0xFFFF
            mapping[code] = glyph
    return mapping


def metrics(path):
    with open(path, "rb") as file:
        found = tables(file.read())
    units = struct.unpack(">H", found["head"][18:20])[0]
    ascender, descender, gap = struct.unpack(">hhh", found["hhea"][4:10])
    long_metrics = struct.unpack(">H", found["hhea"][34:36])[0]
    advances = struct.unpack(">%dH" % (2 * long_metrics), found["hmtx"][: 4 * long_metrics])[::2]
    mapping = character_map(found["cmap"])

    def advance(code):
        glyph = mapping.get(code)
        if glyph is None:
            return 0
        return advances[min(glyph, long_metrics - 1)]

    widths = [advance(code) for start, end in RANGES for code in range(start, end + 1)]
    return units, ascender, descender, gap, widths


def swift_array(values):
    lines = []
    for start in range(0, len(values), 16):
        lines.append("      " + ", ".join(str(value) for value in values[start : start + 16]) + ",")
    return "\n".join(lines)


def main():
    parts = []
    units = None
    for name, file in WEIGHTS:
        units, ascender, descender, gap, widths = metrics(os.path.join(DIRECTORY, file))
        parts.append(
            "  /// Inter %s (`%s`): advances in font units, in the order of `ranges`.\n"
            "  static let %s: [UInt16] = [\n%s\n  ]" % (name.capitalize(), file, name, swift_array(widths))
        )
    ranges = ", ".join("0x%04X...0x%04X" % (start, end) for start, end in RANGES)
    source = (
        "// Generated by Fonts/generate-font-metrics.py from Inter 4.0 (SIL Open Font License 1.1,\n"
        "// Fonts/Inter-LICENSE.txt). Do not edit; run the script again.\n\n"
        "extension FontMetrics {\n"
        "  /// Inter's units per em.\n"
        "  static let unitsPerEm: Double = %d\n\n"
        "  /// The characters with a measured advance, as ranges of code points.\n"
        "  static let ranges: [ClosedRange<UInt32>] = [%s]\n\n%s\n}\n"
    ) % (units, ranges, "\n\n".join(parts))
    with open(OUTPUT, "w") as file:
        file.write(source)


if __name__ == "__main__":
    main()
