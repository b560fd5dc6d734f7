#!/usr/bin/env bash
# Proves that the Debian package runs without Swift: installs dist/*.deb with apt, checks
# that ldd names nothing from the Swift toolchain, then runs new, build, check and serve
# (one request) with the toolchain out of the environment, and compares the sample site it
# builds with the normal build's, byte for byte.
# usage: Scripts/dist-test.sh NORMAL_BINARY   (run as root; `make dist` runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
normal="$1"
deb="$(ls dist/gather-site_*.deb)"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$deb" >/dev/null
installed=/usr/bin/gather-site

echo "ldd $installed:"
ldd "$installed" | sed 's/^/  /'
if ldd "$installed" | grep -Eq 'swift|/opt/|libcmark|not found'; then
  echo "dist-test: the installed binary needs the Swift toolchain or libcmark" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT
# No Swift anywhere: a bare PATH, no LD_LIBRARY_PATH, an empty home.
bare() { env -i PATH=/usr/bin:/bin HOME="$work/home" LANG=C.UTF-8 "$@"; }
mkdir -p "$work/home"

bare "$installed" --version
(cd "$work" && bare "$installed" new league >/dev/null)
(cd "$work/league" && bare "$installed" build >/dev/null && test -f _site/index.html)
(cd "$work/league" && bare "$installed" check >/dev/null)

# The sample league, by the installed binary and by the normal one: the same bytes.
bare "$installed" build --content Content --templates Templates --output "$work/installed" >/dev/null 2>&1
"$normal" build --content Content --templates Templates --output "$work/normal" >/dev/null 2>&1
diff -r "$work/installed" "$work/normal"

# serve answers a request for the home page.
port=18473
(cd "$work/league" && bare "$installed" serve --port "$port" >"$work/serve.log" 2>&1) &
server=$!
for _ in $(seq 1 100); do
  if curl -fsS "http://127.0.0.1:$port/" -o "$work/home.html" 2>/dev/null; then break; fi
  sleep 0.1
done
grep -q '<html lang="en">' "$work/home.html"
kill "$server"
server=

echo "dist-test: $(basename "$deb") installs, links nothing from the Swift toolchain, runs new, build, check and serve without it, and builds the sample as the normal build does"
