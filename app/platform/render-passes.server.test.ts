import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { RenderPassBatcher } from "./render-passes.server";

/** The chunks the batcher passes on, as strings, in order. */
function collect(batcher: RenderPassBatcher): string[] {
  const chunks: string[] = [];
  batcher.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return chunks;
}

describe("RenderPassBatcher", () => {
  it("passes the chunks written in one turn of the event loop on as one chunk", async () => {
    const batcher = new RenderPassBatcher();
    const chunks = collect(batcher);
    batcher.write("<html>");
    batcher.write("<body>");
    batcher.write("<main>");
    expect(chunks).toEqual([]);
    await nextTurn();
    expect(chunks).toEqual(["<html><body><main>"]);
  });

  it("streams each later pass as soon as its turn ends, and what is left when the render ends", async () => {
    const batcher = new RenderPassBatcher();
    const chunks = collect(batcher);
    const ended = new Promise((resolve) => batcher.on("end", resolve));
    batcher.write("shell ");
    batcher.write("done ");
    await nextTurn();
    batcher.write("boundary ");
    batcher.write("resolved ");
    await nextTurn();
    batcher.write("data ");
    batcher.end("</html>");
    await ended;
    expect(chunks).toEqual(["shell done ", "boundary resolved ", "data </html>"]);
  });

  it("passes nothing on once destroyed (a client that hung up)", async () => {
    const batcher = new RenderPassBatcher();
    const chunks = collect(batcher);
    batcher.write("shell");
    batcher.destroy();
    await nextTurn();
    expect(chunks).toEqual([]);
  });
});
