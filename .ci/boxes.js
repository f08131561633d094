// Measures a gallery page as Chromium laid it out, for the browser check (.ci/check-pages.py).
// The check injects this into a copy of each page; the pages Vellum writes carry no script.
// For every screen of the page (each variant's) it writes, as JSON in <pre id="vellum-boxes">:
// the elements that stick out of the screen, the siblings laid out in one flow that overlap,
// the elements placed at the point layout's frames that Chromium drew elsewhere, the visible
// texts in document order, the text rendering shown beside the screen, and the lines of text
// of its SVG image with the widths Chromium set them at.
(() => {
  const slack = 1.5;  // CSS pixels of rounding forgiven at every edge

  const shown = (element) =>
    element.checkVisibility({ opacityProperty: false, visibilityProperty: true });

  // A short name for an element: its tag, classes and the start of its text.
  const describe = (element) => {
    const classes = [...element.classList].join(".");
    const text = (element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 30);
    return element.tagName.toLowerCase() + (classes ? "." + classes : "") +
      (text ? ` "${text}"` : "");
  };

  // Whether something between the element and the screen clips or scrolls it, so what sticks
  // out of its box is not seen.
  const clipped = (element, screen) => {
    for (let node = element.parentElement; node && node !== screen; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== "visible" || style.overflowY !== "visible") return true;
    }
    return false;
  };

  // Whether the element is placed out of its parent's flow on purpose: positioned, moved by a
  // transform (.offset, .rotationEffect), or one layer of a stack of layers.
  const outOfFlow = (element) => {
    const style = getComputedStyle(element);
    return (style.position !== "static" && style.position !== "relative") ||
      style.transform !== "none" || style.translate !== "none" || style.float !== "none" ||
      (style.position === "relative" && (style.top !== "auto" || style.left !== "auto" ||
        style.insetInlineStart !== "auto"));
  };

  const overlapArea = (a, b) => {
    const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return width > slack && height > slack ? width * height : 0;
  };

  // Whether something drawn over the element (a sheet, an alert's backdrop) hides its middle,
  // as the layer hides it in the text rendering too: such texts are not read. A prototype's
  // link laid over a control (a.go) hides nothing.
  const covered = (element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && !hit.matches("a.go") && !element.contains(hit) &&
      !hit.contains(element);
  };

  const frameSlack = 0.5;  // CSS pixels (points) a placed element may be off its frame

  // Elements Vellum placed at the point layout's frames (class "at-frame", the frame in their
  // inline left, top, width and height, measured from the nearest placed element around them
  // or the screen): each one Chromium drew more than half a point from its frame. Elements a
  // transform draws elsewhere on purpose (.scaleEffect, .rotationEffect), or inside one, are
  // counted apart and not compared.
  const frames = (screen) => {
    const bounds = screen.getBoundingClientRect();
    const screenOrigin = { x: bounds.left + screen.clientLeft, y: bounds.top + screen.clientTop };
    const origins = new Map();
    const moved = [];
    let compared = 0;
    let transformed = 0;
    for (const element of screen.querySelectorAll(".at-frame")) {
      const around = element.parentElement.closest(".at-frame");
      const base = around && screen.contains(around) ? origins.get(around) : screenOrigin;
      const style = element.style;
      const frame = {
        x: base.x + parseFloat(style.left), y: base.y + parseFloat(style.top),
        width: parseFloat(style.width), height: parseFloat(style.height),
      };
      origins.set(element, frame);
      let isTransformed = false;
      for (let node = element; node && node !== screen; node = node.parentElement) {
        const computed = getComputedStyle(node);
        if (computed.transform !== "none" || computed.translate !== "none" ||
            computed.scale !== "none" || computed.rotate !== "none") {
          isTransformed = true;
          break;
        }
      }
      if (isTransformed) {
        transformed += 1;
        continue;
      }
      if (!shown(element)) continue;
      compared += 1;
      const box = element.getBoundingClientRect();
      const off = Math.max(Math.abs(box.left - frame.x), Math.abs(box.top - frame.y),
        Math.abs(box.width - frame.width), Math.abs(box.height - frame.height));
      if (off > frameSlack) {
        const at = (x, y, w, h) => `(${(x - screenOrigin.x).toFixed(2)}, ` +
          `${(y - screenOrigin.y).toFixed(2)}, ${w.toFixed(2)}, ${h.toFixed(2)})`;
        moved.push(`${describe(element)} is drawn at ` +
          `${at(box.left, box.top, box.width, box.height)}, placed at ` +
          `${at(frame.x, frame.y, frame.width, frame.height)}`);
      }
    }
    return { moved, compared, transformed };
  };

  const measure = (screen) => {
    const bounds = screen.getBoundingClientRect();
    const overflow = [];
    const overlaps = [];
    // An element that sticks out is reported once, not again for everything inside it.
    const reported = new Set();
    const insideReported = (element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        if (reported.has(node)) return true;
      }
      return false;
    };
    for (const element of [screen, ...screen.querySelectorAll("*")]) {
      if (element.closest("svg") !== null && element.tagName.toLowerCase() !== "svg") continue;
      if (!shown(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element !== screen && !clipped(element, screen) && !insideReported(element) &&
          (box.left < bounds.left - slack || box.right > bounds.right + slack ||
           box.top < bounds.top - slack || box.bottom > bounds.bottom + slack)) {
        reported.add(element);
        overflow.push(describe(element) + ` at ${Math.round(box.left - bounds.left)},` +
          `${Math.round(box.top - bounds.top)} ${Math.round(box.width)}×` +
          `${Math.round(box.height)} in a screen of ${Math.round(bounds.width)}×` +
          `${Math.round(bounds.height)}`);
      }
      // Siblings of a flex or block flow must not cover each other; a grid of layers (a
      // ZStack, an overlay) stacks them on purpose.
      const display = getComputedStyle(element).display;
      if (!/flex|block|list-item/.test(display) || element.tagName.toLowerCase() === "svg") {
        continue;
      }
      const children = [...element.children].filter((child) => {
        if (!shown(child) || outOfFlow(child)) return false;
        const childBox = child.getBoundingClientRect();
        return childBox.width > 0 && childBox.height > 0;
      });
      for (let i = 0; i < children.length; i++) {
        for (let j = i + 1; j < children.length && j <= i + 8; j++) {
          const area = overlapArea(children[i].getBoundingClientRect(),
            children[j].getBoundingClientRect());
          if (area > 0) {
            overlaps.push(`${describe(children[i])} and ${describe(children[j])} overlap ` +
              `by ${Math.round(area)} px² in ${describe(element).slice(0, 60)}`);
          }
        }
      }
    }
    const texts = [];
    const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent.trim();
      const parent = walker.currentNode.parentElement;
      if (text && parent && shown(parent) && !covered(parent) &&
          parent.closest("option, select, .visually-hidden") === null) {
        texts.push(text);
      }
    }
    return { overflow, overlaps, texts, frames: frames(screen) };
  };

  // The lines of text of the pair's SVG image as Chromium set them: each line's characters,
  // size, weight and width, for the check to compare with the widths the layout measured.
  const imageLines = (pair) =>
    [...pair.querySelectorAll("figure.svg-rendering text")].map((line) => ({
      text: line.textContent,
      size: parseFloat(line.getAttribute("font-size")),
      weight: parseInt(line.getAttribute("font-weight") || "400", 10),
      width: line.getComputedTextLength(),
    }));

  // Measured once the page's embedded fonts have loaded: before, texts are set in a fallback.
  document.fonts.ready.then(() => {
    const screens = [];
    for (const pair of document.querySelectorAll(".gallery-pair")) {
      const screen = pair.querySelector("main.screen");
      const rendering = pair.querySelector("pre.text-rendering");
      let heading = pair.previousElementSibling;
      while (heading && !heading.classList.contains("variant-name") &&
             !heading.classList.contains("gallery-pair")) {
        heading = heading.previousElementSibling;
      }
      const variant = heading && heading.classList.contains("variant-name")
        ? heading.textContent : "as it is";
      const direction = screen.querySelector("[dir=rtl]") ? "rtl" : "ltr";
      screens.push({ variant, direction, rendering: rendering ? rendering.textContent : "",
        lines: imageLines(pair), ...measure(screen) });
    }
    const output = document.createElement("pre");
    output.id = "vellum-boxes";
    output.textContent = JSON.stringify(screens);
    document.body.append(output);
  });
})();
