// "Copy for the group chat": shows the button where the browser lets a page write to the
// clipboard, and copies the match's text. Where copying is refused, the text is selected
// for the reader to copy; without JavaScript it stays on the page to select.
document.querySelectorAll("[data-share-copy]").forEach(function (button) {
  if (!navigator.clipboard || !window.isSecureContext) return;
  var text = document.getElementById(button.getAttribute("data-share-copy"));
  button.hidden = false;
  button.addEventListener("click", function () {
    navigator.clipboard.writeText(text.textContent).then(
      function () { button.textContent = button.getAttribute("data-copied"); },
      function () {
        var range = document.createRange();
        range.selectNodeContents(text);
        window.getSelection().removeAllRanges();
        window.getSelection().addRange(range);
      });
  });
});
