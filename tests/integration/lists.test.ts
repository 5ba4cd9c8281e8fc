// Reorder lists against the demo ERP over HTTP (in the dialect CI sets: run it with
// DEMO_ERP_DIALECT=varying too): the ERP calls through the storefront's client, the lists pages'
// loaders and action as a customer and as an agent acting for them, ordering ticked lines (pack
// rounding, the list unchanged), a forged list id, a deployment that answers the calls 404; and the
// cart and saved cart CSV export read back by the quick order as the same lines.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import type { ListOrderAnswer } from "~/lists/lists-page.server";
import { customerLists } from "~/lists/availability.server";
import { parseQuickOrder } from "~/cart/quick-order";
import { isErpError } from "~/erp/errors";
import { remixI18n } from "~/platform/i18n.server";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as cartCsvLoader } from "~/routes/($lang).pages.cart_.export[.csv]";
import { action as pickerAction } from "~/routes/($lang).pages.agent.customers";
import { action as listAction, loader as listLoader } from "~/routes/($lang).pages.lists.$id";
import { action as listsAction, loader as listsLoader } from "~/routes/($lang).pages.lists._index";
import { loader as listCsvLoader } from "~/routes/($lang).pages.lists_.$id.export[.csv]";
import { action as orderDetailAction } from "~/routes/($lang).pages.order_detail";
import { action as scanAction } from "~/routes/($lang).pages.scan";
import type { AddToListOutcome } from "~/lists/add-to-list.server";
import type { OrderDetailAnswer } from "~/account/order-detail-page.server";
import type { ScanPageAnswer } from "~/scan/scan-page.server";
import { Browser, erpFailure, pickArticles, readSession, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];
const LUCA = DEMO_AGENTS[0] as DemoAgent;

const demo = useTestErp();
const t = await remixI18n.getFixedT("en");
let rossi: Browser;
/** An article sold by the piece and one sold in packs of more than one. */
let single: string;
let packed: { sku: string; multiple: number };

beforeAll(async () => {
  rossi = await Browser.signIn(ROSSI);
  const erp = await rossi.erp();
  single = (await pickArticles(erp, 1, (price) => price.packaging.multiple === 1))[0]!.product.sku;
  const pack = (await pickArticles(erp, 1, (price) => price.packaging.multiple > 1))[0]!;
  packed = { sku: pack.product.sku, multiple: pack.price.packaging.multiple };
});

async function toasts(answer: { headers: Headers }): Promise<string[]> {
  const waiting = (await readSession(answer.headers.get("Set-Cookie")!)).get("toasts") ?? [];
  return waiting.map((toast) => toast.text ?? t(toast.key!, toast.values));
}

describe("the ERP's reorder list calls", () => {
  it("create, list, add (adding to a row already there, refusing an unknown article), change, remove, rename and delete", async () => {
    const erp = await rossi.erp();
    const created = await erp.lists.create("Scaffale viteria");
    expect(created.name).toBe("Scaffale viteria");
    const duplicate = await erpFailure(erp.lists.create("scaffale VITERIA"));
    expect(duplicate.kind).toBe("rejected");
    expect(duplicate.messages.join(" ")).toContain("There is already a list");

    await erp.lists.addRows(created.id, [{ sku: single, quantity: 2 }]);
    const added = await erp.lists.addRows(created.id, [
      { sku: single, quantity: 1000 },
      { sku: "NOPE-404", quantity: 1 },
    ]);
    expect(added.rows.map((row) => [row.sku, row.quantity])).toEqual([[single, 1002]]);
    expect(added.refused.map((row) => row.sku)).toEqual(["NOPE-404"]);
    expect(added.rows[0]!.createdByAgent).toBeNull();

    const rowId = added.rows[0]!.rowId;
    expect((await erp.lists.updateRow(created.id, rowId, 5)).rows[0]!.quantity).toBe(5);
    const summary = (await erp.lists.list()).find((list) => list.id === created.id);
    expect(summary).toMatchObject({ name: "Scaffale viteria", rowCount: 1, createdByAgent: null });
    expect((await erp.lists.removeRow(created.id, rowId)).rows).toEqual([]);

    await erp.lists.rename(created.id, "Furgone Mario");
    expect((await erp.lists.get(created.id)).name).toBe("Furgone Mario");
    await erp.lists.delete(created.id);
    expect((await erpFailure(erp.lists.get(created.id))).status).toBe(404);
  });

  it("answers 404 for another customer's list", async () => {
    const mine = await (await rossi.erp()).lists.create("Solo mia");
    const bianchi = await (await Browser.signIn(BIANCHI)).erp();
    for (const work of [bianchi.lists.get(mine.id), bianchi.lists.addRows(mine.id, [{ sku: single, quantity: 1 }]), bianchi.lists.delete(mine.id)]) {
      const error = await erpFailure(work);
      expect(isErpError(error, "http") && error.status).toBe(404);
    }
    expect((await (await rossi.erp()).lists.get(mine.id)).name).toBe("Solo mia");
  });
});

