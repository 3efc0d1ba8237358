#!/bin/sh
# The HUD rendered and written to a real pty (issue 26 item 4: ≤ 40 µs a frame at 100 × 40, colour):
# a detached tmux session of 100 × 40 whose pane runs `sleep`, its tty handed to HUDBenchmarks as
# PLAYHEAD_BENCH_TTY, so the pty benchmarks write to it while tmux reads and parses every byte.
# Beside them, the floor: Benchmarks/floors/floor-pty.c writes the same frames' bytes (the benchmark
# leaves them in PLAYHEAD_BENCH_PTY_FRAMES) to the same pane at the same pace, one write(2) a frame,
# so the write's figure reads as a ratio to what any program pays. Two rounds, interleaved.
# Usage: Benchmarks/scripts/hud-pty.sh [BENCHMARK-BINARY]   (default: the release build's)
# With a binary it is run directly (its debug output: histograms in ns); without, through the
# benchmark plugin. Needs tmux and cc.
set -eu
cd "$(dirname "$0")/.."
work=${TMPDIR:-/tmp}/playhead-hud-pty
mkdir -p "$work"
cc -O2 -Wall -Wextra -Werror -o "$work/floor-pty" floors/floor-pty.c
session="playhead-hud-pty-$$"
tmux new-session -d -s "$session" -x 100 -y 40 "sleep 3600"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT INT TERM
tty=$(tmux display-message -p -t "$session" '#{pane_tty}')
size=$(tmux display-message -p -t "$session" '#{pane_width}x#{pane_height}')
export PLAYHEAD_BENCH_TTY="$tty" PLAYHEAD_BENCH_PTY_FRAMES="$work/frames.bin"
filter='.*(to /dev/pts|5 ms apart).*'
for round in 1 2; do
  echo "round $round: pane $tty, $size; $(uptime)"
  if [ $# -gt 0 ]; then
    LD_LIBRARY_PATH="$PWD/.build/x86_64-unknown-linux-gnu/release" "$1" --filter "$filter"
  else
    swift package --disable-sandbox benchmark --target HUDBenchmarks --filter "$filter"
  fi
  floor=$("$work/floor-pty" "$work/frames.bin" "$tty")
  echo "floor-pty: the same frames to $tty, 5 ms apart: $(echo "$floor" | tr '\n' ' ')"
done
