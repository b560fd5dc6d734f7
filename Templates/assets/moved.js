// On the 404 page: a link to a player's page from before a change of their name
// (players/12-old-name/) goes on to their permanent address (players/12/), which leads to
// their page as it is now. Any other missing page stays here.
(function () {
  var script = document.currentScript;
  var attribute = script && script.getAttribute("data-players");
  if (!attribute) return;
  // The players' folder as the address bar writes it (percent-encoded, like pathname).
  var players = new URL(attribute, location.href).pathname;
  if (location.pathname.indexOf(players) !== 0) return;
  var rest = location.pathname.slice(players.length);
  var old = /^(n?[0-9]+)-[^\/]+\/(index\.html)?$|^(n?[0-9]+)-[^\/]+$/.exec(rest);
  if (old) location.replace(players + (old[1] || old[3]) + "/");
})();
