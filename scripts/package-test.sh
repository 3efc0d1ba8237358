#!/usr/bin/env bash
# Tests the Debian package (issue 16): it builds; it holds exactly the files docs/packaging.md lists;
# the binary links no Swift runtime and runs with no toolchain on PATH or in the loader's path; the
# testbed's missing packages are named; dpkg installs it, the installed binary opens a window on a
# private headless weston (and without a display says so), and dpkg purges it leaving nothing; lintian
# finds no error. One package build serves every check. Run as root (dpkg -i), or with sudo available.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

failures=0
pass() { echo "package-test: ok   $*"; }
fail() { echo "package-test: FAIL $*" >&2; failures=$((failures + 1)); }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

deb=$(bash scripts/package.sh)
[ -f "$deb" ] && pass "built $deb ($(stat -c %s "$deb") bytes)" || { fail "scripts/package.sh built no .deb"; exit 1; }
# The README installs exactly this file (InstallDocTests checks the same from the scripts' text).
grep -qF "sudo apt install ./${deb#"$root"/}" README.md && pass "README.md installs ./${deb#"$root"/}" ||
  fail "README.md does not say sudo apt install ./${deb#"$root"/}"

work=$(mktemp -d /tmp/playhead-package-test.XXXXXX)
weston_pid=""
# weston (section 5) is stopped however the script ends: SIGTERM, then SIGKILL after 5 s.
stop_weston() {
  [ -n "$weston_pid" ] || return 0
  kill -TERM "$weston_pid" 2> /dev/null || true
  for _ in $(seq 50); do kill -0 "$weston_pid" 2> /dev/null || break; sleep 0.1; done
  kill -KILL "$weston_pid" 2> /dev/null || true
  wait "$weston_pid" 2> /dev/null || true
  weston_pid=""
}
trap 'stop_weston; rm -rf "$work"' EXIT
tree="$work/tree"
dpkg-deb -x "$deb" "$tree"
bin="$tree/usr/bin/playhead"

# --- 1. Exactly the files issue 16 names: the binary, the touchpad rule, the uinput rule as an example,
# one man page for playhead and each subcommand, three completions, the copyright and the changelog,
# lintian's override for the libyaml inside Yams, and the resources SwiftPM bundles beside a built
# binary (none, or the files of the targets' `resources:`), which an installed one finds in ../share.
# The subcommands are the ones `playhead --help` lists, plus argument-parser's help; the nine the README
# names must be among them.
subcommands=($( (
  "$bin" --help | awk '/^SUBCOMMANDS:/ { on = 1; next } on && /^  [a-z][a-z0-9-]* / { print $1 }'
  echo help
) | LC_ALL=C sort -u))
for s in live demo replay record devices sample transitions simulate bench; do
  [[ " ${subcommands[*]} " == *" $s "* ]] || fail "playhead --help does not list $s"
