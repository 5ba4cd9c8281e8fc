// What a cart operation tells the customer: a translation key with values, or a text the ERP wrote
// (an answer to a fetcher carries the key's text too: action.server.ts).
// The same shape travels as a flash toast (no JavaScript) or in a fetcher's answer (JavaScript).
import type { ToastKind } from "~/platform/toast";
import type { QuickOrderAnswer } from "./quick-order";

export interface CartMessage {
  kind: ToastKind;
  key?: string;
  values?: Record<string, string | number>;
  text?: string;
}

/** The line a successful add put in the cart (for the cart popup). */
export interface AddedLine {
  sku: string;
  name: string;
  image: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** The answer of the cart action to a fetcher. */
export interface CartActionAnswer {
  ok: boolean;
  intent: string;
  messages: CartMessage[];
  added?: AddedLine;
  /** The line a removal took out (its notice comes as a toast). */
  removedRowId?: string;
  quickOrder?: QuickOrderAnswer;
}
