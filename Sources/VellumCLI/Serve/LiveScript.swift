/// The script of a live preview page (`/live.js`): it sends what a person does on the screen
/// to the server as interactions, and changes the screen only by the operations the page's
/// event stream brings (``MarkupDiff``'s), so the screen a page shows is always the one the
/// host's patches made. A page that missed an update (its version is not the one an update
/// starts from) loads itself again, which shows the same screen.
///
/// What a person does, and what it sends:
/// - a click on a control: `tap` (`toggle` on a switch or toggle button, `select` on a
///   picker's option, `increment` or `decrement` on a stepper's buttons);
/// - typing in a field: `type` with the field's text; Return: `submit`;
/// - a slider let go: `slide`; a menu picker changed: `select`;
/// - a right click or a long touch: `long_press`; a swipe across a row: `swipe`;
/// - the back button: `back`; a click on the backdrop or Escape: `dismiss`.
///
/// `document.body.dataset.settled` is `"true"` when every interaction sent has been answered
/// and the screen shows the version the last answer named: a test waits for it.
enum LiveScript {
  static let source = #"""
    "use strict";
    (() => {
      const screen = document.getElementById("vellum-screen");
      const body = document.body;
      const page = body.dataset.page;
      const problem = document.querySelector(".live-problem");
      const status = document.querySelector(".live-status");
      let version = Number(body.dataset.version);
      let acknowledged = version;
      let pending = 0;
      const svg = "http://www.w3.org/2000/svg";

      const settle = () => {
        body.dataset.version = String(version);
        body.dataset.settled = String(pending === 0 && version >= acknowledged);
      };
      const showProblem = (message) => {
        problem.textContent = message || "";
        problem.hidden = !message;
      };

      const at = (path) => {
        let node = screen;
        for (const index of path) {
          node = node.childNodes[index];
          if (!node) throw new Error("the page has no node at " + path.join("/"));
        }
        return node;
      };
      const nodesFrom = (html, parent) => {
        const template = document.createElement("template");
        if (parent.namespaceURI === svg) {
          template.innerHTML = "<svg>" + html + "</svg>";
          return Array.from(template.content.firstChild.childNodes);
        }
        template.innerHTML = html;
        return Array.from(template.content.childNodes);
      };
      // A form control shows its property, not its attribute, once touched: both follow.
      const reflect = (element, name, value) => {
        if (name === "value" && "value" in element && element !== document.activeElement) {
          element.value = value ?? "";
        } else if (name === "checked" && "checked" in element) {
          element.checked = value !== null;
        } else if (name === "selected" && element.tagName === "OPTION") {
          element.selected = value !== null;
        }
      };
      const apply = (operation) => {
        switch (operation.op) {
          case "attrs": {
            const element = at(operation.path);
            for (const [name, value] of Object.entries(operation.set)) {
              element.setAttribute(name, value);
              reflect(element, name, value);
            }
            for (const name of operation.remove) {
              element.removeAttribute(name);
              reflect(element, name, null);
            }
            break;
          }
          case "text":
            at(operation.path).data = operation.text;
            break;
          case "replace": {
            const old = at(operation.path);
            old.replaceWith(...nodesFrom(operation.html, old.parentNode));
            break;
          }
          case "splice": {
            const parent = at(operation.path);
            for (let count = 0; count < operation.remove; count++) {
              parent.childNodes[operation.index].remove();
            }
            const before = parent.childNodes[operation.index] || null;
            for (const node of nodesFrom(operation.html, parent)) parent.insertBefore(node, before);
            break;
          }
          default:
            throw new Error("unknown operation " + operation.op);
        }
      };

      const events = new EventSource("/events?page=" + encodeURIComponent(page));
      events.addEventListener("hello", (event) => {
        if (JSON.parse(event.data).version !== version) location.reload();
        status.textContent = "live";
      });
      events.addEventListener("page", (event) => {
        const update = JSON.parse(event.data);
        if (update.from !== version) {
          location.reload();
          return;
        }
        try {
          update.operations.forEach(apply);
        } catch (error) {
          location.reload();
          return;
        }
        version = update.version;
        showProblem(update.problem);
        settle();
      });
      events.addEventListener("problem", (event) => showProblem(JSON.parse(event.data).message));
      events.addEventListener("restart", () => location.reload());
      events.addEventListener("status", (event) => {
        status.textContent = JSON.parse(event.data).message;
      });
      events.onerror = () => { status.textContent = "reconnecting…"; };

      let queue = Promise.resolve();
      const send = (message) => {
        pending += 1;
        settle();
        queue = queue.then(async () => {
          try {
            const response = await fetch("/act", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify(Object.assign({ page }, message)),
            });
            const text = await response.text();
            if (response.ok) {
              acknowledged = Math.max(acknowledged, JSON.parse(text).version);
              showProblem("");
            } else {
              showProblem(text);
            }
          } catch (error) {
            showProblem(String(error));
          } finally {
            pending -= 1;
            settle();
          }
        });
        return queue;
      };
      const control = (target) => target.closest("[data-ref]");
      const fields = "input.text-field, textarea, input[type=search]";

      let swiped = false;
      screen.addEventListener("click", (event) => {
        const target = event.target;
        if (swiped) {
          swiped = false;
          event.preventDefault();
          return;
        }
        if (target.closest(".backdrop")) {
          event.preventDefault();
          send({ action: "dismiss" });
          return;
        }
        if (target.closest("button.back")) {
          event.preventDefault();
          send({ action: "back" });
          return;
        }
        const element = control(target);
        if (!element || target.matches(fields + ", select, input[type=range], input[type=color]")) {
          return;
        }
        event.preventDefault();
        const ref = element.dataset.ref;
        const option = target.closest("[role=radio]");
        if (option && element.contains(option)) {
          send({ action: "select", ref, value: option.textContent.trim() });
        } else if (element.classList.contains("stepper") && target.closest("button[aria-label]")) {
          send({ action: target.closest("button").getAttribute("aria-label").toLowerCase(), ref });
        } else if (element.matches("[aria-pressed], input[type=checkbox]")
          || element.querySelector("input[type=checkbox]")) {
          send({ action: "toggle", ref });
        } else {
          send({ action: "tap", ref });
        }
      });
      screen.addEventListener("input", (event) => {
        const element = control(event.target);
        if (element && event.target.matches(fields)) {
          send({ action: "type", ref: element.dataset.ref, value: event.target.value });
        }
      });
      screen.addEventListener("change", (event) => {
        const target = event.target;
        const element = control(target);
        if (!element) return;
        if (target.matches("input[type=range]")) {
          send({ action: "slide", ref: element.dataset.ref, value: Number(target.value) });
        } else if (target.matches("select")) {
          const chosen = target.selectedOptions[0];
          send({ action: "select", ref: element.dataset.ref, value: chosen ? chosen.textContent : "" });
        }
      });
      screen.addEventListener("keydown", (event) => {
        const element = control(event.target);
        if (event.key === "Enter" && element && event.target.matches(fields)) {
          event.preventDefault();
          send({ action: "submit", ref: element.dataset.ref });
        }
      });
      document.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && screen.querySelector("dialog[open]")) send({ action: "dismiss" });
      });
      screen.addEventListener("contextmenu", (event) => {
        const element = control(event.target);
        if (!element) return;
        event.preventDefault();
        send({ action: "long_press", ref: element.dataset.ref });
      });
      let swipeStart = null;
      screen.addEventListener("pointerdown", (event) => { swipeStart = event; });
      screen.addEventListener("pointerup", (event) => {
        const start = swipeStart;
        swipeStart = null;
        // A row is swiped anywhere across it: its control is the row's own or its content's.
        const row = start && start.target.closest(".row");
        const element = start && (control(start.target) || (row && row.querySelector("[data-ref]")));
        if (!element || Math.abs(event.clientX - start.clientX) < 60) return;
        swiped = true;
        send({
          action: "swipe", ref: element.dataset.ref,
          value: event.clientX < start.clientX ? "trailing" : "leading",
        });
      });

      for (const select of document.querySelectorAll("select[data-variant]")) {
        select.addEventListener("change", () => {
          const names = Array.from(document.querySelectorAll("select[data-variant]"))
            .map((each) => each.value).filter((name) => name && name !== "light");
          location.search = names.length ? "?variant=" + names.join(",") : "";
        });
      }
      settle();
    })();
    """#
}
