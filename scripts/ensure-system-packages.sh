#!/usr/bin/env bash
# What the tests need from Debian: Chromium for the browser tests (a test tool's own browser
# download does not work here) and Java for the Nu Html Checker.
set -euo pipefail
missing=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } && [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if ! command -v java >/dev/null 2>&1; then missing+=(default-jre-headless); fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian packages for the tests: ${missing[*]}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