describe("the lists pages", () => {
  it("add lines to a new list by name, order the ticked lines with pack rounding, and leave the list as it was", async () => {
    const customer = await Browser.signIn(ROSSI, { addressIndex: 1 });
    const added = await customer.call(listsAction, "/en/pages/lists", {
      form: { intent: "add-lines", list: "Banco cassa", lines: `${single};3\n${packed.sku};1\nNOPE-404;2\nBAD;x` },
    });
    expect(added.status).toBe(303);
    expect(await toasts(added)).toEqual([
      t("lists.linesAdded", { count: 2, name: "Banco cassa" }),
      t("lists.linesRefused", { codes: "NOPE-404, BAD" }),
    ]);
    const listId = added.location!.split("/").at(-1)!;
    const page = (
      await customer.data<{ list: { rows: Array<{ rowId: string; sku: string; quantity: number }> } }>(listLoader, `/en/pages/lists/${listId}`, {
        params: { id: listId },
      })
    ).list;
    expect(page.rows.map((row) => [row.sku, row.quantity])).toEqual([
      [single, 3],
      [packed.sku, 1],
    ]);

    // Adding again by the list's name (any case) adds to the row already there.
    await customer.call(listsAction, "/en/pages/lists", { form: { intent: "add-lines", list: "banco CASSA", code: single, quantity: "2" } });

    const form = new FormData();
    form.set("intent", "order");
    form.set("list", listId);
    form.set("scope", "ticked");
    form.append("row", page.rows[1]!.rowId);
    const ordered = await customer.call<ListOrderAnswer>(listAction, `/en/pages/lists/${listId}`, { form, params: { id: listId } });
    expect(ordered.status).toBe(200);
    expect(ordered.data.quickOrder.results).toEqual([
      expect.objectContaining({ code: packed.sku, status: "rounded", quantity: packed.multiple, multiple: packed.multiple }),
    ]);
    const cart = await (await customer.erp()).cart.get();
    expect(cart.lines.find((line) => line.sku === packed.sku)?.quantity).toBe(packed.multiple);
    expect(cart.lines.some((line) => line.sku === single)).toBe(false);

    const after = await (await customer.erp()).lists.get(listId);
    expect(after.rows.map((row) => [row.sku, row.quantity])).toEqual([
      [single, 5],
      [packed.sku, 1],
    ]);

    // The list as CSV: the quick order's format, the same lines.
    const csv = await customer.call(listCsvLoader, `/en/pages/lists/${listId}/export.csv`, { params: { id: listId } });
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="banco-cassa.csv"');
    const rows = parseQuickOrder(await csv.response!.text()).rows;
    expect(rows.map((row) => [row.code, row.quantity])).toEqual([
      [single, 5],
      [packed.sku, 1],
    ]);
  });

  it("refuses a forged list id with a translated message, changing nothing", async () => {
    const mine = await (await rossi.erp()).lists.create("Non toccare");
    const bianchi = await Browser.signIn(BIANCHI);
    const renamed = await bianchi.call(listsAction, "/en/pages/lists", { form: { intent: "rename", list: mine.id, name: "Presa" } });
    expect(renamed.location).toBe("/en/pages/lists");
    expect(await toasts(renamed)).toEqual([t("lists.notFound")]);
    const page = await bianchi.call(listLoader, `/en/pages/lists/${mine.id}`, { params: { id: mine.id } });
    expect(page.status).toBe(404);
    expect((await bianchi.call(listCsvLoader, `/en/pages/lists/${mine.id}/export.csv`, { params: { id: mine.id } })).status).toBe(404);
    expect((await (await rossi.erp()).lists.get(mine.id)).name).toBe("Non toccare");
  });

  it("lets an agent acting for the customer see and edit the lists, marking the rows the agent added", async () => {
    const luca = await Browser.signInAgent(LUCA);
    expect((await luca.call(pickerAction, "/en/pages/agent/customers", { form: { intent: "choose", clientId: ROSSI.id } })).status).toBe(303);
    const own = await (await rossi.erp()).lists.create("Furgone");
    await (await rossi.erp()).lists.addRows(own.id, [{ sku: single, quantity: 1 }]);
    const added = await luca.call(listsAction, "/en/pages/lists", { form: { intent: "add-lines", list: own.id, lines: `${packed.sku};4` } });
    expect(added.status).toBe(303);
    const { lists } = await luca.data<{ lists: Array<{ id: string }> }>(listsLoader, "/en/pages/lists");
    expect(lists.map((list) => list.id)).toContain(own.id);
    const rows = (
      await luca.data<{ list: { rows: Array<{ sku: string; addedByAgent: boolean }> } }>(listLoader, `/en/pages/lists/${own.id}`, {
        params: { id: own.id },
      })
    ).list.rows;
    expect(rows.map((row) => [row.sku, row.addedByAgent])).toEqual([
      [single, false],
      [packed.sku, true],
    ]);
  });
});

