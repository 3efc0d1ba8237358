#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages Playhead builds and tests with, only those that are missing.
# libinput/libevdev: the C libraries; umockdev: the emulated touchpad of the testbed;
# libinput-tools: `libinput debug-events`, the reference consumer; tmux: the terminal tests;
# strace: proves Playhead never opens a keyboard; librsvg2-bin: rsvg-convert renders the SVG plots in
# the tests, as a person's viewer would; weston (headless, pixman renderer): the compositor the window
# is tested on; libwayland-dev, wayland-protocols, libwayland-bin (wayland-scanner): the window's client
# side; libpixman-1-dev, libcairo2-dev: its pixels.
set -euo pipefail
packages=(pkg-config gcc libinput-dev libevdev-dev libudev-dev umockdev libinput-tools tmux util-linux strace librsvg2-bin
  weston libwayland-dev wayland-protocols libwayland-bin libpixman-1-dev libcairo2-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "playhead: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
