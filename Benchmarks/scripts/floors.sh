#!/bin/sh
# Issue 26's floors: C programs that do the least any replay must do with the same bytes (read + split;
# + strtod on every number; + parse and format the same JSON log records), run beside Playhead on the
# same file in the same run, interleaved, so each Playhead figure is reported as a ratio to its floor.
# (The HUD's terminal floor, floor-pty, is built and checked here and run by scripts/hud-pty.sh.)
#
#   Benchmarks/scripts/floors.sh [--runs N] [--playhead BIN] [--base BIN] [FILE]
#   Benchmarks/scripts/floors.sh --self-check     # the floors build and count a tiny transcript right
#
# FILE defaults to issue 26's transcript (960,001 lines, 30,000 three-finger swipes), written by
# make-transcript.py into $TMPDIR once. BIN defaults to the worktree's release build
# (`swift build -c release --product playhead`); --base BIN adds another build (the one before a
# change), run interleaved with it as `base-…`. Needs cc and python3. Each case runs once per round,
# in the same order every round; min / median / max over the rounds, the load average around them.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
floors="$root/Benchmarks/floors"
work=${TMPDIR:-/tmp}/playhead-floors
mkdir -p "$work"

build() {
  for name in split strtod log pty; do
    cc -O2 -Wall -Wextra -Werror -o "$work/floor-$name" "$floors/floor-$name.c" -lm
  done
}

# Counts worked out independently of the floors (Python's own reading of the same file) and compared.
self_check() {
  build
  tiny="$work/tiny.txt"
  python3 "$here/make-transcript.py" 64 > "$tiny"  # 2 swipes of 62 events: 125 lines
  expected=$(python3 - "$tiny" <<'PY'
import re, sys
text = open(sys.argv[1], "rb").read().decode()
lines = text.split("\n")[:-1]
numbers = sum(len(re.findall(r"[+-]?\d+(?:\.\d+)?", line)) for line in lines)
gestures = sum(1 for line in lines if "GESTURE_" in line)
ends = sum(1 for line in lines if "GESTURE_SWIPE_END" in line)
print("lines %d bytes %d" % (len(lines), len(text)))
print("lines %d numbers %d" % (len(lines), numbers))
print("gesture %d decision %d complete %d" % (gestures, ends, ends))
PY
)
  out="$work/tiny.log"
  split=$("$work/floor-split" "$tiny")
  strtod=$("$work/floor-strtod" "$tiny" | sed 's/ sum .*//')
  "$work/floor-log" "$tiny" "$out" > /dev/null
  kinds=$(python3 - "$out" <<'PY'
import json, sys
counts = {}
for line in open(sys.argv[1]):
    record = json.loads(line)  # every line is one JSON object
    counts[record["type"]] = counts.get(record["type"], 0) + 1
print("gesture %d decision %d complete %d" % (counts.get("gesture", 0), counts.get("decision", 0),
                                              counts.get("complete", 0)))
PY
)
  # floor-pty (scripts/hud-pty.sh runs it on a terminal) splits the HUD's frames at each end of a
  # synchronized update: counted here on the decision-frames fixture, writing nothing (0 rounds).
  frames="$root/Tests/Fixtures/hud/decision-frames.bin"
  expected=$(printf '%s\n%s' "$expected" "$(python3 - "$frames" <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
marker = b"\x1b[?2026l"
print("frames %d bytes %d" % (data.count(marker), data.rindex(marker) + len(marker)))
PY
)")
  pty=$("$work/floor-pty" "$frames" /dev/null 0) || pty="floor-pty failed with status $?"
  actual=$(printf '%s\n%s\n%s\n%s' "$split" "$strtod" "$kinds" "$pty")
  if [ "$actual" != "$expected" ]; then
    printf 'floors.sh: self-check failed\nexpected:\n%s\nactual:\n%s\n' "$expected" "$actual" >&2
    exit 1
  fi
  echo "floors.sh: self-check passed ($(echo "$split" | cut -d' ' -f1-2), C floors built with cc -O2)"
}

