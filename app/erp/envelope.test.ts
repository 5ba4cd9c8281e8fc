import { describe, expect, it } from "vitest";
import {
  cmsContent,
  frappeMessage,
  frappeTopLevel,
  hubResult,
  isListForm,
  parseJsonBody,
  rowsOf,
  serverMessages,
  unwrapResult,
  type CallRef,
} from "./envelope";
import { ErpError } from "./errors";

const ref: CallRef = { upstream: "api", call: "/api/method/x" };

function caught(run: () => unknown): ErpError {
  try {
    run();
  } catch (error) {
    if (error instanceof ErpError) return error;
    throw error;
  }
  throw new Error("expected an ErpError");
}

const SERVER_MESSAGES = JSON.stringify([
  JSON.stringify({ message: "Quantity must be a multiple of 6" }),
  JSON.stringify({ message: "Second problem", indicator: "red" }),
]);

describe("frappeMessage", () => {
  it("unwraps {message}", () => {
    expect(frappeMessage({ status: 200, json: { message: { a: 1 } } }, ref)).toEqual({ a: 1 });
    expect(frappeMessage({ status: 200, json: { message: "pong" } }, ref)).toBe("pong");
    expect(frappeMessage({ status: 200, json: { message: [{ id: 1 }, { id: 2 }] } }, ref)).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it("treats {} without message as an upstream failure", () => {
    const error = caught(() => frappeMessage({ status: 200, json: {} }, ref));
    expect(error.kind).toBe("upstream");
    expect(error.call).toBe("/api/method/x");
  });

  it("takes the list form's second element as the real status", () => {
    expect(frappeMessage({ status: 200, json: { message: [{ success: true, message: "sent" }, 200] } }, ref)).toEqual({
      success: true,
      message: "sent",
    });
    const error = caught(() =>
      frappeMessage(
        { status: 200, json: { message: [{ success: false, message: "Authentication Failed!" }, 422] } },
        ref
      )
    );
    expect(error).toMatchObject({ kind: "rejected", status: 422, messages: ["Authentication Failed!"] });
    expect(
      caught(() =>
        frappeMessage({ status: 200, json: { message: [{ success: false, message: "Item not found" }, 404] } }, ref)
      )
    ).toMatchObject({
      kind: "http",
      status: 404,
      messages: ["Item not found"],
    });
  });

  it("treats a success:false object as a refusal, even with a 2xx list status", () => {
    expect(
      caught(() => frappeMessage({ status: 200, json: { message: [{ success: false, message: "No" }, 200] } }, ref))
    ).toMatchObject({
      kind: "rejected",
      status: 200,
      messages: ["No"],
    });
    expect(
      caught(() =>
        frappeMessage({ status: 200, json: { message: { success: false, message: "Order not found" } } }, ref)
      )
    ).toMatchObject({
      kind: "rejected",
      status: undefined,
      messages: ["Order not found"],
    });
  });

  it("reads the 417 _server_messages", () => {
    const error = caught(() =>
      frappeMessage({ status: 417, json: { exc_type: "ValidationError", _server_messages: SERVER_MESSAGES } }, ref)
    );
    expect(error).toMatchObject({
      kind: "rejected",
      status: 417,
      messages: ["Quantity must be a multiple of 6", "Second problem"],
    });
  });

  it("reports a 500 exc_type as an HTTP error without leaking the traceback", () => {
    const error = caught(() =>
      frappeMessage({ status: 500, json: { exc_type: "ZeroDivisionError", exception: "Traceback ... secret" } }, ref)
    );
    expect(error).toMatchObject({ kind: "http", status: 500, messages: [] });
    expect(error.message).not.toContain("secret");
  });

  it("reports hub errors with their status and message", () => {
    const hub: CallRef = { upstream: "hub", call: "/account/get_customer" };
    expect(
      caught(() =>
        frappeMessage({ status: 403, json: { status: "error", message: "Context does not belong to the token" } }, hub)
      )
    ).toMatchObject({
      kind: "http",
      status: 403,
      messages: ["Context does not belong to the token"],
      upstream: "hub",
    });
    expect(
      caught(() => frappeMessage({ status: 502, json: { status: "error", message: "ERP down" } }, hub))
    ).toMatchObject({
      kind: "upstream",
      status: 502,
    });
    expect(caught(() => frappeMessage({ status: 400, json: { status: "error", message: "Bad" } }, hub))).toMatchObject({
      kind: "rejected",
      status: 400,
    });
  });

  it("treats a non-object 2xx body as malformed", () => {
    expect(caught(() => frappeMessage({ status: 200, json: [1, 2] }, ref)).kind).toBe("malformed");
    expect(caught(() => frappeMessage({ status: 200, json: "x" }, ref)).kind).toBe("malformed");
  });

  it("reports a non-JSON error body by its status", () => {
    expect(caught(() => frappeMessage({ status: 504, json: null }, ref))).toMatchObject({
      kind: "http",
      status: 504,
      messages: [],
    });
  });
});

describe("frappeTopLevel", () => {
  it("keeps the login body and refuses the list form", () => {
    const body = { message: "Logged In", access_token: "t", user: { name: "A" } };
    expect(frappeTopLevel({ status: 200, json: body }, ref)).toEqual(body);
    expect(
      caught(() =>
        frappeTopLevel(
          { status: 200, json: { message: [{ success: false, message: "Authentication Failed!" }, 422] } },
          ref
        )
      )
    ).toMatchObject({
      kind: "rejected",
      status: 422,
      messages: ["Authentication Failed!"],
    });
  });
});

describe("hubResult", () => {
  it("accepts status success and refuses the rest", () => {
    expect(hubResult({ status: 200, json: { status: "success", results: [] } }, ref)).toEqual({
      status: "success",
      results: [],
    });
    expect(caught(() => hubResult({ status: 200, json: { status: "error", message: "nope" } }, ref))).toMatchObject({
      kind: "rejected",
      messages: ["nope"],
    });
    expect(
      caught(() => hubResult({ status: 400, json: { status: "error", message: "entity_codes is empty" } }, ref))
    ).toMatchObject({
      kind: "rejected",
      status: 400,
      messages: ["entity_codes is empty"],
    });
  });
});

describe("cmsContent", () => {
  it("accepts bare and wrapped answers", () => {
    expect(cmsContent({ status: 200, json: [{ a: 1 }] }, ref)).toEqual([{ a: 1 }]);
    expect(cmsContent({ status: 200, json: { message: [{ a: 1 }] } }, ref)).toEqual([{ a: 1 }]);
    expect(cmsContent({ status: 200, json: { slider_top: [] } }, ref)).toEqual({ slider_top: [] });
    expect(caught(() => cmsContent({ status: 503, json: null }, ref)).status).toBe(503);
  });
});

describe("isListForm and unwrapResult", () => {
  it("recognises only [object, status]", () => {
    expect(isListForm([{}, 200])).toBe(true);
    expect(isListForm([{ a: 1 }, { b: 2 }])).toBe(false);
    expect(isListForm([{}, 2])).toBe(false);
    expect(isListForm([[], 200])).toBe(false);
    expect(isListForm([{}, 200, 3])).toBe(false);
    expect(unwrapResult([{ ok: 1 }, 201], ref)).toEqual({ ok: 1 });
    expect(caught(() => unwrapResult([{ success: false, message: "Cart already ordered" }, 409], ref))).toMatchObject({
      kind: "rejected",
      status: 409,
      messages: ["Cart already ordered"],
    });
  });
});

describe("serverMessages", () => {
  it("decodes the doubly encoded list", () => {
    expect(serverMessages(SERVER_MESSAGES)).toEqual(["Quantity must be a multiple of 6", "Second problem"]);
    expect(serverMessages(JSON.stringify(["plain text"]))).toEqual(["plain text"]);
    expect(serverMessages("not json")).toEqual([]);
    expect(serverMessages(undefined)).toEqual([]);
  });
});

describe("parseJsonBody", () => {
  it("parses JSON", () => {
    expect(parseJsonBody('{"message":1}', 200, ref)).toEqual({ message: 1 });
  });

  it("reports a truncated 2xx body as malformed", () => {
    expect(caught(() => parseJsonBody('{"message": ', 200, ref))).toMatchObject({ kind: "malformed", status: 200 });
  });

  it("tolerates a non-JSON error body", () => {
    expect(parseJsonBody("<html>Bad Gateway</html>", 502, ref)).toBeNull();
  });
});

describe("rowsOf", () => {
  it("accepts a map keyed by row id or an array", () => {
    expect(rowsOf({ "10": { row_id: 10 }, "9": { row_id: 9 } })).toEqual([{ row_id: 9 }, { row_id: 10 }]);
    expect(rowsOf([{ row_id: 1 }])).toEqual([{ row_id: 1 }]);
    expect(rowsOf(null)).toEqual([]);
    expect(rowsOf({})).toEqual([]);
  });
});
