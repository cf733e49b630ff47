// Citation Review: keyboard shortcuts and citation <-> passage linking.
// No inline script anywhere (the CSP forbids it): everything is delegated from here.
(function () {
  "use strict";

  function isTyping(target) {
    if (!target || !target.tagName) return false;
    var tag = target.tagName.toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || target.isContentEditable;
  }

  function passageFor(mark) {
    var id = mark && mark.getAttribute("data-chunk");
    return id ? document.getElementById(id) : null;
  }

  function setHighlight(mark, on) {
    if (!mark || !mark.classList.contains("citation") && !mark.classList.contains("citation-part")) return;
    mark.classList.toggle("is-active", on);
    var passage = passageFor(mark);
    if (passage) passage.classList.toggle("is-highlighted", on);
  }

  // The line a citation's pinpoint names ("17(1)(b)" -> paragraph 1, point b),
  // unfolding the passage first when the line sits in its folded part.
  function showPinpoint(mark) {
    document.querySelectorAll(".passage-line.is-pinpointed").forEach(function (el) {
      el.classList.remove("is-pinpointed");
    });
    var id = mark.getAttribute("data-pinpoint");
    var line = id ? document.getElementById(id) : null;
    if (!line) return null;
    var folded = line.closest("details");
    if (folded && !folded.open) folded.open = true;
    line.classList.add("is-pinpointed");
    return line;
  }

  function showPassage(mark) {
    var passage = passageFor(mark);
    if (!passage) return;
    document.querySelectorAll(".passage.is-pinned").forEach(function (el) {
      el.classList.remove("is-pinned", "is-highlighted");
    });
    passage.classList.add("is-pinned", "is-highlighted");
    var line = showPinpoint(mark);
    if (line) line.scrollIntoView({ behavior: "smooth", block: "center" });
    else passage.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }

  // --- citation <-> passage -----------------------------------------------------
  document.addEventListener("mouseover", function (event) {
    var mark = event.target.closest && event.target.closest("mark[data-chunk]");
    if (mark) setHighlight(mark, true);
  });
  document.addEventListener("mouseout", function (event) {
    var mark = event.target.closest && event.target.closest("mark[data-chunk]");
    if (mark && !mark.contains(event.relatedTarget) && document.activeElement !== mark) {
      setHighlight(mark, false);
    }
  });
  document.addEventListener("focusin", function (event) {
    var el = event.target;
    if (el.matches && el.matches("mark[data-chunk]")) setHighlight(el, true);
    if (el.matches && el.matches("span.uncited")) el.classList.add("is-active");
  });
  document.addEventListener("focusout", function (event) {
    var el = event.target;
    if (el.matches && el.matches("mark[data-chunk]")) setHighlight(el, false);
    if (el.matches && el.matches("span.uncited")) el.classList.remove("is-active");
  });
  document.addEventListener("click", function (event) {
    var mark = event.target.closest && event.target.closest("mark[data-chunk]");
    if (mark) {
      showPassage(mark);
      return;
    }
    var goto = event.target.closest && event.target.closest("[data-goto-check]");
    if (goto) {
      var target = document.querySelector(
        'mark.citation[data-check-id="' + goto.getAttribute("data-goto-check") + '"]'
      );
      if (target) {
        target.scrollIntoView({ behavior: "smooth", block: "center" });
        target.focus({ preventScroll: true });
      }
      return;
    }
    var first = event.target.closest && event.target.closest("[data-goto-first]");
    if (first) {
      focusMark(marksOf(first.getAttribute("data-goto-first"))[0]);
      return;
    }
    // Reset clears the filters of the tab shown now, which htmx may have changed
    // since the page (and the link's href) was rendered.
    var reset = event.target.closest && event.target.closest("[data-filters-reset]");
    var tab = reset && document.querySelector('input[name=tab][form="queue-filters"]');
    if (tab) {
      event.preventDefault();
      window.location.assign(reset.pathname + "?tab=" + encodeURIComponent(tab.value));
      return;
    }
    if (event.target.closest && event.target.closest("[data-shortcuts-open]")) openHelp();
  });

  // --- selection in the queue: select all, and how many are selected -----------
  function countSelected() {
    var label = document.querySelector("[data-selected-count]");
    if (!label) return;
    var n = document.querySelectorAll("[data-select-row]:checked").length;
    label.textContent = n ? "(" + n + " selected)" : "";
  }
  document.addEventListener("change", function (event) {
    var all = event.target.closest && event.target.closest("[data-select-all]");
    if (all) {
      document.querySelectorAll("[data-select-row]").forEach(function (box) {
        box.checked = all.checked;
      });
    }
    if (all || (event.target.matches && event.target.matches("[data-select-row]"))) {
      countSelected();
    }
  });

  // --- keyboard -----------------------------------------------------------------
  function openHelp() {
    var dialog = document.getElementById("shortcuts");
    if (dialog && !dialog.open) dialog.showModal();
  }

  function moveInQueue(step) {
    var rows = Array.prototype.slice.call(document.querySelectorAll("tr.queue-row"));
    if (!rows.length) return;
    var current = rows.findIndex(function (row) {
      return row.classList.contains("queue-row--selected");
    });
    var next = current < 0 ? 0 : Math.max(0, Math.min(rows.length - 1, current + step));
    rows.forEach(function (row) { row.classList.remove("queue-row--selected"); });
    rows[next].classList.add("queue-row--selected");
    var link = rows[next].querySelector("a.row-link");
    if (link) link.focus();
    rows[next].scrollIntoView({ block: "nearest" });
  }

  // Marks in the answer text by kind: "unsupported" and "verified" citations,
  // "unverified" (uncited) claims.
  function marksOf(kind) {
    var selector = kind === "unverified"
      ? "[data-answer-text] span.uncited"
      : '[data-answer-text] mark.citation[data-status="' + kind + '"]';
    return Array.prototype.slice.call(document.querySelectorAll(selector));
  }

  function focusMark(mark) {
    if (!mark) return;
    if (!mark.hasAttribute("tabindex")) mark.setAttribute("tabindex", "-1");
    mark.focus({ preventScroll: true });
    mark.scrollIntoView({ block: "center" });
  }

  // x: tick or untick the queue row that j / k selected, for a bulk action.
  function toggleSelectedRow() {
    var box = document.querySelector("tr.queue-row--selected [data-select-row]");
    if (!box) return false;
    box.checked = !box.checked;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    return true;
  }

  // n / p: the next or previous unsupported citation, wrapping around.
  function moveInUnsupported(step) {
    var marks = marksOf("unsupported");
    if (!marks.length) return false;
    var current = marks.indexOf(document.activeElement);
    var next = current < 0 ? (step > 0 ? 0 : marks.length - 1)
      : (current + step + marks.length) % marks.length;
    focusMark(marks[next]);
    return true;
  }

  function moveInAnswer(step) {
    var items = Array.prototype.slice.call(
      document.querySelectorAll("[data-answer-text] mark.citation, [data-answer-text] span.uncited")
    );
    if (!items.length) return;
    var current = items.indexOf(document.activeElement);
    var next = current < 0 ? (step > 0 ? 0 : items.length - 1)
      : (current + step + items.length) % items.length;
    if (!items[next].hasAttribute("tabindex")) items[next].setAttribute("tabindex", "-1");
    items[next].focus();
    items[next].scrollIntoView({ block: "nearest" });
  }

  function focusSearch() {
    var field = document.querySelector("[data-shortcut-search-local]") ||
      document.querySelector("[data-shortcut-search]");
    if (field) { field.focus(); field.select(); }
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "Escape" && isTyping(event.target)) {
      event.target.blur();
      return;
    }
    if (isTyping(event.target) || event.defaultPrevented) return;
    var onAnswer = !!document.querySelector("[data-answer-page]");
    var handled = true;
    switch (event.key) {
      case "?": openHelp(); break;
      case "/": focusSearch(); break;
      case "j": onAnswer ? moveInAnswer(1) : moveInQueue(1); break;
      case "k": onAnswer ? moveInAnswer(-1) : moveInQueue(-1); break;
      case "x": handled = !onAnswer && toggleSelectedRow(); break;
      case "n": handled = onAnswer && moveInUnsupported(1); break;
      case "p": handled = onAnswer && moveInUnsupported(-1); break;
      case "a": {
        // With unsupported citations left, approving needs a reason: a goes to it.
        var why = document.querySelector("[data-shortcut-approve-reason]");
        var approve = document.querySelector("[data-shortcut-approve]");
        if (why) why.focus(); else if (approve) approve.click(); else handled = false;
        break;
      }
      case "e": {
        var reason = document.querySelector("[data-shortcut-reason]");
        if (reason) reason.focus(); else handled = false;
        break;
      }
      case "u": {
        var back = document.querySelector("[data-shortcut-queue]");
        if (back) window.location.assign(back.href); else handled = false;
        break;
      }
      case "Enter": {
        var mark = document.activeElement;
        if (mark && mark.matches && mark.matches("mark[data-chunk]")) showPassage(mark);
        else handled = false;
        break;
      }
      default: handled = false;
    }
    if (handled) event.preventDefault();
  });

  // --- phones: filters start folded, so the queue itself is on the first screen --
  if (window.matchMedia && window.matchMedia("(max-width: 760px)").matches) {
    document.querySelectorAll("details[data-fold-on-phone]").forEach(function (el) {
      el.open = false;
    });
  }

  // --- after a decision: move on to the next answer -----------------------------
  // A claim starts with the first touch of the decision panel, not with reading.
  function claimOnFirstUse(event) {
    var panel = event.target.closest && event.target.closest("[data-claim-url]");
    if (!panel || !window.htmx) return;
    // Assigning the answer to someone else is not reviewing it: no claim for that.
    if (event.target.closest("[data-assignment]")) return;
    var url = panel.getAttribute("data-claim-url");
    panel.removeAttribute("data-claim-url");
    window.htmx.ajax("POST", url, { target: "#claim_status", swap: "outerHTML" });
  }
  document.addEventListener("focusin", claimOnFirstUse);
  document.addEventListener("pointerdown", claimOnFirstUse);

  // Leaving the page releases the reviewer's claim, so nobody waits for it to lapse.
  window.addEventListener("pagehide", function () {
    var held = document.querySelector("#claim_status[data-release-url]");
    var token = document.querySelector("input[name=csrfmiddlewaretoken]");
    if (!held || !token || !navigator.sendBeacon) return;
    var body = new FormData();
    body.append("csrfmiddlewaretoken", token.value);
    navigator.sendBeacon(held.getAttribute("data-release-url"), body);
  });

  document.addEventListener("reviewer:decided", function (event) {
    var next = event.detail && event.detail.next;
    if (next) window.setTimeout(function () { window.location.assign(next); }, 700);
  });
})();
