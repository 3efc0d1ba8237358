#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --build-tests
# One test at a time: many tests drive real libinput on umockdev touchpads, in real time, and
# libinput's timers (hold, tap, swipe/pinch decisions) misfire when several testbeds and builds
# fight for two cores; run in parallel they flaked, one at a time they do not (about 2.5 minutes).
swift test --skip-build --no-parallel "$@"
