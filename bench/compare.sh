#!/usr/bin/env bash
# Before/after in one sitting: bench:api-cart and bench:api-catalogue on two commits, alternating, N runs each.
#   bench/compare.sh <before-rev> <after-rev> [runs=3]
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
for i in $(seq 1 "$runs"); do
  for v in before after; do
    for b in api-cart api-catalogue; do
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