done
scratch=${PLAYHEAD_PACKAGE_SCRATCH:-$root/.build-pkg}
: > "$work/resource-files"
for bundle in "$scratch"/release/*.resources; do
  [ -d "$bundle" ] || continue
  while IFS= read -r f; do
    echo "usr/share/playhead/$f" >> "$work/resource-files"
    cmp -s "$bundle/$f" "$tree/usr/share/playhead/$f" || fail "usr/share/playhead/$f is not $bundle/$f"
  done < <(cd "$bundle" && find . -type f | sed 's|^\./||')
done
{
  cat "$work/resource-files"
  echo usr/bin/playhead
  echo usr/lib/playhead/libPlayheadPreload.so
  echo usr/lib/udev/rules.d/70-playhead-touchpad.rules
  echo usr/share/bash-completion/completions/playhead
  echo usr/share/doc/playhead/changelog.gz
  echo usr/share/doc/playhead/copyright
  echo usr/share/doc/playhead/examples/71-playhead-uinput.rules
  echo usr/share/fish/vendor_completions.d/playhead.fish
  echo usr/share/lintian/overrides/playhead
  echo usr/share/man/man1/playhead.1.gz
  for s in "${subcommands[@]}"; do echo "usr/share/man/man1/playhead.$s.1.gz"; done
  echo usr/share/zsh/vendor-completions/_playhead
} | LC_ALL=C sort > "$work/expected-files"
dpkg-deb --fsys-tarfile "$deb" | tar -t | grep -v '/$' | sed 's|^\./||' | LC_ALL=C sort > "$work/files"
if diff -u "$work/expected-files" "$work/files" > "$work/files.diff"; then
  pass "file list is exactly the $(wc -l < "$work/files") files of issue 16"
else
  fail "file list differs (- expected, + packaged):"; cat "$work/files.diff" >&2
fi
dpkg-deb --ctrl-tarfile "$deb" | tar -t | grep -v '/$' | sed 's|^\./||' | LC_ALL=C sort | tr '\n' ' ' > "$work/control-files"
[ "$(cat "$work/control-files")" = "control md5sums postinst postrm " ] &&
  pass "control files: control md5sums postinst postrm" || fail "control files: $(cat "$work/control-files")"
cmp -s udev/70-playhead-touchpad.rules "$tree/usr/lib/udev/rules.d/70-playhead-touchpad.rules" &&
  cmp -s udev/71-playhead-uinput.rules "$tree/usr/share/doc/playhead/examples/71-playhead-uinput.rules" &&
  pass "udev rules are the repository's" || fail "packaged udev rules differ from udev/"
[ ! -e "$tree/usr/lib/udev/rules.d/71-playhead-uinput.rules" ] && [ ! -e "$tree/etc" ] &&
  pass "the uinput rule is not active" || fail "the uinput rule is installed where udev reads it"

# Control fields: Depends computed (Debian's libraries only), the testbed's packages recommended.
control=$(dpkg-deb -f "$deb")
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libc6 libinput10 libudev1 libevdev2 libwayland-client0 libpixman-1-0 libcairo2; do
  grep -qE "(^|, )$lib( |,|$)" <<< "$depends" || fail "Depends lacks $lib: $depends"
done
grep -qiE 'swift|umockdev|gcc \(|libc6-dev' <<< "$depends" && fail "Depends names more than libraries: $depends"
[ "$(dpkg-deb -f "$deb" Recommends)" = "umockdev" ] &&
  pass "Depends: $depends; Recommends: umockdev (no compiler: the preload library is packaged)" || fail "control: $control"
# The preload library needs libc only (no Swift runtime) and exports the libc calls it wraps.
preload_needed=$(readelf -d "$tree/usr/lib/playhead/libPlayheadPreload.so" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
[ "$preload_needed" = "libc.so.6 " ] && pass "libPlayheadPreload.so NEEDED: $preload_needed" ||
  fail "libPlayheadPreload.so NEEDED is '$preload_needed', expected libc.so.6 only"
nm -D --defined-only "$tree/usr/lib/playhead/libPlayheadPreload.so" | grep -qw ioctl &&
  nm -D --defined-only "$tree/usr/lib/playhead/libPlayheadPreload.so" | grep -qw fstat &&
  pass "usr/lib/playhead/libPlayheadPreload.so wraps fstat and ioctl" || fail "the packaged preload library"
[ "$(dpkg-deb -f "$deb" Version)" = "$("$bin" --version)" ] &&
  pass "package version = playhead --version = $("$bin" --version)" || fail "package and binary versions differ"
zcat "$tree/usr/share/doc/playhead/changelog.gz" | cmp -s - packaging/changelog &&
  cmp -s packaging/copyright "$tree/usr/share/doc/playhead/copyright" &&
  pass "changelog and copyright are packaging/'s" || fail "packaged changelog or copyright differ from packaging/"
# A changelog whose newest entry is another version stops the build (the version has one home).
sed '1s/([^)]*)/(9.9.9)/' packaging/changelog > "$work/changelog"
set +e
PLAYHEAD_PACKAGE_CHANGELOG="$work/changelog" bash scripts/package.sh > /dev/null 2> "$work/version.err"
status=$?
set -e
[ $status -eq 65 ] && grep -q "playhead --version says $("$bin" --version) but .* newest entry is 9.9.9" "$work/version.err" &&
  pass "a changelog for 9.9.9 stops the build: exit 65" || fail "changelog for 9.9.9: exit $status, $(tail -1 "$work/version.err")"

# Man pages: each names every option its subcommand's --help lists, so they cannot have drifted.
for s in "" "${subcommands[@]}"; do
  page="$tree/usr/share/man/man1/playhead${s:+.$s}.1.gz"
  [ -f "$page" ] || continue
  [ "$s" = help ] && continue  # `playhead help` prints another command's help, not its own
  options=$("$bin" ${s:+$s} --help | grep -E '^  -' | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)
  missing=()
  for option in $options; do zcat "$page" | grep -qF -- "Fl -${option#--}" || missing+=("$option"); done
  [ ${#missing[@]} -eq 0 ] && pass "man page playhead${s:+.$s}.1 has all $(wc -w <<< "$options") options of --help" ||
    fail "man page playhead${s:+.$s}.1 lacks ${missing[*]}"
done
zcat "$tree/usr/share/man/man1/playhead.1.gz" | grep -q '^\.Dt PLAYHEAD 1' && pass "playhead.1 is an mdoc page" ||
  fail "playhead.1 has no .Dt PLAYHEAD 1"
# DESCRIPTION says what each command does (its discussion, the first text after .Sh DESCRIPTION),
# not only --help and --version; EXIT STATUS lists every code of docs/cli.md's table, rendered by man,
# instead of ">0 if an error occurs". `playhead help` is argument-parser's own: it has no discussion.
codes=$(awk -F' *[|] *' '/^## Exit status/ { on = 1; next } on && /^## / { exit } on && $2 ~ /^[0-9]+$/ { print $2 }' docs/cli.md)
[ "$(wc -w <<< "$codes")" -ge 8 ] || fail "docs/cli.md's Exit status table has $(wc -w <<< "$codes") codes"
for page in "$tree"/usr/share/man/man1/*.1.gz; do
  name=$(basename "$page" .1.gz)
  first=$(zcat "$page" | sed -n '/^\.Sh DESCRIPTION/{n;p;q}')
  exit_section=$(MANWIDTH=200 man -P cat -l "$page" 2> /dev/null | sed -n '/^EXIT STATUS/,/^[A-Z]/p')
  missing=()
  for code in $codes; do grep -qE "^ +$code( |$)" <<< "$exit_section" || missing+=("$code"); done
  if [ ${#missing[@]} -ne 0 ] || grep -q '>0' <<< "$exit_section"; then
    fail "man $name: EXIT STATUS lacks ${missing[*]:-nothing} or says >0: $exit_section"
  elif [ "$name" != playhead.help ] && [[ "$first" == .* || -z "$first" ]]; then
    fail "man $name: DESCRIPTION has no discussion, it starts with '$first'"
  else
    pass "man $name: DESCRIPTION \"${first:0:30}…\", EXIT STATUS $(wc -w <<< "$codes") codes"
  fi
done
sed -n '/^EXIT STATUS/,/^[A-Z]/p' <<< "$(MANWIDTH=200 man -P cat -l "$tree/usr/share/man/man1/playhead.1.gz")" |
  grep -A2 'EX_USAGE' | grep -q 'unknown transition' && pass "man playhead: 64 is EX_USAGE with its causes" ||
  fail "playhead.1's EXIT STATUS does not give EX_USAGE's causes"
# `playhead helper` (the bench's children's entry point) is hidden: no page, and playhead.1 names none.
! zcat "$tree/usr/share/man/man1/playhead.1.gz" | grep -q 'playhead\.helper' &&
  pass "playhead.1 names no hidden subcommand" || fail "playhead.1 names playhead.helper"

# Completions: where each shell looks, in each shell's form.
bash -n "$tree/usr/share/bash-completion/completions/playhead" &&
  grep -q 'complete .*playhead' "$tree/usr/share/bash-completion/completions/playhead" &&
  pass "bash completion parses and completes playhead" || fail "bash completion"
[ "$(head -1 "$tree/usr/share/zsh/vendor-completions/_playhead")" = "#compdef playhead" ] &&
  pass "zsh completion starts with #compdef playhead" || fail "zsh completion lacks #compdef playhead"
grep -qE "^complete -c '?playhead'? " "$tree/usr/share/fish/vendor_completions.d/playhead.fish" &&
  pass "fish completion completes playhead" || fail "fish completion"

# --- 2. No Swift runtime: the NEEDED libraries are Debian's, each from an installed Debian package.
# (The dynamic loader, ld-linux-ARCH.so, is glibc's; the static Swift runtime names it directly.)
needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | grep -v '^ld-linux' | LC_ALL=C sort | tr '\n' ' ')
expected_needed="libc.so.6 libcairo.so.2 libevdev.so.2 libgcc_s.so.1 libinput.so.10 libm.so.6 libpixman-1.so.0 "
expected_needed+="libstdc++.so.6 libudev.so.1 libwayland-client.so.0 "
[ "$needed" = "$expected_needed" ] && pass "NEEDED: $needed" || fail "NEEDED is '$needed', expected '$expected_needed'"
ldd "$bin" > "$work/ldd"
if grep -qiE 'swift|Foundation|dispatch|BlocksRuntime|not found' "$work/ldd"; then
  fail "ldd shows a Swift runtime library or a missing one:"; cat "$work/ldd" >&2
else
  pass "ldd: $(grep -c '=>' "$work/ldd") libraries, none from Swift"
fi
for lib in $(awk '$2 == "=>" { print $3 }' "$work/ldd"); do
  dpkg -S "$(readlink -f "$lib")" > /dev/null 2>&1 || dpkg -S "$lib" > /dev/null 2>&1 ||
    fail "$lib belongs to no Debian package"
done

# --- 3. Runs with no toolchain: an empty environment, PATH=/usr/bin:/bin, from a directory of its own.
mkdir -p "$work/run"
# Where a toolchain is on /usr/bin:/bin, the empty-PATH runs below and the NEEDED check still hold.
if swift_on_path=$(env -i PATH=/usr/bin:/bin sh -c 'command -v swift || command -v swiftc'); then
  echo "package-test: note: $swift_on_path is on /usr/bin:/bin here; the binary never runs it"
fi
run() { (cd "$work/run" && env -i PATH=/usr/bin:/bin "$@"); }
# The catalogue's names, as the README's transitions table lists them.
if names=$(run "$bin" transitions | awk 'NR > 1 { print $1 }' | tr '\n' ' ') &&
  [ "$names" = "flip fade fade-3s pieces pop slide fold zoom dynamic " ]; then
  pass "playhead transitions lists $names"
else
  fail "playhead transitions printed '${names:-nothing}'"
fi
# The fixture's ten gesture lines, parsed here with awk: the same kinds, phases and deltas in order.
fixture="$root/packaging/tests/fusuma-swipe.txt"
awk '/GESTURE_SWIPE_/ {
    phase = tolower(substr($2, 15)); dx = 0; dy = 0
    if (phase == "update") { split($5, d, "/"); dx = d[1] + 0; dy = d[2] + 0 }
    print "swipe " phase " " $4 " " dx " " dy
  }' "$fixture" > "$work/events.expected"
if run "$bin" replay "$fixture" --events > "$work/events.jsonl" 2> "$work/events.err"; then
  sed -E 's/.*"kind":"([a-z]+)","phase":"([a-z]+)".*"fingers":([0-9]+).*"dx":([-0-9.e]+),"dy":([-0-9.e]+),.*/\1 \2 \3 \4 \5/' \
    "$work/events.jsonl" | awk '{ print $1, $2, $3, $4 + 0, $5 + 0 }' > "$work/events.actual"
  if [ "$(wc -l < "$work/events.expected")" -eq 10 ] && diff -u "$work/events.expected" "$work/events.actual" >&2; then
    pass "playhead replay FILE --events: 10 events, kinds, phases, fingers and deltas as in the file"
  else
    fail "playhead replay --events differs from the fixture"
  fi
