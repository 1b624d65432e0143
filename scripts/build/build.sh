#!/usr/bin/env bash
# npm run build: label files, client bundle, server bundle for the export, exported pages,
# service worker, gzip.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx tsx scripts/build/compile-catalogs.ts
cp node_modules/@codegouvfr/react-dsfr/early-color-scheme.js public/color-scheme.js
npx vite build --logLevel warn
# The source maps stay out of dist/ (and so out of the image): sourcemaps/, for the team's debugging.
rm -rf sourcemaps && mkdir sourcemaps
find dist -name '*.map' -exec mv {} sourcemaps/ \;
npx vite build --ssr src/entry-server.tsx --outDir .tmp/server --emptyOutDir --logLevel warn
npx tsx scripts/build/prerender.ts
npx tsx scripts/build/check-dsfr-classes.ts
rm -rf dist/index.html dist/.vite
# After the export: the worker precaches the exported pages.
npx tsx scripts/build/build-service-worker.ts
npx tsx scripts/build/precompress.ts
