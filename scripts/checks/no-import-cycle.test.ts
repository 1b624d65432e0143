import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's configuration, this rule alone: no TypeScript program is built for it.
const eslint = new ESLint({
  cwd: process.cwd(),
  ruleFilter: ({ ruleId }) => ruleId === "local/no-import-cycle",
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function cycleMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

// Its first file reads the import graph of all of src/: seconds on a busy machine.
describe("the import-cycle rule of src/", { timeout: 60_000 }, () => {
  it("fails on a circle whose every edge is a type import", async () => {
    // load-plan.ts imports a type of scheduling.ts: a scheduling.ts that imports one back closes a circle.
    expect(
      await cycleMessages("src/boot/scheduling.ts", 'import type { PlanWaits } from "./load-plan";\nexport type Waits = PlanWaits;\n'),
    ).toEqual(["Import cycle: src/boot/scheduling.ts → src/boot/load-plan.ts → src/boot/scheduling.ts."]);
  });

  it("follows import() and re-exports too", async () => {
    const code = 'export { LOAD_PLAN } from "./load-plan";\nexport const plan = () => import("./load-plan");\n';
    expect(await cycleMessages("src/boot/scheduling.ts", code)).toHaveLength(2);
  });

  it("lets imports that flow one way pass", async () => {
    expect(
      await cycleMessages("src/boot/browser-waits.ts", 'import type { PlanWaits } from "./load-plan";\nexport type Waits = PlanWaits;\n'),
    ).toEqual([]);
  });
});
