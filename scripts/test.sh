#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test, one at a time.
# Ends with exactly one line `N passed, N failed, N skipped`, counted from the xunit results.
#
# - Seeds: every seeded test draws from PLAYHEAD_SEED (one per run, printed first and again with each
#   property test's own seed at the end); `PLAYHEAD_SEED=N bash scripts/test.sh` replays a run.
# - Real-time retries: a failed test of a suite in scripts/realtime-suites.txt (real libinput or a
#   real terminal, in real time) runs once more, alone; it passes only when its own xunit file shows
#   it ran and passed. Any other failure is final.
# - Runner death, or a run past PLAYHEAD_TEST_TIME_LIMIT seconds (a hang), is final: no rerun; the
#   tests that failed before it are named.
# - CI=true: a skipped test is a failure.
# Environment for scripts/selftest.sh: PLAYHEAD_TEST_PACKAGE (package to test, default this one),
# PLAYHEAD_REALTIME_SUITES (the retry list), PLAYHEAD_TEST_NO_SETUP=1 (no install, no build).
# PLAYHEAD_TEST_BUILD_OPTIONS: options for every swift build and swift test it runs (scripts/tsan.sh:
# `--sanitize=thread --scratch-path .build-tsan`); arguments go to the first run's swift test only.
set -euo pipefail
cd "$(dirname "$0")/.."
package="${PLAYHEAD_TEST_PACKAGE:-.}"
realtime="${PLAYHEAD_REALTIME_SUITES:-scripts/realtime-suites.txt}"
limit="${PLAYHEAD_TEST_TIME_LIMIT:-2400}"
read -r -a options <<<"${PLAYHEAD_TEST_BUILD_OPTIONS:-}"
if [ "${PLAYHEAD_TEST_NO_SETUP:-}" != 1 ]; then
  bash scripts/install-deps.sh
  swift build --package-path "$package" --build-tests "${options[@]+"${options[@]}"}"
fi
ci=false
case "${CI:-}" in true | TRUE | True | 1) ci=true ;; esac

export PLAYHEAD_SEED="${PLAYHEAD_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}"
echo "test.sh: PLAYHEAD_SEED=$PLAYHEAD_SEED (replay this run with PLAYHEAD_SEED=$PLAYHEAD_SEED bash scripts/test.sh)"

results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

# Runs swift test once (one test at a time: the testbed tests run libinput's timers on the wall
# clock, and two cores shared with builds make them misfire in parallel); the console goes to the
# terminal and to $results/NAME.log, the results to $results/NAME-swift-testing.xml. Returns the
# exit status, 124 when the time limit stopped it.
run() {
  local name="$1"
  shift
  set +e
  (
    swift test --package-path "$package" --skip-build --no-parallel "${options[@]+"${options[@]}"}" \
      --xunit-output "$results/$name.xml" "$@" 2>&1 &
    pid=$!
    watchdog "$pid" "$results/$name.timedout" >/dev/null 2>&1 &
    dog=$!
    wait "$pid"
    status=$?
    kill "$dog" 2>/dev/null
    wait "$dog"
    exit "$status"
  ) | tee "$results/$name.log"
  local status="${PIPESTATUS[0]}"
  set -e
  if [ -e "$results/$name.timedout" ]; then return 124; fi
  return "$status"
}

# After $limit seconds, stops the test runner below swift test (pid $1): swift test then prints what
# the runner wrote and exits, which stopping swift test itself would lose. Marks file $2.
watchdog() {
  local sleeper
  sleep "$limit" &
  sleeper=$!
  trap 'kill "$sleeper" 2>/dev/null; exit 0' TERM
  wait "$sleeper"
  touch "$2"
  for signal in TERM KILL; do
    for child in $(cat /proc/"$1"/task/*/children 2>/dev/null); do kill -"$signal" "$child" 2>/dev/null; done
    sleep 10 &
    sleeper=$!
    wait "$sleeper"
  done
}

# Complete results end with </testsuites>; a runner that died leaves the file cut short or empty.
complete() { [ -s "$1" ] && grep -q '</testsuites>' "$1"; }

# One line per test of an xunit file: "passed|failed|skipped Module.Suite/Nested/test".
outcomes() {
  tr -d '\n' <"$1" | sed 's#<testcase #\n<testcase #g' | grep '^<testcase ' |
    awk '{
      match($0, /classname="[^"]*"/); cls = substr($0, RSTART + 11, RLENGTH - 12)
      match($0, / name="[^"(]*/); name = substr($0, RSTART + 7, RLENGTH - 7)
      state = "passed"
      if ($0 ~ /<failure/ || $0 ~ /<error/) state = "failed"; else if ($0 ~ /<skipped/) state = "skipped"
      n = index(cls, "."); id = substr(cls, 1, n); rest = substr(cls, n + 1); gsub(/\./, "/", rest)
      print state, id rest "/" name
    }' | sort -u -k2
}

