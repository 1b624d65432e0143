import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const page = join(root, "docs", "architecture.md");
const text = readFileSync(page, "utf8");

/** Markdown links to files of the repository, relative to the page. */
const links = [...text.matchAll(/\]\((?!https?:|#)([^)#\s]+)(?:#[^)]*)?\)/g)].map(([, target = ""]) => target);
/** Paths named in code spans: `src/…`, `scripts/…`, `nginx/…`, `docker/…`, `mock/…`, `e2e/…`. */
const named = [...text.matchAll(/`((?:src|scripts|nginx|docker|mock|e2e)\/[^`*<>]+?)`/g)].map(([, path = ""]) => path);

describe("docs/architecture.md", () => {
  it("links to files that exist", () => {
    expect(links.length).toBeGreaterThan(40);
    const dead = links.filter((target) => !existsSync(join(dirname(page), target)));
    expect(dead, "dead links in docs/architecture.md").toEqual([]);
  });

  it("names paths that exist", () => {
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter((path) => !existsSync(join(root, path.replace(/\/$/, ""))));
    expect(missing, "paths named in docs/architecture.md that are gone").toEqual([]);
  });

  it("has a rule for every numbered point of the specification", () => {
    const points = new Set([...text.matchAll(/^\| (\d) \|/gm)].map(([, point]) => Number(point)));
    expect([...points].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
