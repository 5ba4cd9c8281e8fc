import { describe, expect, it } from "vitest";
import type { Toast } from "~/platform/toast";
import { mergeToasts } from "./Toasts";

const toast = (id: string): Toast => ({ id, kind: "success", key: "x" });

describe("toasts", () => {
  it("adds new toasts once and keeps the newest four", () => {
    expect(mergeToasts([toast("a")], [toast("a"), toast("b")]).map((t) => t.id)).toEqual(["a", "b"]);
    const many = mergeToasts([toast("a"), toast("b"), toast("c")], [toast("d"), toast("e")]);
    expect(many.map((t) => t.id)).toEqual(["b", "c", "d", "e"]);
  });
});
