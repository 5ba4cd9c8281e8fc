// The customer's declarations of intent (hub account/vat_exemptions and account/vat_exemption_register,
// *proposed* in ERP-CONTRACT.md): a habitual exporter buys without VAT up to the declared amount (the
// plafond). A declaration is identified by its protocol (the revenue agency's receipt number); the
// rest is descriptive, and an amount the ERP did not give is unknown (null), never 0. A deployment
// without declarations answers these calls 404 (app/page/vat-exemptions.server.ts).
import { z } from "zod";
import { customerCodeContext, hubAccountRead, requireCustomer, type Link, type Parse } from "./link.server";
import { dataOrList, erpDay, erpId, list, nullableNumber, parseWith, text } from "./schema.server";

export interface VatExemption {
  protocol: string;
  protocolDate: string | null;
  year: number | null;
  amount: number | null;
  used: number | null;
  /** What is left: the ERP's figure, else amount − used, else unknown. */
  remaining: number | null;
  validFrom: string | null;
  validTo: string | null;
  /** The ERP's status word (ACTIVE, EXHAUSTED, EXPIRED, REVOKED, …), upper case; "" when none. */
  status: string;
}

const DeclarationWire = z
  .object({
    protocol: erpId,
    protocol_date: erpDay,
    year: nullableNumber,
    amount: nullableNumber,
    used: nullableNumber,
    remaining: nullableNumber,
    valid_from: erpDay,
    valid_to: erpDay,
    status: text,
  })
  .transform((wire): VatExemption => ({
    protocol: wire.protocol,
    protocolDate: wire.protocol_date,
    year: wire.year,
    amount: wire.amount,
    used: wire.used,
    remaining: wire.remaining ?? (wire.amount !== null && wire.used !== null ? Math.max(0, wire.amount - wire.used) : null),
    validFrom: wire.valid_from,
    validTo: wire.valid_to,
    status: wire.status.trim().toUpperCase(),
  }));

/** `{data: [...]}` (a list, or a map keyed by protocol); a deployment that answers the list alone is read the same way. */
const DeclarationsWire = dataOrList({ data: list(DeclarationWire) });

const parseDeclarations: Parse<VatExemption[]> = (payload, ref) => parseWith(DeclarationsWire, payload, ref).data;

export interface NewVatExemption {
  protocol: string;
  /** ISO day. */
  protocolDate: string;
  year: number;
  amount: number;
}

/** "YYYY-MM-DD" → "DD/MM/YYYY", the ERP's own form of a day. */
function erpDisplayDay(isoDay: string): string {
  return `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
}

export function vatExemptionsApi(link: Link) {
  return {
    /** The customer's declarations (a 404: this deployment keeps none). */
    list: () => hubAccountRead(link, "vat_exemptions", {}, parseDeclarations),
    /** Registers a declaration → the one the ERP recorded; 422 with the reason (a malformed protocol, a year already declared). */
    register(declaration: NewVatExemption): Promise<VatExemption> {
      const path = "/account/vat_exemption_register";
      const customer = requireCustomer(link, { upstream: "hub", call: path });
      return link.write(
        {
          upstream: "hub",
          area: "hub-account",
          method: "POST",
          path,
          body: {
            protocol: declaration.protocol,
            protocol_date: erpDisplayDay(declaration.protocolDate),
            year: declaration.year,
            amount: declaration.amount,
            ...customerCodeContext(customer),
          },
        },
        (payload, ref) => parseWith(DeclarationWire, payload, ref),
      );
    },
  };
}

export type VatExemptionsApi = ReturnType<typeof vatExemptionsApi>;
