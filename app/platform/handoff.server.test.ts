import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { readHandoffAhead } from "./handoff.server";

function contextWith(chunks: string[]): EntryContext {
  const encoder = new TextEncoder();
  const serverHandoffStream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return { serverHandoffStream, renderMeta: {} } as unknown as EntryContext;
}

describe("readHandoffAhead", () => {
  it("keeps every chunk of the data stream, settled, in the order StreamTransfer asks them", async () => {
    const context = contextWith(['[{"_1":2},"loaderData"]\n', 'P3:[{"x":1}]\n']);
    await readHandoffAhead(context);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0", "1", "2"]);
    expect(cache[0]!.result).toEqual({ done: false, value: '[{"_1":2},"loaderData"]\n' });
    expect(cache[1]!.result).toEqual({ done: false, value: 'P3:[{"x":1}]\n' });
    expect(cache[2]!.result).toEqual({ done: true, value: "" });
    await expect(Promise.all(Object.values(cache))).resolves.toBeDefined();
  });

  it("keeps a character split between two chunks whole", async () => {
    const bytes = new TextEncoder().encode('"Più"');
    const serverHandoffStream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 4)); // "Pi and the first byte of ù
        controller.enqueue(bytes.slice(4));
        controller.close();
      },
    });
    const context = { serverHandoffStream, renderMeta: {} } as unknown as EntryContext;
    await readHandoffAhead(context);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result!.value + cache[1]!.result!.value).toBe('"Più"');
  });

  it("leaves the stream unlocked: the render still takes a reader of it", async () => {
    const context = contextWith(["[]\n"]);
    await readHandoffAhead(context);
    expect(() => context.serverHandoffStream!.getReader()).not.toThrow();
  });

  it("does nothing without a data stream", async () => {
    const context = { renderMeta: {} } as unknown as EntryContext;
    await readHandoffAhead(context);
    expect(context.renderMeta).toEqual({});
  });
});
