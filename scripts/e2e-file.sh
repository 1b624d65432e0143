#!/usr/bin/env bash
# npm run test:e2e:file -- <spec file> [Playwright's options]: what the e2e stack serves built,
# then that one file run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh
if [ $# -eq 0 ]; then
  echo "usage: npm run test:e2e:file -- e2e/<file>.spec.ts [Playwright's options]" >&2
  exit 2
fi
step "build" npm run --silent build
step "univers-marin fixtures (built when changed)" npm run --silent fixtures:build
step "end-to-end" npm run --silent test:e2e -- "$@"
