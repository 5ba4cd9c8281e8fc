import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS } from "./customers";

const README = fs.readFileSync(path.join(__dirname, "..", "README.md"), "utf8");

describe("the README's demo logins", () => {
  it("lists every demo customer and agent with the password and what signing in shows", () => {
    const section = README.slice(README.indexOf("## Demo logins"), README.indexOf("\n## ", README.indexOf("## Demo logins") + 1));
    const rows = section.split("\n").filter((line) => line.startsWith("| `"));
    const expected = [
      ...DEMO_CUSTOMERS.map((customer) => [customer.username, customer.password, customer.company, customer.shows]),
      ...DEMO_AGENTS.map((agent) => [agent.username, agent.password, `sales agent ${agent.name} (${agent.code})`, agent.shows]),
    ].map(([username, password, who, shows]) => `| \`${username}\` | \`${password}\` | ${who} | ${shows} |`);
    expect(rows).toEqual(expected);
  });
});
