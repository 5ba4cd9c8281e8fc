import { describe, expect, it } from "vitest";
import { checkDraft, chosenDocuments, filesProblem, lineField, parseDocumentParam, parseQuantity, readDraft } from "./rules";

const DDT = { scope: "B", year: "2026", number: "123" };
const INVOICE = { scope: "F", year: "2026", number: "77" };

describe("the return form's documents", () => {
  it("reads valid documents once each, at most five", () => {
    expect(parseDocumentParam("B-2026-123")).toEqual(DDT);
    expect(parseDocumentParam("B-26-123")).toBeNull();
    expect(parseDocumentParam("B-2026-1-2")).toBeNull();
    const many = ["B-2026-1", "B-2026-1", "B-2026-2", "x", "B-2026-3", "B-2026-4", "B-2026-5", "B-2026-6"];
    expect(chosenDocuments(many).map((doc) => doc.number)).toEqual(["1", "2", "3", "4", "5"]);
  });
});

describe("checkDraft", () => {
  const lines = [
    { document: DDT, rowId: "1", returnable: 4 },
    { document: DDT, rowId: "2", returnable: 0 },
    { document: INVOICE, rowId: "1", returnable: 2.5 },
  ];
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return readDraft(data);
  };

  it("takes the lines with a quantity, within what is returnable and with a reason, from several documents", () => {
    const checked = checkDraft(
      form({
        [lineField("quantity", DDT, "1")]: "3",
        [lineField("reason", DDT, "1")]: "DAMAGED",
        [lineField("quantity", INVOICE, "1")]: "2,5",
        [lineField("reason", INVOICE, "1")]: "WRONG_ITEM",
        resolution: "CREDIT",
      }),
      lines,
    );
    expect(checked).toEqual({
      rows: [
        { document: DDT, rowId: "1", quantity: 3, reason: "DAMAGED" },
        { document: INVOICE, rowId: "1", quantity: 2.5, reason: "WRONG_ITEM" },
      ],
      resolution: "CREDIT",
      lineProblems: {},
      formProblems: [],
    });
  });

  it("names each line's problem: above returnable, no reason, not a quantity; and the form's", () => {
    const checked = checkDraft(
      form({
        [lineField("quantity", DDT, "1")]: "5",
        [lineField("reason", DDT, "1")]: "DAMAGED",
        [lineField("quantity", INVOICE, "1")]: "1",
        [lineField("quantity", DDT, "2")]: "-1",
      }),
      lines,
    );
    expect(checked.lineProblems).toEqual({
      [lineField("quantity", DDT, "1")]: { key: "returns.errors.aboveReturnable", values: { max: 4 } },
      [lineField("quantity", INVOICE, "1")]: { key: "returns.errors.reason" },
      [lineField("quantity", DDT, "2")]: { key: "returns.errors.quantity" },
    });
    expect(checked.formProblems).toEqual(["returns.errors.resolution"]);
    expect(checkDraft(form({ resolution: "REPAIR" }), lines).formProblems).toEqual(["returns.errors.noLines"]);
  });

  it("reads quantities with a comma or a dot, positive only", () => {
    expect([parseQuantity("2"), parseQuantity("1,5"), parseQuantity("0.25"), parseQuantity("0"), parseQuantity("1e3"), parseQuantity("")]).toEqual([
      2,
      1.5,
      0.25,
      null,
      null,
      null,
    ]);
  });
});

describe("filesProblem", () => {
  const photo = { name: "box.jpg", type: "image/jpeg", size: 1000 };
  it("takes up to three images or PDFs of 5 MB each", () => {
    expect(filesProblem([photo, { ...photo, type: "application/pdf" }, photo])).toBeNull();
    expect(filesProblem([photo, photo, photo, photo])).toEqual({ key: "returns.errors.tooManyFiles", values: { max: 3 } });
    expect(filesProblem([{ ...photo, name: "notes.txt", type: "text/plain" }])).toEqual({
      key: "returns.errors.fileType",
      values: { name: "notes.txt" },
    });
    expect(filesProblem([{ ...photo, size: 5 * 1024 * 1024 + 1 }])).toEqual({
      key: "returns.errors.fileTooLarge",
      values: { name: "box.jpg", mb: 5 },
    });
  });
});
