#!/usr/bin/env bash
# The test of scripts/test.sh: runs it on the throwaway tests of scripts/selftest (a test that
# passes, fails, fails once, fails on every retry, skips, skips on its retry, hangs, crashes the
# runner) and checks what it reports.
# About a minute and a half, most of it the hang's time limit and building the package once.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each case says whether it runs as CI (CI=true check …); CI's own CI=true must not leak into the rest.
unset CI
swift build --package-path scripts/selftest --build-tests >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf '%s\n' "# The self-test's real-time suite" SelfTestTests.RealTime >"$work/realtime.txt"
failures=0

# check NAME SCENARIOS EXPECTED_STATUS CLOSING_LINE_REGEX [REQUIRED_STDERR_TEXT...]
check() {
  local name="$1" scenarios="$2" want="$3" closing="$4"
  shift 4
  local dir="$work/$name"
  mkdir -p "$dir"
  local status=0
  PLAYHEAD_TEST_PACKAGE=scripts/selftest PLAYHEAD_REALTIME_SUITES="$work/realtime.txt" PLAYHEAD_TEST_NO_SETUP=1 \
    PLAYHEAD_SELFTEST="$scenarios" PLAYHEAD_SELFTEST_DIR="$dir" PLAYHEAD_TEST_TIME_LIMIT="${LIMIT:-60}" \
    bash scripts/test.sh >"$dir/out" 2>"$dir/err" || status=$?
  local last problems=()
  last="$(tail -n 1 "$dir/out")"
  [ "$status" -eq "$want" ] || problems+=("exit $status, expected $want")
  [[ "$last" =~ ^$closing$ ]] || problems+=("closing line '$last', expected /$closing/")
  for text in "$@"; do
    grep -qF -- "$text" "$dir/err" "$dir/out" || problems+=("no '$text' in its output")
  done
  if [ "${#problems[@]}" -eq 0 ]; then
    echo "selftest: ok: $name ($last)"
  else
    failures=$((failures + 1))
    printf 'selftest: FAILED: %s: %s\n' "$name" "${problems[@]}"
    sed 's/^/    /' "$dir/err" | tail -n 20
  fi
}

check all-pass "" 0 "9 passed, 0 failed, 0 skipped" "test.sh: PLAYHEAD_SEED="
PLAYHEAD_SEED=4242 check seed-replayed "" 0 "9 passed, 0 failed, 0 skipped" "PLAYHEAD_SEED=4242"
check skip "skip" 0 "8 passed, 0 failed, 1 skipped"
CI=true check skip-on-ci "skip" 1 "8 passed, 1 failed, 0 skipped" \
  "CI=true: SelfTestTests.RealTime/skips was skipped"
check missing "missing" 0 "8 passed, 0 failed, 1 skipped"
CI=true check missing-on-ci "missing" 1 "8 passed, 1 failed, 0 skipped" \
  "FAILED: Test requiresMissing(): CI=true: a selftest component is missing: asked"
check fail-final "fail" 1 "8 passed, 1 failed, 0 skipped" "FAILED: SelfTestTests.Plain/fails"
check fail-once "fail-once" 0 "9 passed, 0 failed, 0 skipped" \
  "RETRY SelfTestTests.RealTime/failsOnce" "failsOnce passed on its retry"
check fail-always "fail-always" 1 "8 passed, 1 failed, 0 skipped" \
  "RETRY SelfTestTests.RealTime/failsAlways" "failsAlways failed again on its retry (failed)"
check retry-skips "retry-skips" 1 "8 passed, 1 failed, 0 skipped" \
  "retrySkips failed again on its retry (skipped)"
LIMIT=15 check hang "hang" 1 "[0-9]+ passed, 1 failed, 0 skipped" "a hang in hangs()"
check crash "crash" 1 "[0-9]+ passed, 1 failed, 0 skipped" \
  "the test runner died" "not rerun" "while running crashes()"
check crash-after-a-failure "crash,fail-once" 1 "[0-9]+ passed, 2 failed, 0 skipped" \
  "failed before the runner died: failsOnce()" "while running crashes()"

[ "$failures" -eq 0 ] && echo "selftest: every path of scripts/test.sh reported what happened"
[ "$failures" -eq 0 ]
