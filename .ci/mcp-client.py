"""Drives `vellum mcp` with the official MCP client SDK for Python, as a real client would:
initialize, list the tools, open the Recipes example, read it, tap a recipe by ref, type into
a field and into a search field (which filters the list), render text and HTML, audit,
close; then sends malformed and random messages over the raw pipe and checks every one is
answered and the server stays up. Prints the sizes and the tap's round trip for the README.

    python3 .ci/mcp-client.py .build/debug/vellum
"""
import asyncio
import json
import random
import re
import subprocess
import sys
import time

import counter_kit
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def text_of(result):
    assert len(result.content) == 1, result
    return result.content[0].text


def ref(snapshot, line_start):
    for line in snapshot.splitlines():
        if line.startswith(line_start):
            found = re.search(r"\[ref=(e\d+)", line)
            assert found, line
            return found.group(1)
    raise AssertionError(f"no line starts with {line_start!r} in:\n{snapshot}")


async def client_session(vellum):
    server = StdioServerParameters(command=vellum, args=["mcp"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            assert initialized.server_info.name == "vellum", initialized
            tools = {tool.name for tool in (await session.list_tools()).tools}
            assert tools == {"list_screens", "open_screen", "snapshot", "act", "render",
                             "audit", "close_screen"}, tools
            listed = text_of(await session.call_tool("list_screens", {}))
            assert "- Recipes\n" in listed and "- Controls\n" in listed, listed

            opened = text_of(await session.call_tool("open_screen", {"name": "Recipes"}))
            assert opened.startswith("Opened Recipes as screen s1."), opened
            snapshot = text_of(await session.call_tool("snapshot", {"screen": "s1"}))
            assert '- heading "All Recipes"' in snapshot, snapshot

            stew = ref(snapshot, '- text "Kimchi Stew"')
            start = time.perf_counter()
            tapped = text_of(await session.call_tool(
                "act", {"screen": "s1", "action": "tap", "ref": stew}))
            tap_ms = (time.perf_counter() - start) * 1000
            assert '- heading "Kimchi Stew"' in tapped and '- text "김치찌개"' in tapped, tapped
            assert "Patches:\n" in tapped and "(nothing changed)" not in tapped, tapped
            scrolled = await session.call_tool(
                "act", {"screen": "s1", "action": "scroll_to", "value": "Pancakes"})
            assert not scrolled.is_error, scrolled

            search_opened = text_of(await session.call_tool("open_screen", {"name": "Controls"}))
            email = ref(search_opened.split("\n\n", 1)[1], '- text field "Email"')
            typed = text_of(await session.call_tool(
                "act", {"screen": "s2", "action": "type", "ref": email, "value": "ada@example.com"}))
            assert f'- text field "Email", value "ada@example.com" [ref={email}]' in typed, typed

            board = text_of(await session.call_tool("open_screen", {"name": "Board (interpreted)"}))
            search = ref(board.split("\n\n", 1)[1], '- text field "Search"')
            found = text_of(await session.call_tool(
                "act", {"screen": "s3", "action": "type", "ref": search, "value": "Egg"}))
            assert f'- text field "Search", value "Egg" [ref={search}]' in found, found
            assert '- text "Eggs"' in found and '- text "Milk"' not in found, found

            text = text_of(await session.call_tool("render", {"screen": "s1", "format": "text"}))
            assert "Kimchi Stew" in text, text
            html = text_of(await session.call_tool("render", {"screen": "s1", "format": "html"}))
            assert html.startswith("<") and "Kimchi Stew" in html, html[:200]
            page = text_of(await session.call_tool("render", {"screen": "s1", "format": "page"}))
            assert page.startswith("<!DOCTYPE html>"), page[:100]
            audit = text_of(await session.call_tool("audit", {"screen": "s1"}))
            assert audit.startswith("# as it is\n"), audit

            wrong = await session.call_tool("act", {"screen": "s1", "action": "tap", "ref": "e999"})
            assert wrong.is_error and "no control has the ref e999" in text_of(wrong), wrong
            closed = await session.call_tool("close_screen", {"screen": "s1"})
            assert not closed.is_error
            gone = await session.call_tool("snapshot", {"screen": "s1"})
            assert gone.is_error and "no screen s1 is open" in text_of(gone), gone

            # Sizes for the README: each example screen's snapshot against its HTML.
            sizes = []
            for name in ["Recipes", "Kimchi stew", "Controls", "Sign in", "Counter at 7"]:
                opened = text_of(await session.call_tool("open_screen", {"name": name}))
                screen = re.match(r"Opened .* as screen (s\d+)\.", opened).group(1)
                snap = text_of(await session.call_tool("snapshot", {"screen": screen}))
                html = text_of(await session.call_tool("render", {"screen": screen, "format": "html"}))
                page = text_of(await session.call_tool("render", {"screen": screen, "format": "page"}))
                sizes.append((name, len(snap.encode()), len(snap.split()),
                              len(html.encode()), len(html.split()), len(page.encode())))
            await package_previews(session)
            times = []
            opened = text_of(await session.call_tool("open_screen", {"name": "Controls"}))
            screen = re.match(r"Opened .* as screen (s\d+)\.", opened).group(1)
            wifi = ref(opened.split("\n\n", 1)[1], '- switch "Wi-Fi"')
            for _ in range(20):
                start = time.perf_counter()
                await session.call_tool("act", {"screen": screen, "action": "toggle", "ref": wifi})
                times.append((time.perf_counter() - start) * 1000)
            return sizes, tap_ms, sorted(times)[len(times) // 2]


async def package_previews(session):
    """A Swift package the agent points at (CounterKit, as .ci/serve-check.py left it built):
    a compile error comes back as a tool error with the error's file, line and message; once
    fixed, its preview opens and is driven by ref."""
    package, source_path, source = counter_kit.write(counter_kit.FOLDER)
    try:
        source_path.write_text(source.replace("count += 1", "count += undefinedStep"),
                               encoding="utf-8")
        failed = await session.call_tool("list_screens", {"package": str(package)})
        assert failed.is_error, failed
        errors = failed.structured_content["errors"]
        assert errors and errors[0]["file"].endswith("CounterView.swift"), errors
        assert errors[0]["line"] == 9 and "undefinedStep" in errors[0]["message"], errors
    finally:
        source_path.write_text(source, encoding="utf-8")
    listed = text_of(await session.call_tool("list_screens", {"package": str(package)}))
    assert "- Counter\n" in listed, listed
    assert "- Badge\n" in listed and "- Badge 2\n" in listed, listed
    opened = text_of(await session.call_tool("open_screen", {"name": "Counter"}))
    screen = re.search(r"as screen (s\d+)\.", opened).group(1)
    plus = ref(opened, '- button "+"')
    tapped = text_of(await session.call_tool(
        "act", {"screen": screen, "action": "tap", "ref": plus}))
    assert '- text "Count: 1"' in tapped, tapped
    # Back to the examples' previews for the rest.
    back = text_of(await session.call_tool("list_screens", {}))
    assert "Back to the examples' previews" in back and "- Controls\n" in back, back


def raw_fuzz(vellum, rounds=400):
    """Malformed JSON, wrong types, unknown methods and tools, and random sequences of valid
    calls over the raw pipe: every message with an id gets one answer, the server never exits."""
    process = subprocess.Popen([vellum, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True, bufsize=1)
    generator = random.Random(7)
    calls = [
        {"name": "list_screens", "arguments": {}},
        {"name": "open_screen", "arguments": {"name": "Controls"}},
        {"name": "open_screen", "arguments": {"name": 5}},
        {"name": "snapshot", "arguments": {"screen": "s1"}},
        {"name": "act", "arguments": {"screen": "s1", "action": "toggle", "ref": "e3"}},
        {"name": "act", "arguments": {"screen": "s1", "action": "slide", "ref": "e7", "value": 0.9}},
        {"name": "act", "arguments": {"screen": "s1", "action": "back"}},
        {"name": "act", "arguments": {"screen": "s1", "action": "scroll_to", "value": "Tint"}},
        {"name": "render", "arguments": {"screen": "s1", "format": "tree"}},
        {"name": "nope", "arguments": {}},
        {"name": "close_screen", "arguments": {"screen": "s2"}},
    ]
    malformed = ['{"jsonrpc":"2.0","id":', "null", "[]", '{"jsonrpc":"1.0","id":1,"method":"ping"}',
                 '{"jsonrpc":"2.0","id":true,"method":"ping"}', '{"jsonrpc":"2.0","id":1,"method":7}',
                 '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"x"}', "\u00ff\u0000garbage"]
    for index in range(rounds):
        if index % 3 == 0:
            line = generator.choice(malformed)
        else:
            call = generator.choice(calls)
            line = json.dumps({"jsonrpc": "2.0", "id": index, "method": "tools/call", "params": call})
        process.stdin.write(line.replace("\n", " ") + "\n")
        process.stdin.flush()
        answer = json.loads(process.stdout.readline())
        assert ("result" in answer) != ("error" in answer), answer
        assert process.poll() is None, "the server exited"
    process.stdin.close()
    assert process.wait(timeout=30) == 0


def main():
    vellum = sys.argv[1]
    sizes, tap_ms, toggle_ms = asyncio.run(client_session(vellum))
    raw_fuzz(vellum)
    print("| screen | snapshot bytes / words | HTML fragment bytes / words | HTML page bytes |")
    for name, snap_bytes, snap_words, html_bytes, html_words, page_bytes in sizes:
        print(f"| {name} | {snap_bytes:,} / {snap_words:,} | {html_bytes:,} / {html_words:,} "
              f"({html_bytes / snap_bytes:.1f}×) | {page_bytes:,} ({page_bytes / snap_bytes:.0f}×) |")
    print(f"first tap round trip (Recipes, a push): {tap_ms:.1f} ms; "
          f"toggle round trip, median of 20: {toggle_ms:.1f} ms")
    print("mcp client check: passed")


if __name__ == "__main__":
    main()
