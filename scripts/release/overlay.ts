import { type YAMLMap, isMap, isSeq, parseDocument } from "yaml";
import { LABEL_VALUE, VERSION_LABEL } from "../../deploy/selectors.ts";

const DIGEST = /^sha256:[0-9a-f]{64}$/;

/** The overlay's `images:` entry for `image`, or an error naming what is missing. */
function imageEntry(text: string, image: string) {
  const document = parseDocument(text);
  const images = document.get("images");
  const entry = isSeq(images) ? images.items.find((item): item is YAMLMap => isMap(item) && item.get("name") === image) : undefined;
  if (entry === undefined) throw new Error(`the overlay has no images: entry named ${image}`);
  return { document, entry };
}

/** The repository the overlay deploys `image` from (its newName, or the name itself). */
export function overlayRepository(text: string, image: string): string {
  const newName: unknown = imageEntry(text, image).entry.get("newName");
  return typeof newName === "string" ? newName : image;
}

/**
 * The overlay deploying release `version` as `image` pinned to `digest`: `digest:` replaces
 * `newTag:`, since Kustomize would otherwise write both and a tag can be moved to other bytes; the
 * labels' app.kubernetes.io/version becomes `version`, which the peers Service selects
 * (docs/rolling-releases.md). The rest of the file, comments included, is left as written
 * (eemeli/yaml keeps them).
 */
export function pinRelease(text: string, image: string, digest: string, version: string): string {
  if (!DIGEST.test(digest)) throw new Error(`${digest} is not a sha256 digest`);
  if (!LABEL_VALUE.test(version)) throw new Error(`${version} cannot be a label's value (${LABEL_VALUE.source})`);
  const { document, entry } = imageEntry(text, image);
  entry.delete("newTag");
  entry.set("digest", digest);
  const labels = document.get("labels");
  const pairs = isSeq(labels)
    ? labels.items.flatMap((item) => (isMap(item) && isMap(item.get("pairs")) ? [item.get("pairs") as YAMLMap] : []))
    : [];
  const versioned = pairs.find((each) => each.has(VERSION_LABEL));
  if (versioned === undefined) throw new Error(`the overlay has no labels: pairs with ${VERSION_LABEL}`);
  versioned.set(VERSION_LABEL, version);
  return document.toString({ lineWidth: 0 });
}
