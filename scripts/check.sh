#!/usr/bin/env bash
# npm run check: the quick loop before a commit, type check, lint and knip side by side, then the
# unit tests. npm test runs these and everything else.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/steps.sh
type_check_and_lint
step "unit tests" npm run --silent test:unit
