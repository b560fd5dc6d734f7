// The search page: finds players by any part of their name (accents ignored), matches by
// date (as the site writes it, or ISO: 2024, 2024-05, 2024-05-12) or by score (3-2, 3–2
// and 3:2 alike, either way round), and the site's pages by title. It reads the index that
// search/index.js sets, so it works from disk as well as from a server. Results are built
// as elements with their text set, never as HTML.
(function () {
  var index = window.gatherSearch;
  var form = document.querySelector("[data-search]");
  var results = document.querySelector("[data-search-results]");
  if (!index || !form || !results) return;
  var field = form.querySelector("input");
  var root = form.getAttribute("data-root");
  var limits = { players: 20, matches: 50, pages: 20 };

  // Lower case, without accents; letters that do not decompose are spelled out.
  var spelled = { "ø": "o", "đ": "d", "ł": "l", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th" };
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[øđłßæœıþ]/g, function (letter) { return spelled[letter]; });
  }

  var players = index.players.map(function (p) { return { name: p[0], path: p[1], key: fold(p[0]) }; });
  var pages = index.pages.map(function (p) { return { title: p[0], path: p[1], key: fold(p[0]) }; });
  var dayKeys = {};
  Object.keys(index.days).forEach(function (day) { dayKeys[day] = fold(index.days[day]); });
  // A match is [path, day, headline, goals A, goals B]; its day is "" when undated.
  function dateText(match) { return match[1] ? index.days[match[1]] : index.undated; }

  function findMatches(query) {
    var score = /^(\d+)\s*[-–—:]\s*(\d+)$/.exec(query);
    if (score) {
      var a = Number(score[1]), b = Number(score[2]);
      var exact = [], reversed = [];
      index.matches.forEach(function (m) {
        if (m.length < 5) return;
        if (m[3] === a && m[4] === b) exact.push(m);
        else if (m[3] === b && m[4] === a) reversed.push(m);
      });
      return exact.concat(reversed);
    }
    if (/^\d{4}(-\d\d){0,2}$/.test(query)) {
      return index.matches.filter(function (m) { return m[1].lastIndexOf(query, 0) === 0; });
    }
    if (query.length < 3) return [];
    // By the day as the site writes it, or by the venue (newest first, each once).
    var found = {};
    index.matches.forEach(function (m, place) {
      if (m[1] !== "" && dayKeys[m[1]].indexOf(query) !== -1) found[place] = true;
    });
    (index.venues || []).forEach(function (venue) {
      if (fold(venue[0]).indexOf(query) === -1) return;
      venue[1].forEach(function (place) { found[place] = true; });
    });
    return Object.keys(found).map(Number).sort(function (a, b) { return a - b; })
      .map(function (place) { return index.matches[place]; });
  }

  // A result: a link, after the match's date when there is one.
  function link(text, path, date) {
    var item = document.createElement("li");
    if (date) {
      var when = document.createElement("span");
      when.className = "search-date";
      when.textContent = date;
      item.appendChild(when);
      item.appendChild(document.createTextNode(" "));
    }
    var anchor = document.createElement("a");
    anchor.href = root + path;
    anchor.textContent = text;
    item.appendChild(anchor);
    return item;
  }

  function section(kind, found, render) {
    if (found.length === 0) return;
    var heading = document.createElement("h2");
    heading.textContent = form.getAttribute("data-" + kind);
    if (found.length > limits[kind]) {
      var note = document.createElement("span");
      note.className = "search-count";
      note.textContent = " " + form.getAttribute("data-shown-of")
        .replace("{shown}", limits[kind]).replace("{count}", found.length);
      heading.appendChild(note);
    }
    var list = document.createElement("ul");
    found.slice(0, limits[kind]).forEach(function (entry) { list.appendChild(render(entry)); });
    results.appendChild(heading);
    results.appendChild(list);
  }

  function search() {
    var query = fold(field.value.trim().replace(/\s+/g, " "));
    results.textContent = "";
    if (query === "") return;
    var foundPlayers = players.filter(function (p) { return p.key.indexOf(query) !== -1; });
    var foundMatches = findMatches(query);
    var foundPages = pages.filter(function (p) { return p.key.indexOf(query) !== -1; });
    if (foundPlayers.length + foundMatches.length + foundPages.length === 0) {
      var nothing = document.createElement("p");
      nothing.textContent = form.getAttribute("data-nothing");
      results.appendChild(nothing);
      return;
    }
    section("players", foundPlayers, function (p) { return link(p.name, p.path); });
    section("matches", foundMatches, function (m) {
      return link(index.headlines[m[2]], m[0], dateText(m));
    });
    section("pages", foundPages, function (p) { return link(p.title, p.path); });
  }

  form.hidden = false;
  var fallback = document.querySelector("[data-search-fallback]");
  if (fallback) fallback.hidden = true;
  form.addEventListener("submit", function (event) { event.preventDefault(); search(); });
  field.addEventListener("input", search);
  var asked = /[?&]q=([^&]*)/.exec(window.location.search);
  if (asked) {
    try {
      field.value = decodeURIComponent(asked[1].replace(/\+/g, " "));
    } catch (error) {
      field.value = asked[1];
    }
    search();
  }
})();