runs=5
playhead="$root/.build/release/playhead"
base=""
file=""
while [ $# -gt 0 ]; do
  case "$1" in
    --self-check) self_check; exit 0 ;;
    --runs) runs=$2; shift 2 ;;
    --playhead) playhead=$2; shift 2 ;;
    --base) base=$2; shift 2 ;;
    -*) echo "floors.sh: unknown option $1" >&2; exit 64 ;;
    *) file=$1; shift ;;
  esac
done
if [ -z "$file" ]; then
  file="$work/issue26-960k.txt"
  [ -s "$file" ] || python3 "$here/make-transcript.py" 960000 30 > "$file"
fi
[ -x "$playhead" ] || { echo "floors.sh: no $playhead (swift build -c release --product playhead)" >&2; exit 66; }
build

events=$(grep -c GESTURE_ "$file")
now() { date +%s%N; }
load() { cut -d' ' -f1-3 /proc/loadavg; }
: > "$work/times"
echo "file $file: $(wc -c < "$file") bytes, $events gesture events; $runs interleaved runs; load $(load)"
i=0
cases="split strtod log playhead-no-log playhead-log"
[ -z "$base" ] || cases="$cases base-no-log base-log"
while [ $i -lt "$runs" ]; do
  i=$((i + 1))
  for case in $cases; do
    binary=$playhead
    case $case in base-*) binary=$base ;; esac
    start=$(now)
    case $case in
      split | strtod) "$work/floor-$case" "$file" > /dev/null ;;
      log) "$work/floor-log" "$file" "$work/floor.jsonl" > /dev/null ;;
      playhead-no-log | base-no-log)
        # The streamed pass of `bench` times itself (no log, no HUD): its events/s, as seconds.
        rate=$("$binary" bench --replay "$file" --speed max --no-allocations |
          awk '/^streamed_replay_events_per_second_no_log/ { print $2 }')
        ;;
      playhead-log | base-log) "$binary" replay "$file" --speed max --no-hud --log "$work/$case.jsonl" ;;
    esac
    seconds=$(( $(now) - start ))
    if [ "${case#*-}" = no-log ]; then
      seconds=$(python3 -c "print(round($events / $rate * 1e9))")
    fi
    echo "$case $seconds" >> "$work/times"
  done
  echo "run $i done, load $(load)"
done

if [ -n "$base" ]; then
  if cmp -s "$work/playhead-log.jsonl" "$work/base-log.jsonl"; then same=identical; else same=DIFFERENT; fi
  echo "log of $playhead and of $base: $same (md5 $(md5sum < "$work/playhead-log.jsonl" | cut -c1-32))"
fi
python3 - "$work/times" "$events" "$(wc -c < "$work/floor.jsonl")" "$(wc -c < "$work/playhead-log.jsonl")" <<'PY'
import statistics, sys
times = {}
for line in open(sys.argv[1]):
    case, ns = line.split()
    times.setdefault(case, []).append(int(ns) / 1e9)
events = int(sys.argv[2])
def row(case):
    t = sorted(times[case])
    return t[0], statistics.median(t), t[-1]
print("%-16s %9s %9s %9s %12s  %s" % ("case", "min s", "median s", "max s", "M events/s", "per line"))
for case in ["split", "strtod", "log", "playhead-no-log", "playhead-log", "base-no-log", "base-log"]:
    if case not in times:
        continue
    lo, mid, hi = row(case)
    print("%-16s %9.3f %9.3f %9.3f %12.3f  %.3f µs" % (case, lo, mid, hi, events / mid / 1e6, mid / events * 1e6))
for name, case, floor in [("replay, no log / strtod floor", "playhead-no-log", "strtod"),
                          ("replay --log / parse+format floor", "playhead-log", "log"),
                          ("base, no log / strtod floor", "base-no-log", "strtod"),
                          ("base --log / parse+format floor", "base-log", "log")]:
    if case not in times:
        continue
    (lo, mid, _), (flo, fmid, _) = row(case), row(floor)
    print("ratio %-34s median %.2f×  (min/min %.2f×)" % (name, mid / fmid, lo / flo))
print("log bytes: floor %s, playhead %s (playhead/floor %.3f)" % (sys.argv[3], sys.argv[4],
      int(sys.argv[4]) / int(sys.argv[3])))
PY
echo "load $(load)"
rm -f "$work"/*.jsonl  # ~0.8 GB each for the default file
