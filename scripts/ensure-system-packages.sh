#!/usr/bin/env bash
# What the checks need from Debian: Chromium's headless shell for the browser tests and the budgets
# (a test tool's own browser download does not work here; decision 0019), Java for the Nu Html
# Checker, and Caddy, which deploy/caddy.test.ts runs with the shipped deploy/Caddyfile in front of
# the server. Chromium itself too, for `npm run lighthouse` and scripts/make-images.ts, which
# `npm test` does not run: a fresh machine set up by `npm test` can run them.
set -euo pipefail
missing=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if ! { [ -n "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] && [ -x "$CHROMIUM_HEADLESS_SHELL_PATH" ]; } && [ ! -x /usr/bin/chromium-headless-shell ]; then missing+=(chromium-headless-shell); fi
if ! command -v java >/dev/null 2>&1; then missing+=(default-jre-headless); fi
if ! command -v caddy >/dev/null 2>&1; then missing+=(caddy); fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages for the tests: ${missing[*]}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
# Debian starts the caddy service on port 80 when it installs it; the tests run their own Caddy,
# so a machine that got caddy only for them is not left serving Debian's placeholder page.
if [[ " ${missing[*]} " == *" caddy "* ]] && [ -d /run/systemd/system ]; then
  echo "Stopping and disabling the caddy service Debian started (the tests start their own)"
  $SUDO systemctl disable --now caddy.service >/dev/null 2>&1 || true
fi
