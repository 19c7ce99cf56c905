#!/usr/bin/env bash
# Fuzzes the readers (docs/fuzzing.md): builds the cargo-fuzz targets with the stable
# toolchain (no sanitizer, debug assertions on) and runs each for SECONDS (default 60) from its
# seed corpus, with bounded memory and a time limit per input. Fails on the first crash, hang
# or out-of-memory; libFuzzer leaves the input in fuzz/artifacts/<target>/.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET...]   (needs `cargo install cargo-fuzz --locked`)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(pbn lin json dds_hands transcript session three_handed)

cargo fuzz build --sanitizer none --debug-assertions
for target in "${targets[@]}"; do
  case "$target" in
    transcript | session | three_handed) seeds=crates/formats/tests/transcripts ;;
    *) seeds=fuzz/corpus/$target ;;
  esac
  # New inputs go to a scratch directory: the committed seeds stay as they are.
  scratch=fuzz/target/corpus/$target
  mkdir -p "$scratch"
  echo "== fuzz $target for ${seconds}s (seeds: $seeds)"
  cargo fuzz run --sanitizer none --debug-assertions "$target" "$scratch" "$seeds" -- \
    -max_total_time="$seconds" -timeout=5 -rss_limit_mb=512 -malloc_limit_mb=512 \
    -max_len=8192 -print_final_stats=1 2>&1 | grep -a -v '^#[0-9]' || exit 1
done
