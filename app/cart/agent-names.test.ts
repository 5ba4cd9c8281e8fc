import { describe, expect, it } from "vitest";
import { namedAgent, needsMoreAgents } from "~/cart/agent-names";

const SARA = { code: "AG02", name: "Sara Conti" };

describe("namedAgent", () => {
  it("is nobody for a cart or order the customer made", () => {
    expect(namedAgent(null, [SARA])).toBeNull();
    expect(namedAgent(undefined, [SARA])).toBeNull();
  });

  it("keeps the name the ERP gave", () => {
    expect(namedAgent({ code: "AG02", name: "S. Conti" }, [SARA])).toEqual({ code: "AG02", name: "S. Conti" });
  });

  it("names a code-only agent from the agents the page knows, else by the code", () => {
    expect(namedAgent({ code: "AG02", name: "" }, [{ code: "AG01", name: "Luca Bianchi" }, SARA])).toEqual(SARA);
    expect(namedAgent({ code: "AG07", name: "" }, [SARA])).toEqual({ code: "AG07", name: "AG07" });
    expect(namedAgent({ code: "AG02", name: "" }, [{ code: "AG02", name: "" }])).toEqual({ code: "AG02", name: "AG02" });
  });
});

describe("needsMoreAgents", () => {
  it("only for a code-only ref of an agent the page cannot name", () => {
    expect(needsMoreAgents([null, undefined, { code: "AG01", name: "Luca Bianchi" }], [])).toBe(false);
    expect(needsMoreAgents([{ code: "AG02", name: "" }], [SARA])).toBe(false);
    expect(needsMoreAgents([null, { code: "AG02", name: "" }], [])).toBe(true);
    expect(needsMoreAgents([{ code: "AG02", name: "" }], [{ code: "AG01", name: "Luca Bianchi" }])).toBe(true);
  });
});
