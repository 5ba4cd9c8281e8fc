import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import handleRequest from "./entry.server";

// The page itself does not matter here, only how its text becomes bytes: paragraphs of "€" (three
// bytes each), each shifted by one more ASCII letter, so that the edges of any fixed-size buffer
// fall inside a character at every possible offset.
vi.mock("@remix-run/react", () => ({
  RemixServer: () => (
    <html lang="it">
      <body>
        {Array.from({ length: 12 }, (_, shift) => (
          <p key={shift}>
            {"x".repeat(shift)}
            {"€".repeat(600)}
          </p>
        ))}
      </body>
    </html>
  ),
}));

describe("the document", () => {
  it("is whole UTF-8 text, whatever the bytes a character falls across", async () => {
    const response = await handleRequest(
      new Request("http://shop.test/"),
      200,
      new Headers(),
      {} as EntryContext,
      {
        cspNonce: "nonce",
      } as AppLoadContext,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());

    expect(bytes.indexOf(0)).toBe(-1);
    const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    expect(html.startsWith('<!DOCTYPE html><html lang="it"><body><p>')).toBe(true);
    expect(html.match(/€/g)).toHaveLength(12 * 600);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
  });
});
