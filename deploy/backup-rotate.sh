#!/bin/sh
# deploy/backup-rotate.sh <directory> [keep]: one backup of the store (DATA_DIR) into <directory>
# as inquiries-<UTC time>.sqlite, then deletes all but the newest <keep> (default 14) of them.
# Run daily by deploy/law-firm-site-backup.service; old ones go only after a good new one.
set -eu
dir=${1:?usage: backup-rotate.sh <directory> [keep]}
keep=${2:-14}
case $keep in '' | *[!0-9]* | 0) echo "keep must be a whole number above 0 (got $keep)" >&2; exit 2 ;; esac
cd "$(dirname "$0")/.."
node --import tsx server/cli/backup.ts "$dir/inquiries-$(date -u +%Y-%m-%dT%H%M%SZ).sqlite"
# The names sort by time; the newest come first.
ls -1 "$dir" | grep -E '^inquiries-[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{6}Z\.sqlite$' | sort -r |
  tail -n +"$((keep + 1))" | while read -r old; do rm -f -- "$dir/$old"; done
