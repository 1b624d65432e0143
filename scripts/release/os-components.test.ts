import { describe, expect, it } from "vitest";
import { osComponents, parseApkInstalled, parseDpkgStatus, parseOsRelease } from "./os-components.ts";

const APK = `C:Q1abc=
P:musl
V:1.2.5-r10
A:x86_64
L:MIT

C:Q1def=
P:nginx
V:1.30.1-r1
A:x86_64
L:BSD-2-Clause
`;

const DPKG = `Package: libc6
Status: install ok installed
Architecture: amd64
Version: 2.36-9+deb12u10
Description: GNU C Library
 continuation: not a field

Package: removed-one
Status: deinstall ok config-files
Architecture: amd64
Version: 1.0

Package: nginx
Status: install ok installed
Architecture: amd64
Version: 1:1.22.1-9+deb12u2
`;

describe("the image's OS packages", () => {
  it("are read from Alpine's database with purls pkg:apk/alpine", () => {
    const components = osComponents(parseApkInstalled(APK), parseOsRelease('NAME="Alpine Linux"\nID=alpine\nVERSION_ID=3.22.2\n'));
    expect(components.map((component) => component.purl)).toEqual([
      "pkg:apk/alpine/musl@1.2.5-r10?arch=x86_64&distro=alpine-3.22.2",
      "pkg:apk/alpine/nginx@1.30.1-r1?arch=x86_64&distro=alpine-3.22.2",
    ]);
    expect(components[1]).toMatchObject({ name: "nginx", version: "1.30.1-r1", licenses: [{ license: { name: "BSD-2-Clause" } }] });
  });

  it("are read from dpkg's status (the stand-in), installed packages only, with purls pkg:deb/debian", () => {
    const components = osComponents(
      parseDpkgStatus(DPKG),
      parseOsRelease('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\nVERSION_ID="12"\n'),
    );
    expect(components.map((component) => component.purl)).toEqual([
      "pkg:deb/debian/libc6@2.36-9%2Bdeb12u10?arch=amd64&distro=debian-12",
      "pkg:deb/debian/nginx@1%3A1.22.1-9%2Bdeb12u2?arch=amd64&distro=debian-12",
    ]);
  });

  it("need an os-release naming the distribution", () => {
    expect(() => parseOsRelease("NAME=x\n")).toThrow(/no ID/);
  });
});
