#!/usr/bin/env bash
# Every check: what CI runs (`npm test`). The gate's budget is 8 minutes on the 2-core machine, so
# stages that do not wait for each other run side by side, and the site is built once, for
# every stage that reads it (the server tests, the budgets, the HTML check, the browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's time, printed at the end (and on failure). Stages run side by side are marked so,
# with the time of the group they ran in: their own times add up to more than the wall clock.
# Beside each time, how busy the machine's cores were meanwhile (from /proc/stat): a stage well
# under 100 % waits, and could share its time with another.
times=()
stage_name=""
stage_start=$SECONDS
cpu_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $6 + $7 + $8, $5 }' /proc/stat; }
stage_cpu=$(cpu_ticks)
cpu_busy() {
  local busy idle busy0 idle0
  read -r busy idle <<<"$(cpu_ticks)"
  read -r busy0 idle0 <<<"$1"
  echo $(((busy - busy0) * 100 / (busy - busy0 + idle - idle0 + 1)))
}
finish_stage() {
  [ -n "$stage_name" ] && times+=("$(printf '%5ss  %s (cores %s %% busy)' \
    $((SECONDS - stage_start)) "$stage_name" "$(cpu_busy "$stage_cpu")")")
  return 0
}
report() {
  finish_stage
  stage_name=""
  printf '\n== Time per stage\n'
  printf '%s\n' "${times[@]}"
  printf '%5ss  in all\n' "$SECONDS"
}
trap report EXIT
step() {
  finish_stage
  stage_name="$*"
  stage_start=$SECONDS
  stage_cpu=$(cpu_ticks)
  printf '\n== %s\n' "$*"
}

# timed NAME COMMAND...: inside a side-by-side command, runs one stage of it and notes its time.
timed() {
  local name=$1 start=$SECONDS status=0
  shift
  printf '\n-- %s\n' "$name"
  "$@" || status=$?
  printf '%5ss  %s%s\n' $((SECONDS - start)) "$name" "$([ $status -eq 0 ] || echo ' (FAILED)')" \
    >>"$STAGE_TIMES"
  return $status
}
export -f timed

# together NAME COMMAND [NAME COMMAND ...]: runs the commands side by side, each in its own shell
# with its output kept apart, then prints each one's output under its name as it ends, and the
# times of the stages it ran (each `timed` one, else the whole). Returns 1, after all have
# ended, if any failed.
together() {
  finish_stage
  stage_name=""
  local group_start=$SECONDS group_cpu dir names=() pids=() failed=() i
  group_cpu=$(cpu_ticks)
  dir=$(mktemp -d)
  i=0
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      start=$SECONDS
      status=0
      # A failed `timed` stage does not stop the ones after it: each says whether it passed.
      STAGE_TIMES="$dir/$i.stages" bash -c "set -uo pipefail; $2
        status=\$?; if grep -qs FAILED \"\$STAGE_TIMES\"; then exit 1; fi; exit \$status" \
        >"$dir/$i.log" 2>&1 || status=$?
      echo $((SECONDS - start)) >"$dir/$i.time"
      exit $status
    ) &
    pids+=($!)
    i=$((i + 1))
    shift 2
  done
  printf '\n== Side by side: %s\n' "$(IFS='|'; echo "${names[*]}" | sed 's/|/ · /g')"
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    printf '\n== %s%s\n' "${names[$i]}" "$([ $status -eq 0 ] || echo ' (FAILED)')"
    cat "$dir/$i.log"
    if [ -s "$dir/$i.stages" ]; then
      while IFS= read -r line; do times+=("$line (side by side)"); done <"$dir/$i.stages"
    else
      times+=("$(printf '%5ss  %s (side by side)' "$(cat "$dir/$i.time")" "${names[$i]}")")
    fi
    [ $status -eq 0 ] || failed+=("${names[$i]}")
  done
  times+=("$(printf '%5ss  … the side-by-side stages above, on the clock (cores %s %% busy)' \
    $((SECONDS - group_start)) "$(cpu_busy "$group_cpu")")")
  rm -rf "$dir"
  if [ ${#failed[@]} -gt 0 ]; then
    printf '\nFailed: %s\n' "${failed[*]}"
    return 1
  fi
}

failures=()
step "Debian packages (Chromium and its headless shell, Java, Caddy)"
bash scripts/ensure-system-packages.sh
[ -d node_modules ] || npm install --no-audit --no-fund

# Two lanes side by side. The build, then the budgets (each page loaded in Chromium's headless
# shell, its tasks measured by their CPU time, which the other lane's work does not stretch:
# scripts/page-loads.ts). Beside them, what reads no build: types, lint and formatting (the build
# reads nothing typegen writes, .react-router/types); that lane ends first, so it then checks the
# built HTML, once the build is there. Everything after reads the build, so a failed build stops
# the run; any other failing stage does not, so one run names every failure (listed at the end,
# and the run fails).
build_done=$(mktemp -u)
build_failed=$(mktemp -u)
export build_done build_failed
together \
  "Build, budgets" \
  "timed 'Build (prerender every page in both languages)' npm run --silent build || { touch \"\$build_failed\"; exit 1; }
   touch \"\$build_done\"
   timed Budgets npm run --silent check:budgets" \
  "Types, lint, formatting, HTML validity" \
  "timed Types npm run --silent typecheck
   timed Lint npm run --silent lint
   timed Formatting npm run --silent format:check
   until [ -e \"\$build_done\" ] || [ -e \"\$build_failed\" ]; do sleep 1; done
   [ -e \"\$build_failed\" ] || timed 'HTML validity' npm run --silent check:html" || failures+=("a stage side by side")
rm -f "$build_done"
if [ -e "$build_failed" ]; then
  rm -f "$build_failed"
  printf '\nThe build failed: nothing after it can run.\n'
  exit 1
fi

# With the far zone's pass (Pacific/Kiritimati, vitest.config.ts) as a project of the same run.
step "Unit and server tests, and the far zone's"
npx vitest run || failures+=("Unit and server tests")

step "Browser tests"
npx playwright test || failures+=("Browser tests")

finish_stage
stage_name=""
if [ ${#failures[@]} -gt 0 ]; then
  printf '\nFailed: %s\n' "$(IFS=','; echo "${failures[*]}" | sed 's/,/; /g')"
  exit 1
fi
