#!/usr/bin/env bash
# Builds the sample league and takes PNG screenshots of the home, a match, a player and a
# season page at phone (390 px) and desktop (1280 px) widths with headless Chromium, and
# refreshes the README's two (docs/screenshot-*.png).
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
for page in "home:$site/index.html" "match:$match" "player:$player" "season:$season"; do
  name="${page%%:*}"
  file="$(realpath "${page#*:}")"
  for size in "phone:390,1600" "desktop:1280,1400"; do
    "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
      --window-size="${size#*:}" --screenshot="$out/$name-${size%%:*}.png" "file://$file" >/dev/null 2>&1
  done
done
ls "$out"/*.png
# The README's two pictures.
cp "$out/match-phone.png" docs/screenshot-match-phone.png
cp "$out/home-desktop.png" docs/screenshot-home-desktop.png
