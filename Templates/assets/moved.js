// On the 404 page: a link to a player's page from before a change of their name
// (players/12-old-name/) goes on to their permanent address (players/12/), which leads to
// their page as it is now. Any other missing page stays here.
(function () {
  var script = document.currentScript;
  var players = script && script.getAttribute("data-players");
  if (!players || location.pathname.indexOf(players) !== 0) return;
  var rest = location.pathname.slice(players.length);
  var old = /^(n?[0-9]+)-[^\/]+\/(index\.html)?$|^(n?[0-9]+)-[^\/]+$/.exec(rest);
  if (old) location.replace(players + (old[1] || old[3]) + "/");
})();
