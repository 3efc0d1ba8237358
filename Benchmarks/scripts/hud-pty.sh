#!/bin/sh
# The HUD rendered and written to a real pty (issue 26 item 4: ≤ 40 µs a frame at 100 × 40, colour):
# a detached tmux session of 100 × 40 whose pane runs `sleep`, its tty handed to HUDBenchmarks as
# PLAYHEAD_BENCH_TTY, so the pty benchmarks write to it while tmux reads and parses every byte.
# Usage: Benchmarks/scripts/hud-pty.sh [BENCHMARK-BINARY]   (default: the release build's)
# With a binary it is run directly (its debug output: histograms in ns); without, through the
# benchmark plugin. Needs tmux.
set -eu
cd "$(dirname "$0")/.."
session="playhead-hud-pty-$$"
tmux new-session -d -s "$session" -x 100 -y 40 "sleep 3600"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT INT TERM
tty=$(tmux display-message -p -t "$session" '#{pane_tty}')
size=$(tmux display-message -p -t "$session" '#{pane_width}x#{pane_height}')
echo "pane $tty, $size; $(uptime)"
export PLAYHEAD_BENCH_TTY="$tty"
if [ $# -gt 0 ]; then
  LD_LIBRARY_PATH="$PWD/.build/x86_64-unknown-linux-gnu/release" "$1" --filter '.*to /dev/pts.*'
else
  swift package --disable-sandbox benchmark --target HUDBenchmarks --filter '.*to /dev/pts.*'
fi
