#!/usr/bin/env bash
# Builds Playhead's Debian package: playhead with the Swift runtime linked statically, the touchpad udev
# rule, man pages and shell completions generated from the command line itself (docs/packaging.md).
# Prints the path of the .deb (under .build-pkg/, which is never committed). Needs only Debian's
# packages: it installs the ones it lacks with apt-get.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
scratch=${PLAYHEAD_PACKAGE_SCRATCH:-$root/.build-pkg}
changelog=${PLAYHEAD_PACKAGE_CHANGELOG:-packaging/changelog}  # another one only in package-test.sh

die() { echo "package.sh: $*" >&2; exit "${2:-1}"; }

# Build dependencies: the C libraries (libinput's; the window's libwayland-client, pixman and cairo),
# dpkg-dev (dpkg-shlibdeps, dpkg-gencontrol), binutils (strip).
packages=(pkg-config gcc libinput-dev libevdev-dev libudev-dev libwayland-dev libpixman-1-dev libcairo2-dev
  dpkg-dev binutils)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "package.sh: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# One release build, in its own scratch path: --static-swift-stdlib changes every compile command, so
# sharing .build with `swift build -c release` (scripts/demo.sh) would rebuild everything each time.
# generate-manual is swift-argument-parser's manual generator, the tool its generate-manual plugin runs;
# built here with the same flags it reuses ArgumentParser's objects (the plugin would build every
# product again, without the static runtime).
build=(swift build -c release --static-swift-stdlib -Xlinker -z -Xlinker now --scratch-path "$scratch")
"${build[@]}" --product playhead >&2
"${build[@]}" --product generate-manual >&2
bin="$scratch/release/playhead"

# The version lives in one place, Sources/playhead/Playhead.swift, and the binary reports it; the
# changelog's newest entry must be for that version.
version=$("$bin" --version)
changelog_version=$(dpkg-parsechangelog -l "$changelog" -S Version)
[ "$version" = "$changelog_version" ] ||
  die "playhead --version says $version but $changelog's newest entry is $changelog_version; add an entry for $version" 65
# Every date in the package is the changelog entry's: two builds of one version differ only in the
# binary, which holds its build directory's paths.
export SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -l "$changelog" -S Timestamp)
date=$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y-%m-%d)
arch=$(dpkg --print-architecture)

stage="$scratch/deb/playhead"
rm -rf "$stage" "$scratch/deb/src"
umask 022
mkdir -p "$stage/DEBIAN"

# The binary, stripped as dh_strip does (the Swift metadata sections stay: strip keeps allocated sections).
install -D -m 755 "$bin" "$stage/usr/bin/playhead"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/playhead"

