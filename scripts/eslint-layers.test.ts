import { readdirSync } from "node:fs";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own configuration, on text placed in a layer: what `npm run lint` would say of
// these two rules. Without the type-aware rules, no TypeScript program is built: seconds saved.
const LAYER_RULES = new Set(["no-restricted-imports", "no-restricted-syntax", "import-x/no-restricted-paths"]);
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => LAYER_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

describe("the layers' lint rule (imports flow one way)", () => {
  it("refuses a lower layer's import of a higher one, static or with import()", async () => {
    const messages = await layerMessages(
      "src/api/errors.ts",
      'import { MENU_ID } from "../layout/header/main-menu";\nexport const menu = () => import("../layout/header/MainMenu");\nexport { MENU_ID };\n',
    );
    expect(messages).toEqual([
      "'../layout/header/main-menu' import is restricted from being used by a pattern. src/api may not import src/layout (docs/architecture.md: imports flow one way).",
      "src/api may not import src/layout, not even with import() (docs/architecture.md: imports flow one way).",
    ]);
  });

  it("lets a layer import its own modules and those below it, with import() too", async () => {
    expect(
      await layerMessages(
        "src/layout/header/SiteHeader.tsx",
        'export const menu = () => import("./MainMenu");\nexport const api = () => import("../../api/errors");\n',
      ),
    ).toEqual([]);
  });

  it("refuses a feature's import of another feature, for every folder of src/features", async () => {
    const folders = readdirSync("src/features");
    expect(folders.length).toBeGreaterThan(5);
    for (const feature of folders) {
      const other = feature === "site-map" ? "errors/error-codes" : "site-map/site-map";
      const messages = await layerMessages(
        `src/features/${feature}/probe.ts`,
        `export const other = () => import("../${other}");\nexport { SITE_MAP } from "../${other}";\n`,
      );
      expect(messages, feature).toHaveLength(2);
      expect(messages[0], feature).toContain(`src/features/${feature} may only import`);
    }
  });

  it("lets a feature import the features it names, and the layers below", async () => {
    expect(
      await layerMessages(
        "src/features/account/probe.ts",
        'export { useMedicalLogout } from "../medical-appointment/useMedicalLogout";\nexport { useSession } from "../../session/useSession";\n',
      ),
    ).toEqual([]);
  });

  it("keeps the shared hooks of src/ui below the session", async () => {
    expect(await layerMessages("src/ui/probe.ts", 'export { useSession } from "../session/useSession";\n')).toEqual([
      "'../session/useSession' import is restricted from being used by a pattern. src/ui may not import src/session (docs/architecture.md: imports flow one way).",
    ]);
  });

  it("keeps src/boot above every layer, the app's included, its load plan too", async () => {
    expect(
      await layerMessages(
        "src/app/probe.ts",
        'export { bootApp } from "../boot/boot-app";\nexport const entry = () => import("../boot/entry");\n',
      ),
    ).toEqual([
      "'../boot/boot-app' import is restricted from being used by a pattern. src/app may not import src/boot (docs/architecture.md: imports flow one way).",
      "src/app may not import src/boot, not even with import() (docs/architecture.md: imports flow one way).",
    ]);
    expect(
      await layerMessages(
        "src/features/univers-marin/probe.ts",
        'export { LOAD_PLAN } from "../../boot/load-plan";\nexport const scheduling = () => import("../../boot/scheduling");\n',
      ),
    ).toEqual([
      "'../../boot/load-plan' import is restricted from being used by a pattern. src/features may not import src/boot (docs/architecture.md: imports flow one way).",
      "src/features may not import src/boot, not even with import() (docs/architecture.md: imports flow one way).",
    ]);
  });
}, 60_000);
