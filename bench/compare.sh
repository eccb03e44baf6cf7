#!/usr/bin/env bash
# Before/after in one sitting: benches on two commits, alternating, N runs each.
#   bench/compare.sh <before-rev> <after-rev> [runs=3]
# BENCHES="api-cart api-checkout web" picks the benches (default: api-cart api-catalogue). SAME_BENCH=1 copies
# the after commit's bench/ scripts (and the statement counter they use, apps/api/src/db/statements.ts)
# into the before worktree, so both print the same columns; the before commit's web build is made there.
# Each commit gets a worktree under .bench-compare/ (npm ci there). By default each runs on the Node its own
# install brings (npm run); SAME_NODE=1 runs both on this checkout's Node, so only the code differs.
# Output: .bench-compare/out/<before|after>-<bench>-<run>.txt and a log with the load average per run.
set -euo pipefail
cd "$(dirname "$0")/.."
before=$1 after=$2 runs=${3:-3}
root=.bench-compare out=.bench-compare/out
mkdir -p "$out"
this_node=$(readlink -f node_modules/.bin/node)
for v in before after; do
  rev=${!v}
  if [ ! -d "$root/$v" ]; then
    git worktree add --detach "$root/$v" "$rev" >/dev/null
    (cd "$root/$v" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund >/dev/null 2>&1)
  fi
done
if [ "${SAME_BENCH:-0}" = 1 ]; then
  cp "$root/after"/bench/*.ts "$root/after"/bench/*.cjs "$root/before/bench/"
  cp "$root/after/apps/api/src/db/statements.ts" "$root/before/apps/api/src/db/statements.ts"
fi
for v in before after; do
  case " ${BENCHES:-} " in *" web "*) (cd "$root/$v" && npm run -s build -w @ojas/web >/dev/null) ;; esac
done
for i in $(seq 1 "$runs"); do
  for v in before after; do
    for b in ${BENCHES:-api-cart api-catalogue}; do
      echo "== $v $b run $i $(date +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/log"
      if [ "${SAME_NODE:-0}" = 1 ]; then
        (cd "$root/$v" && "$this_node" node_modules/tsx/dist/cli.mjs "bench/$b.ts" >"../out/$v-$b-$i.txt" 2>&1)
      else
        (cd "$root/$v" && npm run -s "bench:$b" >"../out/$v-$b-$i.txt" 2>&1)
      fi
    done
  done
done
echo "done; remove with: git worktree remove --force $root/before && git worktree remove --force $root/after"
