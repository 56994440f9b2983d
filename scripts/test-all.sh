#!/usr/bin/env bash
# Every check, in the order that fails fastest: what CI runs (`npm test`).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's time, printed at the end (and on failure): the gate's budget is 8 minutes.
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

step "Debian packages (Chromium, Java, Caddy)"
bash scripts/ensure-system-packages.sh
[ -d node_modules ] || npm install --no-audit --no-fund

step "Types"
npm run --silent typecheck
step "Lint"
npm run --silent lint
step "Formatting"
npm run --silent format:check
step "Build (prerender every page in both languages)"
npm run --silent build
step "Unit and server tests"
npx vitest run
step "Booking time arithmetic under zones other than the machine's and Amman's"
TZ=America/New_York npx vitest run app/booking
TZ=Pacific/Kiritimati npx vitest run app/booking
# The firm's side: mails, invitations, reminders, link expiry and the feed on Amman's clock.
TZ=America/New_York npx vitest run server/bookings server/inquiries/firm-mail.test.ts server/cli server/calendars
step "Budgets"
npm run --silent check:budgets
step "HTML validity"
npm run --silent check:html
step "Browser tests"
npx playwright test
