#!/usr/bin/env bash
# What the dev server needs besides the sources: compiled label files and DSFR's colour-scheme script.
set -euo pipefail
cd "$(dirname "$0")/.."
node_modules/.bin/tsx scripts/build/compile-catalogs.ts >/dev/null
cp node_modules/@codegouvfr/react-dsfr/early-color-scheme.js public/color-scheme.js
