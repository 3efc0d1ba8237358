#!/usr/bin/env bash
# ThreadSanitizer over the system, engine, input and HUD suites: scripts/test.sh (its retries, its CI=true
# rules, its closing line) on a build with `--sanitize=thread` in its own folder, .build-tsan. Fails
# when a test fails or TSan reports anything, in the test runner or in a process a test started
# (the playhead binary under the testbed is built with TSan too: its report fails its test).
#
# The testbed's preload library (CPlayheadPreload) is loaded into processes that have no TSan
# runtime (umockdev-run, timeout, libinput debug-events): built with TSan it would name
# __tsan_func_entry and stop them with a symbol lookup error. So it comes from the ordinary build,
# uninstrumented, named by PLAYHEAD_PRELOAD_LIBRARY. TSan needs no `setarch -R` here (Linux 6.18,
# vm.mmap_rnd_bits=28).
#
# scripts/tsan-suppressions.txt names the reports TSan cannot judge (a lock handed over in the
# kernel, inside swift-subprocess), each with why; the matched ones are printed at each process's exit.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --product PlayheadPreload
export PLAYHEAD_PRELOAD_LIBRARY="$PWD/.build/debug/libPlayheadPreload.so"
export TSAN_OPTIONS="suppressions=$PWD/scripts/tsan-suppressions.txt print_suppressions=1${TSAN_OPTIONS:+ $TSAN_OPTIONS}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
set +e
PLAYHEAD_TEST_BUILD_OPTIONS="--sanitize=thread --scratch-path .build-tsan" \
  bash scripts/test.sh --filter 'PlayheadSystemTests|PlayheadEngineTests|PlayheadInputTests|PlayheadHUDTests' 2>&1 | tee "$log"
status="${PIPESTATUS[0]}"
set -e
reports="$(grep -c 'WARNING: ThreadSanitizer' "$log" || true)"
echo "tsan.sh: $reports ThreadSanitizer reports; the tests under TSan exited $status"
[ "$status" -eq 0 ] && [ "$reports" -eq 0 ]
