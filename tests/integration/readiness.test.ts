// /readyz asks the ERP what a page would, with the application token, and names what fails.
import { describe, expect, it } from "vitest";
import { erpReadiness } from "~/erp/client.server";
import { loadEnv } from "~/platform/env.server";
import { useTestErp } from "../support/harness";

const erp = useTestErp();

describe("ERP readiness", () => {
  it("is ready while the ERP answers the application's calls", async () => {
    expect(await erpReadiness()).toBeNull();
  });

  it("names the upstream that does not answer, then is ready again by itself", async () => {
    await erp.withFaults([{ path: "/hub/search/search", reset: true }], async () => {
      expect(await erpReadiness()).toBe("hub unreachable");
    });
    await erp.withFaults([{ path: "/api/method/mymb_ecommerce.controllers.wrapper.autocomplete", status: 500 }], async () => {
      expect(await erpReadiness()).toMatch(/^api failing/);
    });
    expect(await erpReadiness()).toBeNull();
  });

  it("is not ready while the ERP refuses the application token", async () => {
    loadEnv({ ...process.env, ERP_APP_TOKEN: "not-the-application-token" });
    try {
      expect(await erpReadiness()).toBe("hub refuses the application token, api refuses the application token");
    } finally {
      loadEnv();
    }
    expect(await erpReadiness()).toBeNull();
  });
});