describe("adding to a list from the scanner and from an order's lines", () => {
  const rowsOf = async (browser: Browser, listId: string) =>
    (await (await browser.erp()).lists.get(listId)).rows.map((row) => [row.sku, row.quantity]);

  it("adds the scanned lines to a picked list and answers the same lines, refusing a forged list, a bad quantity and an ERP failure without losing them", async () => {
    const customer = await Browser.signIn(BIANCHI);
    const mine = await (await customer.erp()).lists.create("Scaffale scanner");
    const theirs = await (await rossi.erp()).lists.create("Di Rossi");
    const scan = (fields: Record<string, string>) =>
      customer.data<ScanPageAnswer>(scanAction, "/en/pages/scan", {
        form: { code_0: single, quantity_0: "2", code_1: "NOPE-404", quantity_1: "1", intent: "add-to-list", ...fields },
      });
    const scanned = (answer: ScanPageAnswer) => answer.lines.map((line) => [line.code, line.quantity]);
    const asScanned = [
      [single, 2],
      ["NOPE-404", 1],
    ];

    const added = await scan({ list: mine.id });
    expect(added.addedToList).toEqual<AddToListOutcome>({
      kind: "added",
      listId: mine.id,
      listName: "Scaffale scanner",
      count: 1,
      refused: ["NOPE-404"],
    });
    expect(scanned(added)).toEqual(asScanned);
    expect(await rowsOf(customer, mine.id)).toEqual([[single, 2]]);

    // Another customer's list id: refused before the ERP is asked, their list unchanged.
    const forged = await scan({ list: theirs.id });
    expect(forged.addedToList).toEqual({ kind: "error", key: "lists.notFound" });
    expect(scanned(forged)).toEqual(asScanned);
    expect(await rowsOf(rossi, theirs.id)).toEqual([]);

    expect((await scan({ list: "" })).addedToList).toEqual({ kind: "error", key: "lists.chooseListFirst" });
    const invalid = await scan({ list: mine.id, quantity_0: "0" });
    expect(invalid.addedToList).toEqual({ kind: "error", key: "lists.invalidQuantities", codes: single });
    // Every code stays on the list; the quantity that is no number is not kept (as for any post of the form).
    expect(scanned(invalid)).toEqual([
      [single, 1],
      ["NOPE-404", 1],
    ]);

    const failed = await demo.withFaults([{ path: "/hub/lists/add_rows", status: 500 }], () => scan({ list: mine.id }));
    expect(failed.addedToList).toEqual({ kind: "error", key: "lists.erpFailed" });
    expect(scanned(failed)).toEqual(asScanned);
    await demo.forgetAnswers();
    expect(await rowsOf(customer, mine.id)).toEqual([[single, 2]]);

    // A new list's name wins over the menu; the ERP serves normally again by itself.
    const named = await scan({ list: mine.id, newList: "Furgone scanner" });
    expect(named.addedToList).toMatchObject({ kind: "added", listName: "Furgone scanner", count: 1 });
  });

  it("adds an order line with its quantity, or all the order's lines, answering the control used", async () => {
    const customer = await Browser.signIn(BIANCHI);
    const mine = await (await customer.erp()).lists.create("Da un ordine");
    const theirs = await (await rossi.erp()).lists.create("Sempre di Rossi");
    const path = "/en/pages/order_detail?type=OC&number=1&year=2026";
    const post = (fields: Record<string, string>) =>
      customer.data<OrderDetailAnswer>(orderDetailAction, path, { form: { intent: "add-to-list", ...fields } });

    expect(await post({ control: single, list: mine.id, code: single, quantity: "5" })).toEqual<OrderDetailAnswer>({
      addedToList: { control: single, outcome: { kind: "added", listId: mine.id, listName: "Da un ordine", count: 1, refused: [] } },
    });
    expect(await post({ control: "all", list: mine.id, lines: `${single};1\n${packed.sku};${packed.multiple}` })).toMatchObject({
      addedToList: { control: "all", outcome: { kind: "added", count: 2 } },
    });
    expect(await rowsOf(customer, mine.id)).toEqual([
      [single, 6],
      [packed.sku, packed.multiple],
    ]);

    expect((await post({ control: single, list: theirs.id, code: single, quantity: "5" })).addedToList.outcome).toEqual({
      kind: "error",
      key: "lists.notFound",
    });
    expect(await rowsOf(rossi, theirs.id)).toEqual([]);
    for (const quantity of ["x", "-2", "1.5"]) {
      expect((await post({ control: single, list: mine.id, code: single, quantity })).addedToList.outcome, quantity).toEqual({
        kind: "error",
        key: "lists.invalidQuantities",
        codes: single,
      });
    }
    expect(await rowsOf(customer, mine.id)).toEqual([
      [single, 6],
      [packed.sku, packed.multiple],
    ]);
    // The texts of the answers, for the customer and for an agent acting for them.
    expect(t("lists.linesAdded", { count: 2, name: "Da un ordine" })).toBe('2 articles added to the list "Da un ordine"');
    expect(t("lists.linesAdded", { count: 2, name: "Da un ordine", context: "agent", company: "Bianchi" })).toBe(
      '2 articles added to Bianchi\'s list "Da un ordine"',
    );
  });
});