else
  fail "playhead replay --events failed: $(cat "$work/events.err")"
fi
# With nothing at all on PATH (no umockdev, no compiler): the four run-time subcommands need no testbed.
mkdir -p "$work/empty-path"
(cd "$work/run" && env -i PATH="$work/empty-path" "$bin" transitions > /dev/null &&
  env -i PATH="$work/empty-path" "$bin" sample flip --percent 0.5 --json > /dev/null &&
  env -i PATH="$work/empty-path" "$bin" replay "$fixture" --events > /dev/null) 2> "$work/empty.err" &&
  pass "transitions, sample and replay run with an empty PATH" || fail "with an empty PATH: $(cat "$work/empty.err")"

# --- 4. Without umockdev, simulate and demo name the Debian packages to install. umockdev-run is hidden in
# a private mount namespace (a character device, /dev/null, bound over it is not executable).
hide='for f in /usr/bin/umockdev-run /bin/umockdev-run; do [ -e "$f" ] && mount --bind /dev/null "$f"; done; exec "$@"'
set +e
$sudo unshare -m sh -c "$hide" sh env -i PATH=/usr/bin:/bin "$bin" simulate --script "swipe 3 up 15mm 300ms" -- --no-hud \
  > /dev/null 2> "$work/simulate.err"
status=$?
set -e
if [ $status -eq 69 ] && grep -q 'umockdev-run is not installed (Debian package umockdev: apt-get install umockdev)' "$work/simulate.err"; then
  pass "simulate without umockdev: exit 69, names the Debian package umockdev"
