import { PassThrough, type Transform } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NulPaddingFilter } from "./nul-padding.server";

/** A page of prices and accented words in small pieces, shifted by `offset` bytes. */
function page(offset: number) {
  return (
    <div>
      <p>{"x".repeat(offset)}</p>
      {Array.from({ length: 300 }, (_, index) => (
        <b key={index}>0,62 € à</b>
      ))}
    </div>
  );
}

/** What React 18's Node renderer streams for the page, through `through`. */
function streamed(offset: number, through: Transform): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page(offset), {
      onAllReady() {
        resolve(text(pipe(through)));
      },
      onShellError: reject,
    });
  });
}

// Each offset puts the characters at other places against the edges of React's 2 KB buffers.
const offsets = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe("NulPaddingFilter", () => {
  it("streams each page as renderToString renders it, whichever character meets a buffer's edge", async () => {
    for (const offset of offsets) {
      expect(await streamed(offset, new NulPaddingFilter()), `offset ${offset}`).toBe(renderToString(page(offset)));
    }
  });

  it("is needed: React 18's stream alone pads with NUL bytes (facebook/react#24985; drop the filter with React 19)", async () => {
    const padded = await Promise.all(offsets.map((offset) => streamed(offset, new PassThrough())));
    expect(padded.some((html) => html.includes("\0"))).toBe(true);
  });
});
