import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/**
 * Marianne's faces leave the page's stylesheet for one of their own, so that a page can take
 * them later than its layout. A /univers-marin page shows the module's content, which waits for
 * the app, the module host and its stylesheet: on a first visit over a satellite link, Marianne's
 * three Latin faces (66 KB) took a third of the link while they came, for text that reads as
 * well in the metric-matched local font until then (vite-font-fallback.ts). The shell's pages
 * still link the stylesheet in their head, render-blocking as before (scripts/build/prerender.ts);
 * the /univers-marin pages link it for print, and the app applies it (src/boot/deferred-fonts.ts).
 */

/** Written beside Vite's manifest: the stylesheet's URL, for the export. */
export const MARIANNE_STYLESHEET_RECORD = ".vite/marianne-stylesheet.json";

// Marianne's own faces only: the local fallbacks ("Marianne fallback Arial"…) must stay with the
// layout, which they size.
const MARIANNE_FACE = /@font-face\{[^}]*font-family:"?Marianne"?(?=[;}])[^}]*\}/g;

/** The stylesheet without Marianne's faces, and those faces. */
export function takeMarianneFaces(css: string): { readonly rest: string; readonly faces: string } {
  const faces = css.match(MARIANNE_FACE) ?? [];
  return { rest: css.replace(MARIANNE_FACE, ""), faces: faces.join("") };
}

export function marianneStylesheet(): Plugin {
  return {
    name: "portal-marianne-stylesheet",
    // The export's server bundle writes no stylesheet.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "post",
    generateBundle(_options, bundle) {
      const found: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "asset" || !output.fileName.endsWith(".css")) continue;
        const { rest, faces } = takeMarianneFaces(String(output.source));
        if (faces === "") continue;
        // Its name was hashed with the faces in: renamed for what it now holds, so that a
        // release that changes what is taken out never reuses a name a browser keeps a year.
        const renamed = output.fileName.replace(
          /-[\w-]{8}\.css$/,
          `-${createHash("sha256").update(rest).digest("base64url").slice(0, 8)}.css`,
        );
        for (const other of Object.values(bundle)) {
          if (other.type === "chunk") {
            const css = other.viteMetadata?.importedCss;
            if (css?.delete(output.fileName)) css.add(renamed);
          } else if (other.fileName.endsWith(".html")) other.source = String(other.source).replaceAll(output.fileName, renamed);
        }
        Reflect.deleteProperty(bundle, output.fileName);
        this.emitFile({ type: "asset", fileName: renamed, source: rest });
        found.push(faces);
      }
      const [faces, ...more] = found;
      if (faces === undefined || more.length > 0) this.error(`Marianne's faces were expected in one stylesheet, found in ${found.length}`);
      const reference = this.emitFile({ type: "asset", name: "marianne.css", source: faces });
      this.emitFile({
        type: "asset",
        fileName: MARIANNE_STYLESHEET_RECORD,
        source: JSON.stringify({ href: `/${this.getFileName(reference)}` }),
      });
    },
  };
}
