// The floors (FLOORS in eslint.config.js) as `npm run lint` holds them: ESLint with the project's own
// config, on a few lines of code placed in one folder of app/, reports an import from a higher floor
// or from a folder on the same floor, and nothing for an import from below.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const RULE = "import-x/no-restricted-paths";

/** The floors' errors ESLint reports for `code` as the file `filePath`. */
async function floorErrors(filePath: string, code: string): Promise<string[]> {
  // Only the rule under test: the others (the cycle check walks the whole import graph) add time, not proof.
  const eslint = new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === RULE });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe("the floors", () => {
  it("fail the lint on an import from a higher floor", async () => {
    const errors = await floorErrors("app/erp/floor-fixture.ts", 'import { loadShell } from "~/shell/shell.server";\nexport { loadShell };\n');
    expect(errors).toEqual([expect.stringContaining("app/erp sits below that folder (FLOORS in eslint.config.js)")]);
  });

  it("fail it on an import between two folders of one floor", async () => {
    const errors = await floorErrors("app/page/floor-fixture.ts", 'import { buildMenuTree } from "~/ui/menu";\nexport { buildMenuTree };\n');
    expect(errors).toHaveLength(1);
  });

  it("pass an import from a lower floor", async () => {
    const errors = await floorErrors("app/cart/floor-fixture.ts", 'import { isErpError } from "~/erp/errors";\nexport { isErpError };\n');
    expect(errors).toEqual([]);
  });
});
