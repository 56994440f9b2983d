#!/usr/bin/env bash
# Runs the unit and browser tests with every process's clock set to an Amman time and running on
# from there (libfaketime, Debian's `faketime`): the proof that no test depends on the hour it is
# run at (issue 36). The time is Amman's whatever the machine's zone; the build is the one in
# build/ (run `npm run build` first).
#   bash scripts/at-clock.sh "2026-12-03 23:30"   # a Thursday, half an hour before midnight
#   bash scripts/at-clock.sh "2027-05-14 11:50"   # a Friday before Arafat Day and Eid al-Adha
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
run npx vitest run "$@"
run npx playwright test
