import type { Component } from "./cyclonedx.ts";

export interface OsRelease {
  /** os-release's ID: alpine, debian. */
  readonly id: string;
  readonly versionId: string;
}

export interface OsPackage {
  readonly name: string;
  readonly version: string;
  readonly arch: string;
  readonly license?: string;
}

/** /etc/os-release's ID and VERSION_ID (quoted or not). */
export function parseOsRelease(text: string): OsRelease {
  const field = (key: string) => new RegExp(`^${key}="?([^"\\n]*)"?$`, "m").exec(text)?.[1];
  const id = field("ID");
  if (id === undefined) throw new Error("/etc/os-release has no ID");
  return { id, versionId: field("VERSION_ID") ?? "" };
}

/** The stanzas of a package database: blank-line separated, the first value of each key kept. */
function stanzas(text: string, separator: ":" | ": "): Map<string, string>[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split("\n")) {
        // A dpkg field's continuation lines start with a space: no field of their own.
        if (line.startsWith(" ")) continue;
        const at = line.indexOf(separator);
        if (at > 0 && !fields.has(line.slice(0, at))) fields.set(line.slice(0, at), line.slice(at + separator.length).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

/** Alpine's /lib/apk/db/installed (what `apk info -v` lists): P name, V version, A arch, L license. */
export function parseApkInstalled(text: string): OsPackage[] {
  return stanzas(text, ":").flatMap((fields) => {
    const [name, version, arch] = [fields.get("P"), fields.get("V"), fields.get("A")];
    if (name === undefined || version === undefined || arch === undefined) return [];
    const license = fields.get("L");
    return [{ name, version, arch, ...(license !== undefined ? { license } : {}) }];
  });
}

/** Debian's /var/lib/dpkg/status (what dpkg-query lists), the installed packages only. */
export function parseDpkgStatus(text: string): OsPackage[] {
  return stanzas(text, ": ").flatMap((fields) => {
    const [name, version, arch] = [fields.get("Package"), fields.get("Version"), fields.get("Architecture")];
    if (name === undefined || version === undefined || arch === undefined || fields.get("Status") !== "install ok installed") return [];
    return [{ name, version, arch }];
  });
}

/** Each package as a component, its purl as the purl spec writes apk and deb packages. */
export function osComponents(packages: readonly OsPackage[], os: OsRelease): Component[] {
  const type = os.id === "alpine" ? "apk" : "deb";
  const distro = encodeURIComponent(`${os.id}-${os.versionId}`);
  return packages
    .map((pkg) => {
      const purl = `pkg:${type}/${os.id}/${encodeURIComponent(pkg.name)}@${encodeURIComponent(pkg.version)}?arch=${encodeURIComponent(pkg.arch)}&distro=${distro}`;
      return {
        type: "library" as const,
        "bom-ref": purl,
        name: pkg.name,
        version: pkg.version,
        purl,
        ...(pkg.license !== undefined ? { licenses: [{ license: { name: pkg.license } }] } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
