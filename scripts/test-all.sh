#!/usr/bin/env bash
# Every check: what CI runs (`npm test`). The gate's budget is 8 minutes on the 2-core machine, so
# stages that do not wait for each other run side by side, and the site is built once, for
# every stage that reads it (the server tests, the budgets, the HTML check, the browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's time, printed at the end (and on failure). Stages run side by side are marked so,
# with the time of the group they ran in: their own times add up to more than the wall clock.
times=()
stage_name=""
stage_start=$SECONDS
finish_stage() {
  [ -n "$stage_name" ] && times+=("$(printf '%5ss  %s' $((SECONDS - stage_start)) "$stage_name")")
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
  printf '\n== %s\n' "$*"
}

# together NAME COMMAND [NAME COMMAND ...]: runs the commands side by side, each in its own shell
# with its output kept apart, then prints each one's output under its name as it ends, and its
# time. Fails, after all have ended, if any failed.
together() {
  finish_stage
  stage_name=""
  local group_start=$SECONDS dir names=() pids=() failed=() i
  dir=$(mktemp -d)
  i=0
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      start=$SECONDS
      status=0
      bash -c "set -euo pipefail; $2" >"$dir/$i.log" 2>&1 || status=$?
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
    times+=("$(printf '%5ss  %s (side by side)' "$(cat "$dir/$i.time")" "${names[$i]}")")
    [ $status -eq 0 ] || failed+=("${names[$i]}")
  done
  times+=("$(printf '%5ss  … the side-by-side group above, on the clock' $((SECONDS - group_start)))")
  rm -rf "$dir"
  if [ ${#failed[@]} -gt 0 ]; then
    printf '\nFailed: %s\n' "${failed[*]}"
    return 1
  fi
}

step "Debian packages (Chromium, Java, Caddy)"
bash scripts/ensure-system-packages.sh
[ -d node_modules ] || npm install --no-audit --no-fund

# The build is mostly one core's work (the prerender, brotli); tsc and eslint are one core each.
# The build does not read what typegen writes (.react-router/types: `react-router build` makes
# none), and eslint here reads no types.
together \
  "Build (prerender every page in both languages)" "npm run --silent build" \
  "Types, then lint and formatting" \
  "npm run --silent typecheck && npm run --silent lint && npm run --silent format:check"

step "Unit and server tests"
npx vitest run

# Booking time arithmetic, and the firm's side (mails, invitations, reminders, link expiry, the
# feed on Amman's clock), under a zone far from the machine's and Amman's: UTC+14, 11 hours ahead
# of Amman, so an Amman afternoon is the next day there. New York's pass is gone: no code reads
# the local clock (no getHours/getDate/setDate…, only the year), so its summer time had nothing
# to catch that a zone at another offset does not.
zone_tests="app/booking server/bookings server/inquiries/firm-mail.test.ts server/cli server/calendars"
# The budgets load each page in Chromium, mostly waiting (network idle, the 4× CPU slowdown's
# pauses), so the zone pass and the HTML check (Java) take the other core meanwhile.
together \
  "Budgets" "npm run --silent check:budgets" \
  "Far zone (Pacific/Kiritimati), then HTML validity" \
  "TZ=Pacific/Kiritimati npx vitest run $zone_tests && npm run --silent check:html"

step "Browser tests"
npx playwright test
