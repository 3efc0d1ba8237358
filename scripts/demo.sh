#!/usr/bin/env bash
# The README's main command: installs what is missing, builds, and runs `playhead demo`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
swift build -c release --product playhead
exec .build/release/playhead demo "$@"
