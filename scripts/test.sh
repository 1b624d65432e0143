#!/usr/bin/env bash
# npm test: everything a change must pass, cheapest first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh
# The fixtures' installs and builds wait on the registry and the disk as much as on a core: beside
# the type check and lint, not on the way to the end-to-end step (docs/testing.md, "CI").
# Under a lock: the tester stack's mock image takes this build (scripts/tester-stack.sh).
mkdir -p .tmp
start_step "univers-marin fixtures (built when changed)" flock .tmp/fixtures.lock npm run --silent fixtures:build
type_check_and_lint
step "formatting"            npm run --silent format:check
step "unit tests"            npm run --silent test:unit
step "catalog completeness"  npm run --silent i18n:check
step "image and stack files" bash scripts/check-image-files.sh
step "build"                 npm run --silent build
step "end-to-end"            npm run --silent test:e2e
