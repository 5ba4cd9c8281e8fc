// A sales agent's own calls (hub agent/*, *proposed* in ERP-CONTRACT.md): the portfolio search of the
// customer picker and the trail of what agents did in customers' names. They go with the agent's
// token and code from the session. Acting for a customer is not here: it is every other area's calls
// with a CustomerContext carrying the agent's code. Memoised per request, never cached.
import { z } from "zod";
import { erpDateRange } from "./dates";
import { requireAgent, type Link, type Parse } from "./link.server";
import { dataOrList, erpDateTime, erpDay, erpId, list, nullableNumber, optionalObject, parseWith, text } from "./schema.server";
import { COMMISSION_STATES, type AgentActivity, type AgentCustomerPage, type Commissions, type CommissionState, type DateRange } from "./types";

/** `{data, count}`; a deployment that answers the list alone is read the same way. */
const CustomersWire = dataOrList({
  data: list(
    z.object({
      client_id: erpId,
      company_name: text,
      vat: text,
      city: text,
      province: text,
      address_codes: list(z.object({ address_code: erpId, IndirizzoEsteso: text, Citta: text })),
      overdue_amount: nullableNumber,
      open_amount: nullableNumber,
      last_order_date: erpDay,
    }),
  ),
  count: nullableNumber,
});

/** An entry names its customer and what was done; `{data: [...]}` or the list alone. */
const ActivityWire = dataOrList({
  data: list(z.object({ at: erpDateTime, agent_code: text, client_id: erpId, action: erpId, reference: text })),
});

/** A row is identified by its customer and document (a list, or a map keyed by document). */
const CommissionsWire = dataOrList({
  data: list(
    z.object({
      client_id: erpId,
      company_name: text,
      document: erpId,
      date: erpDay,
      taxable: nullableNumber,
      rate: nullableNumber,
      amount: nullableNumber,
      status: text,
      blocked_reason: text,
    }),
  ),
  totals: optionalObject({ accrued: nullableNumber, paid: nullableNumber, blocked: nullableNumber }),
});

function commissionState(status: string): CommissionState | null {
  const word = status.trim().toUpperCase();
  return (COMMISSION_STATES as readonly string[]).includes(word) ? (word as CommissionState) : null;
}

export interface AgentCustomerQuery {
  /** Words of a company name, a customer code, a VAT number or a city; "" for all. */
  q: string;
  /** 1-based. */
  page: number;
  perPage: number;
}

export function agentApi(link: Link) {
  async function agentRead<T>(name: string, args: Record<string, unknown>, parse: Parse<T>): Promise<T> {
    const path = `/agent/${name}`;
    const agent = requireAgent(link, { upstream: "hub", call: path });
    return link.read(
      { upstream: "hub", area: "hub-agent", method: "POST", path, body: { ...args, agent_code: agent.agentCode }, asAgent: true },
      parse,
    );
  }

  return {
    /** One page of the agent's own customers matching `q` (the ERP answers nobody else's). */
    customers(query: AgentCustomerQuery): Promise<AgentCustomerPage> {
      return agentRead("customers", { q: query.q.trim(), page: query.page, per_page: query.perPage }, (payload, ref) => {
        const wire = parseWith(CustomersWire, payload, ref);
        // Without a count, what this page shows is all that is known.
        const total = wire.count ?? (query.page - 1) * query.perPage + wire.data.length;
        return {
          customers: wire.data.map((customer) => ({
            clientId: customer.client_id,
            companyName: customer.company_name,
            vatNumber: customer.vat,
            city: customer.city,
            province: customer.province,
            addresses: customer.address_codes.map((address) => ({
              code: address.address_code,
              street: address.IndirizzoEsteso,
              city: address.Citta,
            })),
            overdueAmount: customer.overdue_amount,
            openAmount: customer.open_amount,
            lastOrderDate: customer.last_order_date,
          })),
          total,
          page: query.page,
          perPage: query.perPage,
          pages: Math.ceil(total / query.perPage),
        };
      });
    },

    /** What the agent did in customers' names (one customer's when `clientId` is given), newest first, in a date range. */
    activity(filter: DateRange & { clientId?: string } = {}): Promise<AgentActivity[]> {
      return agentRead("activity", { ...(filter.clientId ? { client_id: filter.clientId } : {}), ...erpDateRange(filter) }, (payload, ref) =>
        parseWith(ActivityWire, payload, ref).data.map((entry) => ({
          at: entry.at,
          agentCode: entry.agent_code,
          clientId: entry.client_id,
          action: entry.action,
          reference: entry.reference,
        })),
      );
    },

    /** The agent's commissions of a period (one customer's when `clientId` is given: the ERP answers 403 outside the portfolio). */
    commissions(filter: DateRange & { clientId?: string } = {}): Promise<Commissions> {
      return agentRead("commissions", { ...(filter.clientId ? { client_id: filter.clientId } : {}), ...erpDateRange(filter) }, (payload, ref) => {
        const wire = parseWith(CommissionsWire, payload, ref);
        return {
          rows: wire.data.map((row) => ({
            clientId: row.client_id,
            companyName: row.company_name,
            document: row.document,
            date: row.date,
            taxable: row.taxable,
            rate: row.rate,
            amount: row.amount,
            state: commissionState(row.status),
            blockedReason: row.blocked_reason,
          })),
          totals: wire.totals,
        };
      });
    },
  };
}

export type AgentApi = ReturnType<typeof agentApi>;
