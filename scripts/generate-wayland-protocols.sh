#!/usr/bin/env bash
# Regenerates the Wayland protocol glue committed in Sources/CWaylandClient from wayland-protocols:
#   scripts/generate-wayland-protocols.sh            (writes the files)
#   scripts/generate-wayland-protocols.sh --check    (exit 1 when the committed files differ)
# Each protocol is `wayland-scanner client-header` into include/ and `wayland-scanner private-code`
# beside it. Needs wayland-scanner (libwayland-bin) and wayland-protocols (scripts/install-deps.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
protocols="${WAYLAND_PROTOCOLS_DIR:-$(pkg-config --variable=pkgdatadir wayland-protocols 2>/dev/null || echo /usr/share/wayland-protocols)}"
target="$root/Sources/CWaylandClient"
out="$target"
check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
  mkdir -p "$out/include"
fi
for name in xdg-shell presentation-time; do
  xml="$protocols/stable/$name/$name.xml"
  wayland-scanner client-header "$xml" "$out/include/$name-client-protocol.h"
  wayland-scanner private-code "$xml" "$out/$name-protocol.c"
done
if [ "$check" -eq 1 ]; then
  status=0
  for name in xdg-shell presentation-time; do
    for file in "include/$name-client-protocol.h" "$name-protocol.c"; do
      cmp -s "$out/$file" "$target/$file" || { echo "playhead: $file differs from a fresh wayland-scanner run" >&2; status=1; }
    done
  done
  exit "$status"
fi
