import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Compress once at build so that nginx never compresses per request. Every text file gets a .gz
 * beside it (gzip_static). The hashed assets and label files also get a brotli copy under
 * brotli/, at the same path (brotli/assets/x.js): brotli is a quarter to a third smaller on the
 * DSFR stylesheets, which a satellite link pays at 32 KB/s, and nginx has no brotli module in the
 * image, so default.conf picks the copy itself; keeping the .js/.css name gives it its MIME type.
 */
const COMPRESSIBLE = /\.(html|js|css|json|svg|map|txt|webmanifest)$/;
const BROTLI_UNDER = "assets";
const BROTLI_DIR = "brotli";

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function brotli(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const dist = join(import.meta.dirname, "..", "..", "dist");
let gzipped = 0;
let brotlied = 0;
for (const file of [...files(join(dist))]) {
  const path = relative(dist, file);
  if (!COMPRESSIBLE.test(file) || path.startsWith(`${BROTLI_DIR}/`)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  gzipped += 1;
  if (path.startsWith(`${BROTLI_UNDER}/`)) {
    const target = join(dist, BROTLI_DIR, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, brotli(body));
    brotlied += 1;
  }
}
console.log(`precompressed ${gzipped} files with gzip, ${brotlied} assets with brotli`);
