#!/usr/bin/env bash
# The nightly fuzz job's steps, run by .github/workflows/nightly-fuzz.yml on CI, by the Kubernetes
# indexed job in README.md, and on this machine by .ci/fuzz-smoke.sh.
#
#   .ci/fuzz.sh shard I N OUT [FUZZ OPTION ...]
#       Copies the baseline corpus to OUT/corpus and runs shard I of N into it
#       (prescheck fuzz --shard I/N --corpus OUT/corpus ...). New counterexamples land in
#       OUT/corpus/counterexamples, the folder a CI job uploads. Finding something new (fuzz
#       exit 1) is not a failure here: the merge decides.
#   .ci/fuzz.sh merge OUT SHARD-FOLDER ...
#       Copies the baseline to OUT, merges the shard folders into it (prescheck corpus merge),
#       replays the merged corpus (prescheck replay), and fails if the merge added anything the
#       baseline did not have: a new finding.
#
# Environment: PRESCHECK, the prescheck command (default: build it in release mode and use that);
# BASELINE, the corpus the shards start from and the merge compares with (default: Corpus).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

if [ "$#" -eq 0 ]; then
    echo "usage: .ci/fuzz.sh shard I N OUT [FUZZ OPTION ...] | merge OUT SHARD-FOLDER ..." >&2
    exit 2
fi
BASELINE=${BASELINE:-$root/Corpus}
if [ -z "${PRESCHECK:-}" ]; then
    (cd "$root" && swift build -c release --product prescheck >&2)
    PRESCHECK="$(cd "$root" && swift build -c release --show-bin-path)/prescheck"
fi

copy_baseline() {
    mkdir -p "$1"
    if [ -d "$BASELINE" ]; then cp -R "$BASELINE/." "$1/"; fi
}

step=$1
shift
case "$step" in
shard)
    index=${1:?shard index}
    count=${2:?shard count}
    out=${3:?output folder}
    shift 3
    rm -rf "$out/corpus"
    copy_baseline "$out/corpus"
    status=0
    "$PRESCHECK" fuzz --shard "$index/$count" --corpus "$out/corpus" "$@" || status=$?
    # 0: nothing new; 1: new findings, saved in the corpus for the merge; anything else fails.
    if [ "$status" -gt 1 ]; then exit "$status"; fi
    mkdir -p "$out/corpus/counterexamples"
    ;;
merge)
    out=${1:?output folder}
    shift
    rm -rf "$out"
    copy_baseline "$out"
    if [ "$#" -gt 0 ]; then "$PRESCHECK" corpus merge --into "$out" "$@"; else echo "no shard folders to merge"; fi
    if find "$out" -name '*.json' | grep -q .; then
        "$PRESCHECK" replay "$out" > "$out.replay.txt" || {
            # Each file that missed a verdict, with what it missed.
            awk '/^== /{file=$0} /^MISSED|missed golden/{print file; print}' "$out.replay.txt"
            tail -n 1 "$out.replay.txt"
            echo "replay of the merged corpus failed; the full log is $out.replay.txt" >&2
            exit 1
        }
        tail -n 1 "$out.replay.txt"
    fi
    # A scenario file the baseline lacks, or holds with other bytes (a verdict added), is new.
    new=$(cd "$out" && find . -name '*.json' | sort | while IFS= read -r file; do
        cmp -s "$BASELINE/$file" "$file" || echo "  ${file#./}"
    done)
    if [ -n "$new" ]; then
        echo "new findings (not in $BASELINE):"
        echo "$new"
        exit 1
    fi
    echo "no new findings"
    ;;
*)
    echo "unknown step \"$step\" (accepted: shard, merge)" >&2
    exit 2
    ;;
esac
