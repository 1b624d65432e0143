#!/usr/bin/env bash
# The end-to-end suite needs nginx, envsubst and a Chromium, and its cross-engine journeys
# (engines/, docs/cross-engine.md) Firefox ESR, WebKitGTK's WebDriver and an X server of their
# own. On Debian as root they are installed; otherwise the exact command to run is printed.
set -euo pipefail
missing=()
command -v nginx >/dev/null || missing+=(nginx)
command -v envsubst >/dev/null || missing+=(gettext-base)
command -v busybox >/dev/null || missing+=(busybox)
command -v dash >/dev/null || missing+=(dash)
if ! command -v chromium >/dev/null && [ -z "$(ls -d "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium* 2>/dev/null)" ]; then
  missing+=(chromium)
fi
command -v firefox-esr >/dev/null || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "installing ${missing[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "missing: ${missing[*]}. Run: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
