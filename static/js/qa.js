// QA panel helpers. No inline handlers (CSP): everything is delegated from document,
// so it keeps working on content htmx swaps in.
(function () {
  "use strict";

  // Count how many times needle occurs in haystack (overlapping, like text.find).
  function occurrencesBefore(haystack, needle) {
    var count = 0;
    var at = haystack.indexOf(needle);
    while (at !== -1) {
      count += 1;
      at = haystack.indexOf(needle, at + 1);
    }
    return count;
  }

  // Selecting text in the answer fills the false-negative form with the exact snippet
  // and which occurrence of it was selected. The server turns that into code-point
  // offsets with text.find, so UTF-16 surrogate pairs never skew the result.
  document.addEventListener("mouseup", function () {
    var source = document.querySelector("[data-qa-snippet-source]");
    var snippetField = document.querySelector("[data-qa-snippet]");
    var occurrenceField = document.querySelector("[data-qa-occurrence]");
    var selection = window.getSelection();
    if (!source || !snippetField || !selection || selection.rangeCount === 0) {
      return;
    }
    var range = selection.getRangeAt(0);
    if (range.collapsed || !source.contains(range.startContainer)) {
      return;
    }
    var snippet = selection.toString();
    var before = document.createRange();
    before.selectNodeContents(source);
    before.setEnd(range.startContainer, range.startOffset);
    var prefix = before.toString() + snippet;
    snippetField.value = snippet;
    if (occurrenceField) {
      occurrenceField.value = String(occurrencesBefore(prefix, snippet));
    }
  });

  // A click on a mark in the answer view jumps to that item's QA form.
  document.addEventListener("click", function (event) {
    var mark = event.target.closest("[data-check-id], [data-sentence-id]");
    if (!mark) {
      return;
    }
    var id = mark.dataset.checkId
      ? "qa-item-check-" + mark.dataset.checkId
      : "qa-item-sentence-" + mark.dataset.sentenceId;
    var item = document.getElementById(id);
    if (item) {
      item.classList.add("qa-item-focus");
      var first = item.querySelector("select, input, button");
      if (first) {
        first.focus();
      }
    }
  });

  // "Save and next": the server names the next item without a verdict; put the
  // keyboard on its verdict, so a sample is worked through without the mouse.
  document.addEventListener("qa-focus", function (event) {
    var item = event.detail && document.getElementById(event.detail.id);
    if (!item) {
      return;
    }
    item.scrollIntoView({ block: "center" });
    var verdict = item.querySelector("select[name=verdict]");
    if (verdict) {
      verdict.focus();
    }
  });
})();
