#!/usr/bin/env bash
# Packages a release binary (built by `make dist` with the Swift runtime, Foundation and
# libcmark linked in) as a Debian package and a tar.gz archive in dist/.
# usage: Scripts/dist.sh BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$1"
version="$("$binary" --version | awk '{print $1}')"
arch="$(dpkg --print-architecture)"
out=dist
rm -rf "$out" && mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# What the binary needs at run time, as Debian packages: dpkg-shlibdeps reads the
# libraries it links (Cairo, Pango, libpng, SQLite's libsqlite3-0, …); libvips, which
# reads and reduces match photos, is loaded only when a site has one (dlopen, which
# dpkg-shlibdeps cannot see); the fonts are what share cards are drawn with.
root="$work/gather-site_${version}_${arch}"
install -D -m 755 "$binary" "$root/usr/bin/gather-site"
strip --strip-unneeded "$root/usr/bin/gather-site"
install -D -m 644 README.md "$root/usr/share/doc/gather-site/README.md"
install -D -m 644 THIRD-PARTY-NOTICES.md "$root/usr/share/doc/gather-site/THIRD-PARTY-NOTICES.md"
install -D -m 644 LICENSE "$root/usr/share/doc/gather-site/copyright"
mkdir -p "$work/shlibs/debian"
printf 'Source: gather-site\n\nPackage: gather-site\nArchitecture: any\n' > "$work/shlibs/debian/control"
libraries="$(cd "$work/shlibs" && dpkg-shlibdeps -O "$root/usr/bin/gather-site" 2>/dev/null \
  | sed -n 's/^shlibs:Depends=//p')"
if ldd "$root/usr/bin/gather-site" | grep -Eq 'swift|libcmark|not found'; then
  echo "dist: the binary still needs the Swift toolchain or libcmark:" >&2
  ldd "$root/usr/bin/gather-site" >&2
  exit 1
fi
mkdir -p "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<EOF
Package: gather-site
Version: $version
Architecture: $arch
Maintainer: Gather Site maintainers <maintainers@users.noreply.github.com>
Depends: $libraries, libvips42, fonts-dejavu-core
Recommends: fonts-noto-core
Suggests: fonts-noto-cjk
Section: web
Priority: optional
Homepage: https://github.com/radude89/footballgather-ios
Description: static site generator for pickup-football match histories
 Gather Site turns the Football Gather app's exports into a league website:
 a page per match and per player, season standings, records, ratings, feeds,
 calendars, search and share cards.
EOF
dpkg-deb --root-owner-group --build "$root" "$out/gather-site_${version}_${arch}.deb" >/dev/null

# The archive: the same binary, with the README, the licence and the notices.
folder="$work/gather-site-$version-linux-$arch"
mkdir -p "$folder"
cp "$root/usr/bin/gather-site" README.md LICENSE THIRD-PARTY-NOTICES.md "$folder/"
tar -C "$work" -czf "$out/gather-site-$version-linux-$arch.tar.gz" "gather-site-$version-linux-$arch"

echo "Depends: $libraries, libvips42, fonts-dejavu-core"
ls -l "$out"
# What `gather-site new --publish` pins: the package's address once it is uploaded to the
# release, and its SHA-256.
echo "--release-sha256 for gather-site new --publish:"
(cd "$out" && sha256sum ./*.deb)
