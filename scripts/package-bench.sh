#!/usr/bin/env bash
# Issue 16's numbers on the packaged binary: its size, and the start-up of `playhead transitions`
# (target: a mean under 50 ms), measured with Debian's hyperfine. Builds the package if needed.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v hyperfine > /dev/null; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "package-bench: installing hyperfine" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends hyperfine > /dev/null
fi
deb=$(bash scripts/package.sh)
work=$(mktemp -d /tmp/playhead-package-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
dpkg-deb -x "$deb" "$work/tree"
bin="$work/tree/usr/bin/playhead"
echo "package-bench: $(basename "$deb") $(stat -c %s "$deb") bytes; usr/bin/playhead $(stat -c %s "$bin") bytes"
cd "$work"
hyperfine -N --warmup 3 --runs 30 --export-json "$work/startup.json" "env -i PATH=/usr/bin:/bin $bin transitions"
# hyperfine's JSON: "mean": seconds, first result.
mean_ms=$(sed -n 's/.*"mean": *\([0-9.e+-]*\).*/\1/p' "$work/startup.json" | head -1 | awk '{ printf "%.1f", $1 * 1000 }')
echo "package-bench: playhead transitions starts and exits in $mean_ms ms on average (target: under 50 ms)"
awk -v m="$mean_ms" 'BEGIN { exit !(m < 50) }' || { echo "package-bench: over the 50 ms target" >&2; exit 1; }