# Console lines of tests that failed, and the test running when the runner stopped.
console_failures() { grep -E '^✘ Test .* failed after' "$1" | sed -E 's/^✘ Test (.*) failed after.*/\1/' || true; }
unfinished() {
  awk '/^◇ Test .* started\.$/ && !/^◇ Test run started\.$/ { t = $0; sub(/^◇ Test /, "", t); sub(/ started\.$/, "", t); open[t] = 1; next }
       /^✔ Test .* passed after/ { t = $0; sub(/^✔ Test /, "", t); sub(/ passed after.*/, "", t); delete open[t]; next }
       /^✘ Test .* failed after/ { t = $0; sub(/^✘ Test /, "", t); sub(/ failed after.*/, "", t); delete open[t]; next }
       END { for (t in open) print t }' "$1"
}

status=0
died_before=()
first=run1
run "$first" "$@" || status=$?
xml="$results/$first-swift-testing.xml"
if ! complete "$xml"; then
  mapfile -t died_before < <(console_failures "$results/$first.log")
  running="$(unfinished "$results/$first.log" | paste -sd ',' -)"
  if [ "$status" -eq 124 ]; then
    echo "test.sh: the run passed the time limit ($limit s) and was stopped: a hang in ${running:-an unknown test}" >&2
    final_death="hang"
  else
    echo "test.sh: the test runner died (exit $status) while running ${running:-an unknown test};" \
      "not rerun (see the output above)" >&2
    final_death="runner death"
  fi
  for name in "${died_before[@]+"${died_before[@]}"}"; do
    echo "test.sh: failed before the runner died: $name" >&2
  done
fi

passed=0
failed=0
skipped=0
failures=()
skips=()
if [ -n "${final_death:-}" ]; then
  # No results to count beyond the console: what finished before the end, and the test it ended in.
  passed="$(grep -cE '^✔ Test .* passed after' "$results/$first.log" || true)"
  failed="$(grep -cE '^✘ Test .* failed after' "$results/$first.log" || true)"
  skipped="$(grep -cE '^➜ Test .* skipped' "$results/$first.log" || true)"
  failed=$((failed + 1))
  echo "test.sh: FAILED: $final_death; no results file to count from, so the counts below are the console's" >&2
  echo "$passed passed, $failed failed, $skipped skipped"
  exit 1
fi

declare -A outcome=()
while read -r state id; do [ -z "$id" ] || outcome["$id"]="$state"; done < <(outcomes "$xml")

retry=()
while read -r state id; do
  [ -n "$id" ] || continue
  case "$state" in
    passed) passed=$((passed + 1)) ;;
    skipped) skips+=("$id") ;;
    failed)
      suite="${id%/*}"
      if grep -v '^#' "$realtime" | grep -qxF -e "${suite%%/*}" -e "$suite"; then retry+=("$id"); else failures+=("$id"); fi
      ;;
  esac
done < <(for id in "${!outcome[@]}"; do echo "${outcome[$id]} $id"; done | sort -k2)

attempt=0
for id in "${retry[@]+"${retry[@]}"}"; do
  echo "test.sh: RETRY $id (it failed in a real-time suite; running it once more, alone)" >&2
  attempt=$((attempt + 1))
  name="retry$attempt"
  run "$name" --filter "${id}\\(" || true
  if complete "$results/$name-swift-testing.xml" &&
    outcomes "$results/$name-swift-testing.xml" | grep -qxF "passed $id"; then
    echo "test.sh: $id passed on its retry (it had failed once; see the first run above)" >&2
    passed=$((passed + 1))
  else
    got="$( (complete "$results/$name-swift-testing.xml" && outcomes "$results/$name-swift-testing.xml" |
      awk -v id="$id" '$2 == id { print $1 }') || true)"
    echo "test.sh: $id failed again on its retry (${got:-it did not run})" >&2
    failures+=("$id")
  fi
done

for id in "${skips[@]+"${skips[@]}"}"; do
  if [ "$ci" = true ]; then
    echo "test.sh: CI=true: $id was skipped; on CI a skip is a failure (its reason is in the output above)" >&2
    failures+=("$id")
  else
    skipped=$((skipped + 1))
  fi
done

# A requirement that fails under CI=true stops its test or suite before it runs: the xunit file has
# no testcase for it, the console names it.
while read -r line; do
  [ -n "$line" ] && failures+=("$line")
done < <(grep -E '^✘ (Test|Suite) .* recorded an issue.*CI=true: .* is missing: ' "$results/$first.log" |
  sed -E 's/^✘ ((Test|Suite) .*) recorded an issue.*(CI=true: .*)$/\1: \3/' | sort -u || true)
if [ "$status" -ne 0 ] && [ "${#retry[@]}" -eq 0 ] && [ "${#failures[@]}" -eq 0 ]; then
  failures+=("swift test exited $status, yet no test recorded a failure (see the output above)")
fi
failed="${#failures[@]}"
for id in "${failures[@]+"${failures[@]}"}"; do echo "test.sh: FAILED: $id" >&2; done

# Each seeded test's own seed, again (they are printed as each test starts, too).
grep -h '^seed: ' "$results"/*.log 2>/dev/null | sort -u || true
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
