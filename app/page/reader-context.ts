// Texts that speak to whoever reads the customer's pages: a sales agent acting for the customer reads
// their `_agent` form ("Il cliente non ha carrelli salvati"), the customer the plain one ("Non hai…").
// An `_agent` form may name the customer: `{{company}}` ("Aggiunto al carrello di …"). The shop's
// messages (toasts, cart and checkout answers) are read with the same options; in components,
// through useReaderContext.ts.

export type ReaderContext = { context?: "agent"; company?: string };

/** The translate options for a reader: a sales agent acting for `company`, or the customer. */
export function readerContext(agent: boolean, company: string): ReaderContext {
  return agent ? { context: "agent", company } : {};
}
