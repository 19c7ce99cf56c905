#!/usr/bin/env bash
# The project's test command: every test of every crate.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace --locked "$@"
