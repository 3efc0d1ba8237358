#!/usr/bin/env bash
# Heap allocations per event on the live Dispatch loop (issue 22 item 3): `playhead replay --speed N
# --no-hud` of two transcripts, one twice the other's length, under a counting malloc preload
# (live-allocations/count-mallocs.c); the slope (Δ allocations / Δ events) is what each event costs,
# start-up and shutdown cancelling out. The bench's own counter sees the virtual clock only.
# Usage: Benchmarks/scripts/live-allocations.sh [PLAYHEAD] [EVENTS] [SPEED]
#   PLAYHEAD defaults to .build/release/playhead (a debug build also counts its unspecialised generics).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin="${1:-.build/release/playhead}"
events="${2:-6200}"
speed="${3:-20}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -O2 -shared -fPIC -Wall -Werror -o "$work/count-mallocs.so" Benchmarks/live-allocations/count-mallocs.c -ldl
python3 Benchmarks/scripts/make-transcript.py "$events" > "$work/short.txt"
python3 Benchmarks/scripts/make-transcript.py "$((events * 2))" > "$work/long.txt"
count() {
  COUNT_MALLOCS_OUT="$work/$1.count" LD_PRELOAD="$work/count-mallocs.so" \
    "$bin" replay "$work/$1.txt" --speed "$speed" --no-hud > /dev/null
  cat "$work/$1.count"
}
short_events=$(($(wc -l < "$work/short.txt") - 1))
long_events=$(($(wc -l < "$work/long.txt") - 1))
short=$(count short)
long=$(count long)
awk -v s="$short" -v l="$long" -v se="$short_events" -v le="$long_events" -v speed="$speed" 'BEGIN {
  printf "live-allocations: replay --speed %s --no-hud: %d allocations for %d events, %d for %d\n", speed, s, se, l, le
  printf "live-allocations: %.3f allocations per event (the slope)\n", (l - s) / (le - se)
}'
