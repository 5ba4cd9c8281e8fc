import { describe, expect, it, vi } from "vitest";
import { deploymentHas, unlessNotOnThisErp } from "./deployment.server";
import { ErpError } from "./errors";

const notFound = () => new ErpError({ upstream: "hub", call: "/account/returns", kind: "http", status: 404 });
const serverError = () => new ErpError({ upstream: "hub", call: "/account/returns", kind: "server", status: 500 });

describe("what a deployment has", () => {
  it("answers null for a call answered 404, and does not ask again for a minute", async () => {
    const read = vi.fn().mockRejectedValue(notFound());
    expect(await unlessNotOnThisErp("lacking", read, 0)).toBeNull();
    expect(await unlessNotOnThisErp("lacking", read, 59_999)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
    read.mockResolvedValue(["a list"]);
    expect(await unlessNotOnThisErp("lacking", read, 60_000)).toEqual(["a list"]);
  });

  it("reads every time a call the deployment has, and lets other failures through unremembered", async () => {
    const read = vi.fn().mockResolvedValue([]);
    await unlessNotOnThisErp("present", read, 0);
    await unlessNotOnThisErp("present", read, 1);
    expect(read).toHaveBeenCalledTimes(2);
    read.mockRejectedValueOnce(serverError());
    await expect(unlessNotOnThisErp("present", read, 2)).rejects.toThrow(ErpError);
    expect(await unlessNotOnThisErp("present", read, 3)).toEqual([]);
  });

  it("probes whether a call is there at most once a minute either way", async () => {
    const probe = vi.fn().mockResolvedValue([]);
    expect(await deploymentHas("probed", probe, 0)).toBe(true);
    expect(await deploymentHas("probed", probe, 59_999)).toBe(true);
    expect(probe).toHaveBeenCalledTimes(1);
    probe.mockRejectedValue(notFound());
    expect(await deploymentHas("probed", probe, 60_000)).toBe(false);
    expect(await deploymentHas("probed", probe, 119_999)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
