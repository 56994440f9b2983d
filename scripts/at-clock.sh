#!/usr/bin/env bash
# Runs the unit and browser tests with the clock set to an Amman time and running on from there:
# the proof that no test depends on the hour it is run at (issue 36). The unit tests run under
# libfaketime (Debian's `faketime`), but for the two that start Caddy or Chromium, which cannot
# run under it (they keep the real clock and read no time); the browser tests keep their runner and Chromium on the real clock
# and move the servers' (faketime) and the pages' (Playwright's clock) by the same offset
# (tests/e2e/clock.ts). The time is Amman's whatever the machine's zone; the build is the one in
# build/ (run `npm run build` first).
#   bash scripts/at-clock.sh "2026-12-03 23:30"   # a Thursday, half an hour before midnight
#   bash scripts/at-clock.sh "2027-05-14 11:50"   # a Friday before Arafat Day and Eid al-Adha
#   bash scripts/at-clock.sh "2026-12-09 16:00"   # a Wednesday afternoon, a working day's last hours
#     (at 16:00 on a Wednesday the lifecycle walk once failed: the first free time was Monday's)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: bash scripts/at-clock.sh 'YYYY-MM-DD HH:MM' (Amman time)" >&2; exit 2; }
if ! command -v faketime >/dev/null 2>&1; then
  SUDO=""
  [ "$(id -u)" != 0 ] && SUDO="sudo"
  $SUDO apt-get install -y -qq faketime >/dev/null || { $SUDO apt-get update -qq && $SUDO apt-get install -y -qq faketime >/dev/null; }
fi
target=$(TZ=Asia/Amman date -d "$1" +%s)
offset=$((target - $(date +%s)))
sign=$([ "$offset" -ge 0 ] && echo "+" || echo "")
# The wall clock moves; the monotonic clock (timers, timeouts) is left alone.
export FAKETIME_DONT_FAKE_MONOTONIC=1
run() { faketime -f "${sign}${offset}s" "$@"; }
echo "== The clock reads $(run date -u '+%Y-%m-%d %H:%M UTC') ($(TZ=Asia/Amman run date '+%A %H:%M') in Amman)"
shift
status=0
# Caddy and Chromium do not start under libfaketime: their two test files run on the real clock
# (neither reads the time); Java's HTML check is left out of the faking.
real_clock="deploy/caddy.test.ts server/mail/mails-look.test.ts"
exclude=()
for file in $real_clock; do exclude+=(--exclude "$file"); done
FAKETIME_SKIP_CMDS=java run npx vitest run "${exclude[@]}" "$@" || status=1
# shellcheck disable=SC2086
[ $# -gt 0 ] || npx vitest run $real_clock || status=1
preload=$(dpkg -L libfaketime | grep '/libfaketime.so.1$' | head -1)
AT_CLOCK_OFFSET_S=$offset AT_CLOCK_PRELOAD=$preload npx playwright test || status=1
exit $status
