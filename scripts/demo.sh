#!/usr/bin/env bash
# The README's main command: installs what is missing, builds, and runs `playhead demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --product playhead
# The testbed's preload library, which `demo` puts under umockdev (found beside the binary).
swift build -c release --product PlayheadPreload
exec .build/release/playhead demo "$@"
