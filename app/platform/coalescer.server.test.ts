import { describe, expect, it } from "vitest";
import { Coalescer } from "./coalescer.server";

function collect(stream: Coalescer): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("Coalescer", () => {
  it("passes the chunks written in one turn on as one chunk", async () => {
    const stream = new Coalescer();
    const chunks = collect(stream);
    for (const part of ["<html>", "<body>", "<p>", "hello", "</p>"]) stream.write(part);
    await tick();
    await tick();
    expect(chunks.map(String)).toEqual(["<html><body><p>hello</p>"]);
  });

  it("sends a later chunk as soon as it is written, and the rest at the end", async () => {
    const stream = new Coalescer();
    const chunks = collect(stream);
    stream.write("shell");
    await tick();
    await tick();
    expect(chunks.map(String)).toEqual(["shell"]);
    stream.write("late ");
    stream.end("boundary");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks.map(String).join("|")).toBe("shell|late boundary");
  });
});