# The testbed's preload library (demo, simulate), where an installed playhead looks for it,
# ../lib/playhead/ from /usr/bin; never linked, only LD_PRELOADed under umockdev-run. Its sources are
# the CPlayheadPreload target's, compiled here with cc as SwiftPM compiles them: SwiftPM's dynamic
# product also links the Swift runtime (its swiftrt.o needs libswiftCore.so), which an installed
# machine does not have, and this one needs libc only. Nothing is compiled at run time.
preload="$scratch/deb/libPlayheadPreload.so"
mkdir -p "$scratch/deb"
cc -shared -fPIC -O2 -Wall -Werror -o "$preload" Sources/CPlayheadPreload/*.c -ldl
install -D -m 644 "$preload" "$stage/usr/lib/playhead/libPlayheadPreload.so"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/lib/playhead/libPlayheadPreload.so"

# Resources SwiftPM puts beside the binary in bundles (NAME.resources/) go where an installed playhead
# looks for them, ../share/playhead/ from /usr/bin.
for bundle in "$scratch"/release/*.resources; do
  [ -d "$bundle" ] || continue
  mkdir -p "$stage/usr/share/playhead"
  cp -R "$bundle"/. "$stage/usr/share/playhead/"
done
[ -d "$stage/usr/share/playhead" ] && find "$stage/usr/share/playhead" -type d -exec chmod 755 {} + -o -type f -exec chmod 644 {} +

# udev: the touchpad rule active; the uinput rule is opt-in, shipped as an example only.
install -D -m 644 udev/70-playhead-touchpad.rules "$stage/usr/lib/udev/rules.d/70-playhead-touchpad.rules"
install -D -m 644 udev/71-playhead-uinput.rules "$stage/usr/share/doc/playhead/examples/71-playhead-uinput.rules"

# Man pages: playhead.1 and playhead.SUBCOMMAND.1, from the binary's own command-line definitions.
man="$stage/usr/share/man/man1"
mkdir -p "$man"
"$scratch/release/generate-manual" "$stage/usr/bin/playhead" --multi-page --date "$date" --section 1 \
  --output-directory "$man" >&2
# generate-manual writes pages for hidden subcommands too: `playhead helper` is the bench's own
# children's entry point, not a command for people, so it gets none.
rm -f "$man"/playhead.helper.1 "$man"/playhead.helper.*.1
sed -i '/^\.Xr playhead\.helper 1/d' "$man/playhead.1"
# EXIT STATUS: the generator writes only `.Ex -std` ("exits 0 on success, and >0 if an error occurs");
# every page gets docs/cli.md's table of codes and causes instead, its one home (markdown → mdoc list).
exit_status="$scratch/deb/exit-status.mdoc"
{
  echo ".Bl -tag -width 6n"
  awk -F' *[|] *' '
    /^## Exit status/ { on = 1; next }
    on && /^## / { exit }
    on && /^[|] *[0-9]/ { gsub(/`/, "", $4); print ".It " $2 ($3 == "" ? "" : " Pq " $3); print "\\&" $4; n++ }
    END { if (n == 0) exit 1 }
  ' docs/cli.md || die "docs/cli.md has no Exit status table" 70
  echo ".El"
} > "$exit_status"
for page in "$man"/*.1; do
  grep -q '^\.Ex -std$' "$page" || die "generate-manual wrote no .Ex -std in $page: replace EXIT STATUS anew" 70
  sed -i -e "/^\.Ex -std\$/{r $exit_status" -e 'd}' "$page"
done
gzip -9n "$man"/*.1

# Completions, each where its shell looks for packaged ones.
completions=(
  "bash:usr/share/bash-completion/completions/playhead"
  "zsh:usr/share/zsh/vendor-completions/_playhead"
  "fish:usr/share/fish/vendor_completions.d/playhead.fish"
)
for entry in "${completions[@]}"; do
  shell=${entry%%:*} path="$stage/${entry#*:}"
  mkdir -p "$(dirname "$path")"
  # Completion files are sourced, not run: argument-parser's #!/bin/bash line goes.
  "$stage/usr/bin/playhead" --generate-completion-script "$shell" | sed '1{/^#!/d}' > "$path"
  chmod 644 "$path"
  [ -s "$path" ] || die "playhead --generate-completion-script $shell printed nothing" 70
done

# Documentation: the copyright and the changelog (a native package's changelog.gz).
install -D -m 644 packaging/copyright "$stage/usr/share/doc/playhead/copyright"
gzip -9n < "$changelog" > "$stage/usr/share/doc/playhead/changelog.gz"
chmod 644 "$stage/usr/share/doc/playhead/changelog.gz"

# The one lintian finding that is not ours to fix (docs/packaging.md).
install -D -m 644 packaging/lintian-overrides "$stage/usr/share/lintian/overrides/playhead"

install -m 755 packaging/postinst packaging/postrm "$stage/DEBIAN/"

# DEBIAN/control: Depends computed by dpkg-shlibdeps from the libraries the binary links, Installed-Size
# by dpkg-gencontrol; both read a debian/ directory, made here from packaging/.
src="$scratch/deb/src"
mkdir -p "$src/debian"
cp packaging/control "$src/debian/control"
cp "$changelog" "$src/debian/changelog"
(
  cd "$src"
  dpkg-shlibdeps -Tdebian/substvars -e"$stage/usr/bin/playhead" -e"$stage/usr/lib/playhead/libPlayheadPreload.so"
  dpkg-gencontrol -ldebian/changelog -cdebian/control -Tdebian/substvars -P"$stage" -pplayhead \
    -v"$version" -DArchitecture="$arch" -fdebian/files
)
(cd "$stage" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum > DEBIAN/md5sums)
chmod 644 "$stage/DEBIAN/md5sums" "$stage/DEBIAN/control"

# Every path's mtime is clamped to SOURCE_DATE_EPOCH; owner root:root without fakeroot.
deb="$scratch/playhead_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >&2
echo "$deb"
