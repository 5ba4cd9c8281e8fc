import { describe, expect, it } from "vitest";
import { isListForm, parseJsonBody, serverMessages, unwrapAnswer, unwrapResult, type CallRef } from "./envelope";
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

describe("unwrapAnswer", () => {
  it("unwraps {message}", () => {
    expect(unwrapAnswer({ status: 200, json: { message: { a: 1 } } }, ref)).toEqual({ a: 1 });
    expect(unwrapAnswer({ status: 200, json: { message: "pong" } }, ref)).toBe("pong");
    expect(unwrapAnswer({ status: 200, json: { message: [{ id: 1 }, { id: 2 }] } }, ref)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("treats {} without message as an upstream failure", () => {
    const error = caught(() => unwrapAnswer({ status: 200, json: {} }, ref));
    expect(error.kind).toBe("upstream");
    expect(error.call).toBe("/api/method/x");
  });

  it("takes the list form's second element as the real status", () => {
    expect(unwrapAnswer({ status: 200, json: { message: [{ success: true, message: "sent" }, 200] } }, ref)).toEqual({
      success: true,
      message: "sent",
    });
    const error = caught(() => unwrapAnswer({ status: 200, json: { message: [{ success: false, message: "Authentication Failed!" }, 422] } }, ref));
    expect(error).toMatchObject({ kind: "rejected", status: 422, messages: ["Authentication Failed!"] });
    expect(caught(() => unwrapAnswer({ status: 200, json: { message: [{ success: false, message: "Item not found" }, 404] } }, ref))).toMatchObject({
      kind: "http",
      status: 404,
      messages: ["Item not found"],
    });
  });

  it("treats a success:false object as a refusal, even with a 2xx list status", () => {
    expect(caught(() => unwrapAnswer({ status: 200, json: { message: [{ success: false, message: "No" }, 200] } }, ref))).toMatchObject({
      kind: "rejected",
      status: 200,
      messages: ["No"],
    });
    expect(caught(() => unwrapAnswer({ status: 200, json: { message: { success: false, message: "Order not found" } } }, ref))).toMatchObject({
      kind: "rejected",
      status: undefined,
      messages: ["Order not found"],
    });
  });

  it("reads the 417 _server_messages", () => {
    const error = caught(() => unwrapAnswer({ status: 417, json: { exc_type: "ValidationError", _server_messages: SERVER_MESSAGES } }, ref));
    expect(error).toMatchObject({
      kind: "rejected",
      status: 417,
      messages: ["Quantity must be a multiple of 6", "Second problem"],
    });
  });

  it("reports a 500 exc_type as the ERP's server error without leaking the traceback", () => {
    const error = caught(() => unwrapAnswer({ status: 500, json: { exc_type: "ZeroDivisionError", exception: "Traceback ... secret" } }, ref));
    expect(error).toMatchObject({ kind: "server", status: 500, messages: [] });
    expect(error.message).not.toContain("secret");
  });

  it("tells the ERP's server errors from the statuses that say it is not there", () => {
    expect(caught(() => unwrapAnswer({ status: 501, json: null }, ref))).toMatchObject({ kind: "server", status: 501 });
    expect(caught(() => unwrapAnswer({ status: 503, json: null }, ref))).toMatchObject({ kind: "http", status: 503 });
    expect(caught(() => unwrapAnswer({ status: 504, json: null }, ref))).toMatchObject({ kind: "http", status: 504 });
    expect(caught(() => unwrapAnswer({ status: 200, json: [{ message: "boom" }, 500] }, ref))).toMatchObject({ kind: "server", status: 500 });
  });

  it("reports hub errors with their status and message", () => {
    const hub: CallRef = { upstream: "hub", call: "/account/get_customer" };
    expect(
      caught(() => unwrapAnswer({ status: 403, json: { status: "error", message: "Context does not belong to the token" } }, hub)),
    ).toMatchObject({
      kind: "http",
      status: 403,
      messages: ["Context does not belong to the token"],
      upstream: "hub",
    });
    expect(caught(() => unwrapAnswer({ status: 502, json: { status: "error", message: "ERP down" } }, hub))).toMatchObject({
      kind: "upstream",
      status: 502,
    });
    expect(caught(() => unwrapAnswer({ status: 400, json: { status: "error", message: "Bad" } }, hub))).toMatchObject({
      kind: "rejected",
      status: 400,
    });
  });

  it("passes bare lists and values through (the schemas judge them)", () => {
    expect(unwrapAnswer({ status: 200, json: [1, 2] }, ref)).toEqual([1, 2]);
    expect(unwrapAnswer({ status: 200, json: "x" }, ref)).toBe("x");
  });

  it("reads bare answers like wrapped ones", () => {
    const payload = { ListaIndirizzi: [{ Codice: "1" }] };
    expect(unwrapAnswer({ status: 200, json: payload }, ref)).toEqual(payload);
    expect(unwrapAnswer({ status: 200, json: { message: payload } }, ref)).toEqual(payload);
    expect(unwrapAnswer({ status: 200, json: { message: payload, status: "success" } }, ref)).toEqual(payload);
  });

  it("keeps a bare answer whose own field is called message", () => {
    const pdf = { success: true, message: "http://erp.example/files/a.pdf" };
    expect(unwrapAnswer({ status: 200, json: pdf }, ref)).toEqual(pdf);
    expect(unwrapAnswer({ status: 200, json: { message: pdf } }, ref)).toEqual(pdf);
    const status = { status: "success", message: "Subscribed" };
    expect(unwrapAnswer({ status: 200, json: status }, ref)).toEqual(status);
    expect(unwrapAnswer({ status: 200, json: { message: status } }, ref)).toEqual(status);
  });

  it("reads the login answer Frappe-wrapped and, from older deployments, at the top level", () => {
    const login = { message: "Login effettuato", access_token: "t", user: { name: "A" } };
    expect(unwrapAnswer({ status: 200, json: { message: login } }, ref)).toEqual(login);
    expect(unwrapAnswer({ status: 200, json: login }, ref)).toEqual(login);
  });

  it("treats Frappe's {error} answer as not found, without the ERP's text", () => {
    const error = caught(() => unwrapAnswer({ status: 200, json: { message: { error: "Pagina non trovata" } } }, ref));
    expect(error).toMatchObject({ kind: "http", status: 404, messages: [] });
  });

  it("refuses a hub status error inside a 2xx answer, bare or wrapped", () => {
    expect(caught(() => unwrapAnswer({ status: 200, json: { status: "error", message: "nope" } }, ref))).toMatchObject({
      kind: "rejected",
      messages: ["nope"],
    });
    expect(caught(() => unwrapAnswer({ status: 200, json: { message: { status: "error", message: "nope" } } }, ref))).toMatchObject({
      kind: "rejected",
      messages: ["nope"],
    });
    expect(unwrapAnswer({ status: 200, json: { status: "success", results: [] } }, ref)).toEqual({
      status: "success",
      results: [],
    });
  });

  it("reports a non-JSON error body by its status", () => {
    expect(caught(() => unwrapAnswer({ status: 504, json: null }, ref))).toMatchObject({
      kind: "http",
      status: 504,
      messages: [],
    });
  });
});

describe("CMS answers", () => {
  it("accepts bare and wrapped answers", () => {
    expect(unwrapAnswer({ status: 200, json: [{ a: 1 }] }, ref)).toEqual([{ a: 1 }]);
    expect(unwrapAnswer({ status: 200, json: { message: [{ a: 1 }] } }, ref)).toEqual([{ a: 1 }]);
    expect(unwrapAnswer({ status: 200, json: { slider_top: [] } }, ref)).toEqual({ slider_top: [] });
    expect(caught(() => unwrapAnswer({ status: 503, json: null }, ref)).status).toBe(503);
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
