#!/usr/bin/env bash
# Builds the sample league and takes PNG screenshots of the home, a match, a player, a
# season and the search page (searching for "ma") at phone (390 px) and desktop (1280 px)
# widths, in the light and the dark scheme, with headless Chromium, and refreshes the
# README's three (docs/screenshot-*.png).
# usage: Scripts/screenshots.sh [OUTPUT_DIR]   (default .build/screenshots; needs chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/screenshots}"
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "screenshots: no Chromium found; install it with: apt-get install -y chromium" >&2
  exit 1
fi
site=.build/screenshot-site
swift build >/dev/null
.build/debug/gather-site build --content Content --templates Templates --output "$site" >/dev/null 2>&1
mkdir -p "$out"
match="$(grep -l 'write-up' "$site"/matches/*/index.html | head -1)"
player="$site/players/$(ls "$site/players" | grep -v index.html | head -1)/index.html"
season="$site/seasons/$(ls "$site/seasons" | tail -1)/index.html"
search="$site/search/index.html"
for page in "home:$site/index.html" "match:$match" "player:$player" "season:$season" "search:$search"; do
  name="${page%%:*}"
  file="$(realpath "${page#*:}")"
  query=""
  [ "$name" = search ] && query="?q=ma"
  for size in "phone:390,1600" "desktop:1280,1400"; do
    for scheme in light dark; do
      suffix=""
      settings=()
      if [ "$scheme" = dark ]; then
        suffix="-dark"
        settings=(--blink-settings=preferredColorScheme=0)
      fi
      "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars "${settings[@]}" \
        --window-size="${size#*:}" --screenshot="$out/$name-${size%%:*}$suffix.png" \
        "file://$file$query" >/dev/null 2>&1
    done
  done
done
ls "$out"/*.png
# The README's three pictures.
cp "$out/match-phone.png" docs/screenshot-match-phone.png
cp "$out/player-phone-dark.png" docs/screenshot-player-phone-dark.png
cp "$out/home-desktop.png" docs/screenshot-home-desktop.png