else
  fail "simulate without umockdev: exit $status, $(cat "$work/simulate.err")"
fi
set +e
$sudo unshare -m sh -c "$hide" sh env -i PATH=/usr/bin:/bin timeout 5 "$bin" demo --once --no-hud \
  > /dev/null 2> "$work/demo.err"
set -e
grep -q 'the testbed cannot run here: umockdev-run is not installed (Debian package umockdev: apt-get install umockdev)' "$work/demo.err" &&
  pass "demo without umockdev: replays its recording and names the Debian package umockdev" ||
  fail "demo without umockdev said: $(head -3 "$work/demo.err")"
# The recording is a resource the package installs (/usr/share/playhead/Recordings): the installed demo
# replays all of it (five gestures, each ending in a completion record).
set +e
env -i PATH=/usr/bin:/bin timeout 30 "$bin" demo --speed max --no-hud --log - > "$work/demo.jsonl" 2> "$work/demo.err"
status=$?
set -e
completions="$(grep -c '"type":"complete"' "$work/demo.jsonl" || true)"
if [ $status -eq 0 ] && [ "$completions" -ge 5 ]; then
  pass "demo --speed max: the installed recording replays ($completions completions)"
else
  fail "demo --speed max: exit $status, $completions completions, $(head -3 "$work/demo.err")"
