#!/usr/bin/env python3
"""Writes a long `libinput debug-events` transcript (libinput 1.22's layout) for the streaming-replay
benchmark: 3-finger swipes down, each a BEGIN, 60 UPDATEs 8 ms apart of 0/4 units, and an END, then
0.5 s of rest. Usage: make-transcript.py EVENTS [UPDATES] > FILE (EVENTS: at least this many gesture
events; UPDATES per swipe, 60 unless given: `960000 30` is issue 26's 960,001 lines, 30,000 swipes)."""
import sys

events = int(sys.argv[1])
updates = int(sys.argv[2]) if len(sys.argv) > 2 else 60
out = sys.stdout
out.write("-event12  DEVICE_ADDED            Benchmark Touchpad                seat0 default group1  cap:pg  size 100x56mm\n")
t = 1.0
written = 0
while written < events:
    out.write(" event12  GESTURE_SWIPE_BEGIN     %+.3fs\t3\n" % t)
    for _ in range(updates):
        t += 0.008
        out.write(" event12  GESTURE_SWIPE_UPDATE    %+.3fs\t3  0.00/ 5.20 ( 0.00/ 4.00 unaccelerated)\n" % t)
    t += 0.008
    out.write(" event12  GESTURE_SWIPE_END       %+.3fs\t3\n" % t)
    t += 0.5
    written += updates + 2
