#!/usr/bin/env bash
# Runs on this machine what the nightly fuzz runs on CI (.github/workflows/nightly-fuzz.yml): SHARDS
# shards of `prescheck fuzz --shard I/N`, one after the other, each into its own corpus; then the
# merge job over the folders the CI shards would upload: corpus merge, replay, fail on new findings.
#
#   .ci/fuzz-smoke.sh [FUZZ OPTION ...]      (default options: --cases 200 --profile ci)
#
# Environment: SHARDS (default 2); WORK, the folder to work in (default: a new temporary one);
# PRESCHECK and BASELINE as for .ci/fuzz.sh. Exit status: that of the merge step (1 on new findings).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
SHARDS=${SHARDS:-2}
WORK=${WORK:-$(mktemp -d)}
if [ "$#" -eq 0 ]; then set -- --cases 200 --profile ci; fi
if [ -z "${PRESCHECK:-}" ]; then
    (cd "$here/.." && swift build -c release --product prescheck >&2)
    export PRESCHECK="$(cd "$here/.." && swift build -c release --show-bin-path)/prescheck"
fi
export SHARDS WORK
seed_options=()
case " $* " in *" --seed "*) ;; *) seed_options=(--seed "${PRESCHECK_SEED:-1}") ;; esac
shards=()
for ((index = 0; index < SHARDS; index++)); do
    "$here/fuzz.sh" shard "$index" "$SHARDS" "$WORK/shard-$index" "${seed_options[@]}" "$@"
    shards+=("$WORK/shard-$index/corpus/counterexamples")
done
"$here/fuzz.sh" merge "$WORK/merged" "${shards[@]}"
