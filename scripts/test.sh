#!/usr/bin/env bash
# npm test: everything a change must pass, cheapest first.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step's time is printed, so that a slow run says where its time went (docs/operations.md).
step() {
  local label="$1" started=$SECONDS
  shift
  printf '\n== %s\n' "$label"
  "$@"
  echo "test: $label took $((SECONDS - started)) s"
}
step "type check"            npm run --silent typecheck
step "lint"                  npm run --silent lint
step "formatting"            npm run --silent format:check
step "unit tests"            npm run --silent test:unit
step "catalog completeness"  npm run --silent i18n:check
step "image and stack files" bash scripts/check-image-files.sh
step "build"                 npm run --silent build
step "univers-marin fixtures (built when changed)" npm run --silent fixtures:build
step "end-to-end"            npm run --silent test:e2e
