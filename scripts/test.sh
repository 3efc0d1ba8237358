#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build --build-tests

# One test at a time: many tests drive real libinput on umockdev touchpads, in real time, and
# libinput's timers (hold, tap, swipe/pinch decisions) misfire when several testbeds and builds
# fight for two cores; run in parallel they flaked, one at a time they do not (about 2.5 minutes).
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
if swift test --skip-build --no-parallel --xunit-output "$results/first.xml" "$@"; then
  exit 0
fi

xml="$results/first-swift-testing.xml"
# A test runner that died before writing its results (a signal): Swift 6.3.1's Foundation can crash
# in Process.run (it reads past a dirent listing /proc/self/fd; swift-corelibs-foundation PR #5472)
# and the tests spawn hundreds of processes. Every test runs once more; a second crash is final.
# Whole results end with </testsuites>; a runner that died leaves the file cut short.
complete() { [ -s "$1" ] && grep -q '</testsuites>' "$1"; }
if ! complete "$xml"; then
  echo "test.sh: the test runner died without writing results (see above); running every test once more" >&2
  if swift test --skip-build --no-parallel --xunit-output "$results/second.xml" "$@"; then
    echo "test.sh: every test passed on the second run (the first run's runner had died)" >&2
    exit 0
  fi
  xml="$results/second-swift-testing.xml"
  if ! complete "$xml"; then
    echo "test.sh: the test runner died again without writing results" >&2
    exit 1
  fi
fi

# A failure is final, except in the suites listed in scripts/realtime-suites.txt: those run real
# libinput on umockdev or a real terminal in real time, where a stalled machine can delay an event
# past one of libinput's timers. Each failed test of those suites runs once more, alone; the run
# passes only if every retried test passes, and the retry is printed either way.
# Each failed <testcase classname="Module.Suite.Nested" name="test(arg:)"> as Module.Suite/Nested/test.
failed="$(tr -d '\n' <"$xml" | sed 's#<testcase #\n<testcase #g' | grep '<failure' |
  sed -E 's#^<testcase classname="([^"]*)" name="([^"(]*).*#\1 \2#' |
  awk '{ n = index($1, "."); id = substr($1, 1, n) ; rest = substr($1, n + 1); gsub(/\./, "/", rest);
         print id rest "/" $2 }' | sort -u || true)"
if [ -z "$failed" ]; then
  echo "test.sh: the run failed but no test recorded a failure; not retrying" >&2
  exit 1
fi
retry=()
final=()
while read -r id; do
  suite="${id%/*}"
  if grep -qxF "${suite%%/*}" <(grep -v '^#' scripts/realtime-suites.txt) ||
    grep -qxF "$suite" <(grep -v '^#' scripts/realtime-suites.txt); then
    retry+=("$id")
  else
    final+=("$id")
  fi
done <<<"$failed"
if [ "${#final[@]}" -gt 0 ]; then
  printf 'test.sh: failed (not retried, not a real-time suite): %s\n' "${final[@]}" >&2
  exit 1
fi
status=0
for id in "${retry[@]}"; do
  echo "test.sh: RETRY $id (it failed once in a real-time suite; running it again, alone)" >&2
  if ! swift test --skip-build --no-parallel --filter "${id}\\("; then
    echo "test.sh: $id failed again" >&2
    status=1
  else
    echo "test.sh: $id passed on its retry (it had failed once; see the first run above)" >&2
  fi
done
exit "$status"
