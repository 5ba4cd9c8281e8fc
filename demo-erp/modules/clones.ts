// POST /__demo/customers: a copy of a demo customer with a login and a history of its own, for tests
// that change a customer's data (cart, lists, orders) without disturbing any other test. The copy has
// the original's price list, discounts, addresses and agent; its username and company carry a tag.
import { z } from "zod";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../customers";
import { insertCustomersWithHistory, orderableArticles } from "../seed/customers";
import { mulberry32 } from "../seed/random";
import { Failure, type Call, type Ctx, type Reply, type Routes } from "../types";

/** `company`: another company name for the copy (a test of what the shop does with an odd one, such as a CSV formula). */
const CloneSchema = z.object({ like: z.string().min(1).max(200), company: z.string().min(1).max(120).optional() });

function clone(call: Call, ctx: Ctx): Reply {
  const parsed = CloneSchema.safeParse(call.body);
  const original = parsed.success ? DEMO_CUSTOMERS.find((customer) => customer.username === parsed.data.like) : undefined;
  const company = parsed.success ? parsed.data.company : undefined;
  if (!original) throw new Failure({ status: 400, json: { status: "error", message: "like: the username of a demo customer" } });
  const copy = ctx.db.transaction((): DemoCustomer => {
    const { next } = ctx.db.prepare("SELECT MAX(CAST(id AS INTEGER)) + 1 AS next FROM customers").get() as { next: number };
    const tag = `t${next}`;
    const [local, domain] = original.username.split("@");
    const customer = { ...original, id: String(next), username: `${local}+${tag}@${domain}`, company: `${company ?? original.company} ${tag}` };
    insertCustomersWithHistory(ctx.db, mulberry32(next), [customer], orderableArticles(ctx.db), ctx.now());
    return customer;
  })();
  return { json: { status: "success", customer: { id: copy.id, username: copy.username, password: copy.password, company: copy.company } } };
}

export const routes: Routes = { "POST /__demo/customers": clone };
