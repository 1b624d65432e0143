import { type YAMLMap, isMap, isSeq, parseDocument } from "yaml";

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
 * The overlay with `image` pinned to `digest`: `digest:` replaces `newTag:`, since Kustomize would
 * otherwise write both and a tag can be moved to other bytes. The rest of the file, comments
 * included, is left as written (eemeli/yaml keeps them).
 */
export function pinImageDigest(text: string, image: string, digest: string): string {
  if (!DIGEST.test(digest)) throw new Error(`${digest} is not a sha256 digest`);
  const { document, entry } = imageEntry(text, image);
  entry.delete("newTag");
  entry.set("digest", digest);
  return document.toString({ lineWidth: 0 });
}