describe("cart export", () => {
  it("exports the cart and a saved cart in the quick order's format, which imports back as the same lines", async () => {
    const customer = await Browser.signIn(BIANCHI);
    for (const [sku, quantity] of [
      [single, "7"],
      [packed.sku, String(packed.multiple * 2)],
    ]) {
      expect((await customer.call(cartAction, "/en/cart", { form: { intent: "add", sku: sku!, quantity: quantity!, js: "1" } })).status).toBe(200);
    }
    const linesOf = async () => (await (await customer.erp()).cart.get()).lines.map((line) => [line.sku, line.quantity]).sort();
    const before = await linesOf();

    const active = await customer.call(cartCsvLoader, "/en/pages/cart/export.csv");
    expect(active.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(active.headers.get("Content-Disposition")).toBe('attachment; filename="cart.csv"');
    const file = await active.response!.text();

    await customer.call(cartAction, "/en/cart", { form: { intent: "save", name: "Per il collega" } });
    expect(await linesOf()).toEqual([]);
    const savedId = (await (await customer.erp()).cart.savedCarts()).find((cart) => cart.name === "Per il collega")!.id;
    const saved = await customer.call(cartCsvLoader, `/en/pages/cart/export.csv?saved=${savedId}`);
    expect(await saved.response!.text()).toBe(file);
    // Another customer's saved cart id is not found.
    expect((await rossi.call(cartCsvLoader, `/en/pages/cart/export.csv?saved=${savedId}`)).status).toBe(404);

    const upload = new FormData();
    upload.set("intent", "quick-order");
    upload.set("file", new Blob([file], { type: "text/csv" }), "cart.csv");
    const imported = await customer.call(cartAction, "/en/pages/cart", { form: upload });
    expect(imported.status).toBe(200);
    expect(await linesOf()).toEqual(before);
  });
});

describe("a deployment without reorder lists", () => {
  it("hides every list control and has no lists page while the calls answer 404, and shows them again by itself", async () => {
    const erpWithout = await rossi.erp();
    const hidden = await demo.withFaults([{ path: "/hub/lists/", status: 404 }], async () => {
      const lists = await customerLists(erpWithout);
      const page = await rossi.call(listsLoader, "/en/pages/lists");
      return { lists, status: page.status };
    });
    expect(hidden).toEqual({ lists: null, status: 404 });
    // Remembered for a while (no ERP call on every page), then asked again: the lists are back.
    expect(await customerLists(await rossi.erp())).toBeNull();
    const later = await customerLists(await rossi.erp(), Date.now() + 61_000);
    expect(later?.map((list) => list.name)).toContain("Non toccare");
  });
});
