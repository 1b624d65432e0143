import { readFileSync, readdirSync, statSync } from "node:fs";
import { get } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";
import { OWN_STACK, PORTAL_URL } from "./stack";

/**
 * gzip work is paid once, at build (scripts/build/precompress.ts), never per request: nginx's
 * gzip_static sends the build's .gz file as it is. Proven by the bytes and the ETag, which
 * nginx derives from the file it sends: a response compressed on the fly would differ in both
 * (its ETag would be weak, and its length unknown in advance). Assets also go as brotli to a
 * browser that takes it: the build's copy under dist/brotli/, which nginx picks itself.
 */
const DIST = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");

interface Answer {
  readonly status: number | undefined;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** The answer's bytes as they travel: Playwright's and fetch's clients would inflate them. */
function getRaw(path: string, acceptEncoding: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    get(`${PORTAL_URL}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** nginx's ETag of a static file: its modification time and size, in hexadecimal. */
function etagOf(file: string): string {
  // nginx takes the whole seconds of the mtime; Node's Date rounds it to the millisecond, which
  // a file written in the last half millisecond of a second carries over into the next one.
  const { mtimeNs, size } = statSync(file, { bigint: true });
  return `"${(mtimeNs / 1_000_000_000n).toString(16)}-${size.toString(16)}"`;
}

test.describe("pages and assets are served precompressed", { tag: OWN_STACK }, () => {
  test("every page, script and stylesheet the build writes has its .gz beside it, every asset its brotli copy", () => {
    const files = readdirSync(DIST, { recursive: true, encoding: "utf8" });
    const compressible = files.filter(
      (file) => /\.(html|js|css)$/.test(file) && !file.startsWith("brotli/") && statSync(join(DIST, file)).size >= 512,
    );
    expect(compressible.length).toBeGreaterThan(100);
    const present = new Set(files);
    expect(compressible.filter((file) => !present.has(`${file}.gz`))).toEqual([]);
    const assets = compressible.filter((file) => file.startsWith("assets/"));
    expect(assets.length).toBeGreaterThan(20);
    expect(assets.filter((file) => !present.has(`brotli/${file}`))).toEqual([]);
  });

  test("an exported page, the entry script and the stylesheet: the .gz file's bytes and ETag", async () => {
    const html = readFileSync(join(DIST, "fr/login/index.html"), "utf8");
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    expect(script && stylesheet, "the page links its script and stylesheet").toBeTruthy();

    for (const [path, file] of [
      ["/fr/login", "fr/login/index.html"],
      [script, script.slice(1)],
      [stylesheet, stylesheet.slice(1)],
    ] as const) {
      const plain = join(DIST, file);
      const gz = `${plain}.gz`;
      expect(gunzipSync(readFileSync(gz)).equals(readFileSync(plain)), `${file}.gz holds ${file}`).toBe(true);

      const compressed = await getRaw(path, "gzip, deflate");
      expect(compressed.headers["content-encoding"], path).toBe("gzip");
      expect(compressed.headers.etag, `${path}: the ETag of ${file}.gz`).toBe(etagOf(gz));
      expect(compressed.headers["content-length"], path).toBe(String(statSync(gz).size));
      expect(compressed.body.equals(readFileSync(gz)), `${path}: the bytes of ${file}.gz`).toBe(true);

      // A client that does not take gzip gets the file itself.
      const identity = await getRaw(path, undefined);
      expect(identity.headers["content-encoding"], path).toBeUndefined();
      expect(identity.headers.etag, path).toBe(etagOf(plain));
      expect(identity.body.equals(readFileSync(plain)), path).toBe(true);
    }
  });

  test("assets go as the build's brotli copy to a browser that takes br, with their own type", async () => {
    const html = readFileSync(join(DIST, "fr/univers-marin/pmr/accueil-pmr/index.html"), "utf8");
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? "";
    for (const [path, type] of [
      [script, "application/javascript"],
      [stylesheet, "text/css"],
      ["/assets/i18n/content.fr.json", "application/json"],
    ] as const) {
      const copy = join(DIST, "brotli", path);
      expect(brotliDecompressSync(readFileSync(copy)).equals(readFileSync(join(DIST, path))), `brotli${path} holds ${path}`).toBe(true);

      for (const acceptEncoding of ["gzip, deflate, br, zstd", "br;q=0.5, gzip"]) {
        const answer = await getRaw(path, acceptEncoding);
        expect(answer.headers["content-encoding"], `${path} for ${acceptEncoding}`).toBe("br");
        expect(answer.headers["content-type"], path).toContain(type);
        expect(answer.headers.vary, path).toBe("Accept-Encoding");
        expect(answer.headers.etag, path).toBe(etagOf(copy));
        expect(answer.body.equals(readFileSync(copy)), `${path}: the bytes of brotli${path}`).toBe(true);
      }

      // Refused with q=0, or not offered: gzip, which also varies on Accept-Encoding.
      const refused = await getRaw(path, "gzip, br;q=0");
      expect(refused.headers["content-encoding"], path).toBe("gzip");
      expect(refused.headers.vary, path).toBe("Accept-Encoding");
    }
    // Pages are not given brotli: a few hundred bytes, against one more file per page and language.
    expect((await getRaw("/fr/login", "gzip, br")).headers["content-encoding"]).toBe("gzip");
  });

  test("the brotli copies are not served at their own path, where they would go without their encoding", async () => {
    const html = readFileSync(join(DIST, "fr/login/index.html"), "utf8");
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
    const answer = await getRaw(`/brotli${script}`, "br");
    expect(answer.status).toBe(404);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.includes(readFileSync(join(DIST, "brotli", script)))).toBe(false);
  });
});