fi

# The installed binary's window (issue 23), run by section 5 between dpkg -i and dpkg --purge: on a
# private headless weston (pixman renderer, its own 0700 XDG_RUNTIME_DIR and socket; desktop-shell
# without a panel, since Debian's weston 10 never repaints a kiosk-shell surface headless), `replay
# --window` of a real transcript exits 0 and the compositor presents its frames; with no display it
# says so in one line naming WAYLAND_DISPLAY and exits 69.
window_checks() {
  local runtime="$work/weston-runtime" socket="playhead-package-test-$$" transcript
  transcript="$root/Tests/Fixtures/recordings/libinput-gestures_issue355_turn0_excerpt.txt"
  if [ ! -x /usr/bin/weston ]; then
    fail "/usr/bin/weston is missing: the window is not checked (scripts/install-deps.sh installs weston)"
    return
  fi
  mkdir -m 700 "$runtime"
  printf '[shell]\npanel-position=none\n' > "$work/weston.ini"
  (cd "$work" && exec env -u WAYLAND_DISPLAY -u WAYLAND_SOCKET -u DISPLAY XDG_RUNTIME_DIR="$runtime" \
    /usr/bin/weston --backend=headless-backend.so --use-pixman --socket="$socket" \
    --config="$work/weston.ini" --idle-time=0 > "$work/weston.log" 2>&1) &
  weston_pid=$!
  # Bounded wait (20 s) for the socket to listen (/proc/net/unix: flags __SO_ACCEPTCON, state 01).
  local listening=""
  for _ in $(seq 200); do
    if awk -v path="$runtime/$socket" '$8 == path && $4 == "00010000" && $6 == "01" { found = 1 } END { exit !found }' \
      /proc/net/unix; then listening=1; break; fi
    kill -0 "$weston_pid" 2> /dev/null || break
    sleep 0.1
  done
  if [ -z "$listening" ]; then
    fail "weston's socket $runtime/$socket never listened: $(tail -5 "$work/weston.log")"
    stop_weston
    return
  fi
  set +e
  (cd "$work/run" && env -i PATH=/usr/bin:/bin XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" \
    timeout 120 /usr/bin/playhead replay "$transcript" --window --no-hud --log "$work/window.jsonl" \
    > "$work/window.out" 2> "$work/window.err")
  local status=$?
  set -e
  local frames presented
  frames=$(grep -c '"type":"frame"' "$work/window.jsonl" 2> /dev/null || true)
  presented=$(grep '"type":"frame"' "$work/window.jsonl" 2> /dev/null | grep -c '"presented":[0-9]' || true)
  if [ $status -ne 0 ]; then
    fail "replay --window on headless weston: exit $status, $(tail -3 "$work/window.err")"
  elif [ "${frames:-0}" -eq 0 ] || [ $((presented * 100)) -lt $((frames * 99)) ]; then
    fail "replay --window on headless weston: $presented of ${frames:-0} frame records carry \"presented\""
  else
    pass "installed playhead replay --window on headless weston: exit 0, $presented of $frames frames presented"
  fi
  kill -0 "$weston_pid" 2> /dev/null && pass "weston still runs after the window closed" ||
    fail "weston exited under the window: $(tail -5 "$work/weston.log")"
  stop_weston
  # No display: an empty runtime folder and no WAYLAND_DISPLAY.
  mkdir -m 700 "$work/no-display"
  set +e
  (cd "$work/run" && env -i PATH=/usr/bin:/bin XDG_RUNTIME_DIR="$work/no-display" \
    timeout 30 /usr/bin/playhead replay "$transcript" --window --no-hud > "$work/nodisplay.out" 2> "$work/nodisplay.err")
  status=$?
  set -e
  if [ $status -eq 69 ] && [ "$(wc -l < "$work/nodisplay.err")" -eq 1 ] && grep -q 'WAYLAND_DISPLAY' "$work/nodisplay.err" &&
    [ ! -s "$work/nodisplay.out" ]; then
    pass "replay --window with no display: exit 69, $(cat "$work/nodisplay.err")"
  else
    fail "replay --window with no display: exit $status, stderr: $(cat "$work/nodisplay.err")"
  fi
}

# --- 5. dpkg installs it and purges it, leaving no file behind (postinst and postrm without a udev).
if dpkg-query -W -f='${Status}' playhead 2> /dev/null | grep -q 'installed'; then
  fail "playhead is already installed on this machine; not touching it (dpkg --purge playhead first)"
else
  # Every path the package has, files and directories: which exist before (a shared directory may).
  dpkg-deb --fsys-tarfile "$deb" | tar -t | sed 's|^\./|/|; s|/$||' | grep -v '^$' | LC_ALL=C sort > "$work/paths"
  while read -r p; do [ -e "$p" ] && echo "$p"; done < "$work/paths" > "$work/before"
  if $sudo dpkg -i "$deb" > "$work/dpkg-i.log" 2>&1; then
    pass "dpkg -i"
    [ "$(/usr/bin/playhead --version)" = "$(dpkg-deb -f "$deb" Version)" ] && (cd / && playhead transitions > /dev/null) &&
      pass "installed /usr/bin/playhead runs (--version, transitions)" || fail "installed /usr/bin/playhead does not run"
    dpkg -L playhead | LC_ALL=C sort > "$work/listed"
    comm -13 "$work/listed" <(sed 's|^|/|' "$work/expected-files") > "$work/unlisted"
    [ ! -s "$work/unlisted" ] && pass "dpkg -L lists every file" || fail "dpkg -L lacks $(cat "$work/unlisted")"
    window_checks
  else
    fail "dpkg -i failed: $(cat "$work/dpkg-i.log")"
  fi
  $sudo dpkg --purge playhead > "$work/dpkg-purge.log" 2>&1 && pass "dpkg --purge" ||
    fail "dpkg --purge failed: $(cat "$work/dpkg-purge.log")"
  while read -r p; do [ -e "$p" ] && echo "$p"; done < "$work/paths" > "$work/after"
  left=$(ls /var/lib/dpkg/info/playhead.* 2> /dev/null || true)
  if diff -u "$work/before" "$work/after" > "$work/left.diff" && [ -z "$left" ]; then
    pass "after purge every path is as before ($(wc -l < "$work/before") shared directories), no dpkg info left"
  else
    fail "left behind:"; cat "$work/left.diff" >&2; echo "$left" >&2
  fi
fi

# --- 6. lintian: no errors (warnings are explained in docs/packaging.md).
if ! command -v lintian > /dev/null; then
  echo "package-test: installing lintian" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends lintian > /dev/null
fi
if lintian --fail-on error --tag-display-limit 0 "$deb" > "$work/lintian" 2>&1; then
  pass "lintian: no errors ($(grep -c '^W:' "$work/lintian" || true) warnings, $(grep -c '^I:' "$work/lintian" || true) info)"
  sed 's/^/  /' "$work/lintian"
else
  fail "lintian:"; cat "$work/lintian" >&2
fi
grep -q '^E:' "$work/lintian" && fail "lintian printed errors"

if [ $failures -ne 0 ]; then
  echo "package-test: $failures check(s) failed" >&2
  exit 1
fi
echo "package-test: all checks passed"
