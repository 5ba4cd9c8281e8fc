// The signed-in customer's account (hub account/*, wrapped in `message`): master data, addresses,
// credit position, payment deadlines, orders and the latest-ordered articles; plus the order detail
// (Frappe), which the real ERP serves to anyone who names an order, so ownership is checked here.
// Customer data: memoised per request, never cached.
import { z } from "zod";
import { embeddedProductList } from "./catalog.server";
import { erpDateRange, toErpCompactDate } from "./dates";
import { isErpError } from "./errors";
import { fetchFile, fileAvailable } from "./files.server";
import { hubAccountRead, requireCustomer, type CallSpec, type Link, type Parse } from "./link.server";
import { jobSiteFields, rowJobSite } from "./job-sites.server";
import {
  agentRef,
  amount,
  erpDay,
  erpId,
  isRecord,
  list,
  media,
  nullableNumber,
  optionalNumber,
  optionalObject,
  parseWith,
  text,
} from "./schema.server";
import type {
  Address,
  CreditPosition,
  Customer,
  DateRange,
  DocumentFile,
  LastOrderOfItem,
  LatestOrderedPage,
  OrderDetail,
  OrderFilter,
  OrderKey,
  OrderStatus,
  OrderSummary,
  PaymentDeadline,
} from "./types";

const W = "/api/method/mymb_ecommerce.controllers.wrapper";
const A = "/api/method/mymb_ecommerce.controllers.account";

/** The ERP's extraction types of `get_orders`: `T` all, or one status code (fulfilled is `E`). */
const ORDER_TYPES: Record<OrderFilter, string> = {
  all: "T",
  "to-be-accepted": "IA",
  "to-checkout": "NE",
  fulfilled: "E",
  "partly-fulfilled": "PR",
  cancelled: "AN",
};

const ORDER_STATUSES: Record<string, OrderStatus> = {
  IA: "to-be-accepted",
  NE: "to-checkout",
  EV: "fulfilled",
  E: "fulfilled",
  PR: "partly-fulfilled",
  AN: "cancelled",
};

function orderStatusOf(code: string): OrderStatus {
  return ORDER_STATUSES[code.trim().toUpperCase()] ?? "unknown";
}

const CustomerWire = z.object({
  Codice: erpId,
  RagioneSociale: text,
  Nome: text,
  Cognome: text,
  PartitaIVA: text,
  CodiceFiscale: text,
  PEC: text,
  SDI: text,
  CodiceScontoCliente: text,
  Indirizzo: text,
  Citta: text,
  Provincia: text,
  CAP: text,
  Telefono: text,
  Fax: text,
  EMail: text,
  Sconto: text,
  DescrizioneModalitaPagamento: text,
  DescrizionePorto: text,
  DescrizioneVettore: text,
  DescrizioneAgente: text,
});

/** `{ListaIndirizzi: [...]}`; a deployment that answers the list alone is read the same way. */
const AddressesWire = z.preprocess(
  (value) => (Array.isArray(value) ? { ListaIndirizzi: value } : value),
  z.object({
    ListaIndirizzi: list(
      z.object({
        Codice: erpId,
        Descrizione: text,
        IndirizzoEsteso: text,
        Citta: text,
        CAP: text,
        Provincia: text,
        Nazione: text,
        Telefono: text,
        EMailAddress: text,
        CodiceAgente: text,
        DescrizioneAgente: text,
        DescrizioneModalitaPagamento: text,
        DescrizionePorto: text,
        DescrizioneVettore: text,
      }),
    ),
  }),
);

const ExpositionWire = z.object({
  RimesseScaduto: optionalNumber,
  RimesseDaScadere: optionalNumber,
  RimesseTotale: optionalNumber,
  BolleNonFatturateTotale: optionalNumber,
  OrdiniNonEvasiTotale: optionalNumber,
  FidoTotaleTotale: optionalNumber,
  DifferenzaTotale: optionalNumber,
  CodiceValuta: text,
});

const DeadlinesWire = z.preprocess(
  (value) => (Array.isArray(value) ? { ListaScadenzaConInfo: value } : value),
  z.object({
    ListaScadenzaConInfo: list(
      z.object({
        DataScadenza: erpDay,
        Descrizione: text,
        Documento: text,
        Tipo: text,
        Importo: optionalNumber,
        Totale: optionalNumber,
      }),
    ),
  }),
);

const OrdersWire = list(
  z.object({
    AnnoDocDefinitivo: erpId,
    CausaleDocDefinitivo: erpId,
    NumeroDocDefinitivo: erpId,
    DataRegistrazione: erpDay,
    DataConsegna: erpDay,
    DescrizioneEstesaIndirizzo: text,
    CittaIndirizzo: text,
    TotaliDocumentoQuantita: list(optionalNumber),
    StatoTestataOrdine: text,
    IDCarrello: optionalNumber,
    created_by_agent: agentRef,
    ...jobSiteFields,
  }),
);

/** The detail inside `{success, message: {...}}`, or the detail alone where a deployment unwrapped it. */
const OrderDetailWire = z.preprocess(
  (value) => (isRecord(value) && isRecord(value.message) ? value.message : value),
  z.object({
    order_details: list(
      z.object({
        id_riga: text,
        articolo: text,
        descrizione_articolo: text,
        um: text,
        quantita: optionalObject({ ordinato: optionalNumber, consegnato: optionalNumber, residuo: optionalNumber }),
        // The line's net value per quantity state and the net unit price: missing or unreadable is
        // unknown (null, reported), never 0.
        valore: z.preprocess((value) => value ?? {}, optionalObject({ ordinato: amount })),
        netto: amount,
        image: media,
        link: text,
      }),
    ),
    numero_documento: text,
    anno: text,
    data_consegna: erpDay,
    data_registrazione: erpDay,
    indirizzo: text,
    citta: text,
    stato: text,
    created_by_agent: agentRef,
  }),
);

/**
 * `{orders: [row], total_results, total_pages, current_page, art_codes, data?}`: the list is built from
 * `art_codes`, the articles' internal codes (Product `id`); a row is the ERP's own record, which adds
 * the last order's day and quantity to the product it matches (by `CodiceInternoArticolo`, else by
 * `CodiceArticolo`, the sku). `data`, where a deployment sends it, is the `W.product_list` answer for
 * those codes; without it the shop asks them itself.
 */
const LatestOrdersWire = z.object({
  orders: list(
    z.object({
      CodiceArticolo: text,
      CodiceInternoArticolo: text,
      DescrizioneArticolo: text,
      DataUltimoOrdine: erpDay,
      QuantitaUltimoOrdine: nullableNumber,
      QtaUltimoOrdine: nullableNumber,
    }),
  ),
  total_results: optionalNumber,
  total_pages: optionalNumber,
  current_page: optionalNumber,
  art_codes: list(erpId),
  data: embeddedProductList,
});

/** `{DataUltimoOrdine, QuantitaUltimoOrdine, PrezzoNettoUltimoOrdine, Documento}`, inside `GetUltimoOrdinatoClienteXArticoloResult` or alone. */
const LastOrderOfItemWire = z.preprocess(
  (value) => (isRecord(value) && "GetUltimoOrdinatoClienteXArticoloResult" in value ? value.GetUltimoOrdinatoClienteXArticoloResult : value),
  z.object({
    DataUltimoOrdine: erpDay,
    QuantitaUltimoOrdine: nullableNumber,
    PrezzoNettoUltimoOrdine: amount,
    Documento: text,
    error: text,
  }),
);

function sameOrder(a: OrderKey, b: OrderKey): boolean {
  return a.type === b.type && a.number === b.number && a.year === b.year;
}

function trackingCall(key: OrderKey): CallSpec {
  return {
    upstream: "api",
    area: "api",
    method: "POST",
    path: `${A}.pdf_tracking_order`,
    body: { CausaleDocDefinitivo: key.type, NumeroDocDefinitivo: key.number, AnnoDocDefinitivo: key.year },
  };
}

export function accountApi(link: Link) {
  const accountRead = <T>(name: string, args: Record<string, unknown>, parse: Parse<T>) => hubAccountRead(link, name, args, parse);

  function orders(options: { filter?: OrderFilter; range?: DateRange } = {}): Promise<OrderSummary[]> {
    const range = options.range ?? {};
    return accountRead(
      "get_orders",
      {
        type: ORDER_TYPES[options.filter ?? "all"],
        ...erpDateRange(range),
      },
      (payload, ref) =>
        parseWith(OrdersWire, payload, ref).map((order) => {
          const [net = 0, vat = 0, total = 0, quantity = 0] = order.TotaliDocumentoQuantita;
          return {
            key: { type: order.CausaleDocDefinitivo, number: order.NumeroDocDefinitivo, year: order.AnnoDocDefinitivo },
            registeredOn: order.DataRegistrazione,
            deliveryOn: order.DataConsegna,
            address: order.DescrizioneEstesaIndirizzo,
            city: order.CittaIndirizzo,
            totals: { net, vat, total, quantity },
            status: orderStatusOf(order.StatoTestataOrdine),
            cartId: order.IDCarrello,
            createdByAgent: order.created_by_agent,
            jobSite: rowJobSite(order.job_site, order.cig, order.cup),
          };
        }),
    );
  }

  /** The customer's order of that key, from their own order list (the ERP serves any order it is asked for). */
  async function ownOrder(key: OrderKey): Promise<OrderSummary | undefined> {
    return (await orders()).find((order) => sameOrder(order.key, key));
  }

  return {
    /** The customer's master data. */
    customer(): Promise<Customer> {
      return accountRead("get_customer", {}, (payload, ref) => {
        const wire = parseWith(CustomerWire, payload, ref);
        return {
          code: wire.Codice,
          companyName: wire.RagioneSociale,
          firstName: wire.Nome,
          lastName: wire.Cognome,
          vatNumber: wire.PartitaIVA,
          taxCode: wire.CodiceFiscale,
          pec: wire.PEC,
          sdiCode: wire.SDI,
          discountCode: wire.CodiceScontoCliente,
          street: wire.Indirizzo,
          city: wire.Citta,
          province: wire.Provincia,
          postalCode: wire.CAP,
          phone: wire.Telefono,
          fax: wire.Fax,
          email: wire.EMail,
          discount: wire.Sconto,
          paymentMethod: wire.DescrizioneModalitaPagamento,
          freightTerms: wire.DescrizionePorto,
          carrier: wire.DescrizioneVettore,
          agent: wire.DescrizioneAgente,
        };
      });
    },

    /** The customer's delivery addresses. */
    addresses(): Promise<Address[]> {
      return accountRead("get_addresses", {}, (payload, ref) =>
        parseWith(AddressesWire, payload, ref).ListaIndirizzi.map((address) => ({
          code: address.Codice,
          label: address.Descrizione,
          street: address.IndirizzoEsteso,
          city: address.Citta,
          postalCode: address.CAP,
          province: address.Provincia,
          country: address.Nazione,
          phone: address.Telefono,
          email: address.EMailAddress,
          agentCode: address.CodiceAgente,
          agentName: address.DescrizioneAgente,
          paymentMethod: address.DescrizioneModalitaPagamento,
          freightTerms: address.DescrizionePorto,
          carrier: address.DescrizioneVettore,
        })),
      );
    },

    /** The credit position (exposure against the credit limit). */
    creditPosition(): Promise<CreditPosition> {
      return accountRead("exposition", {}, (payload, ref) => {
        const wire = parseWith(ExpositionWire, payload, ref);
        return {
          overdue: wire.RimesseScaduto,
          notYetDue: wire.RimesseDaScadere,
          remittancesTotal: wire.RimesseTotale,
          unbilledDeliveryNotes: wire.BolleNonFatturateTotale,
          openOrders: wire.OrdiniNonEvasiTotale,
          creditLimit: wire.FidoTotaleTotale,
          available: wire.DifferenzaTotale,
          currency: wire.CodiceValuta || "EUR",
        };
      });
    },

    /** The payment deadline schedule. */
    paymentDeadlines(): Promise<PaymentDeadline[]> {
      return accountRead("payment_deadline", {}, (payload, ref) =>
        parseWith(DeadlinesWire, payload, ref).ListaScadenzaConInfo.map((deadline) => ({
          dueDate: deadline.DataScadenza,
          description: deadline.Descrizione,
          document: deadline.Documento,
          type: deadline.Tipo,
          amount: deadline.Importo,
          documentTotal: deadline.Totale,
        })),
      );
    },

    /** The customer's orders (all addresses), newest first, by status and date range. */
    orders,

    ownOrder,

    /** One order's detail; null when it is not one of the customer's orders or does not exist. */
    async order(key: OrderKey): Promise<OrderDetail | null> {
      const summary = await ownOrder(key);
      if (!summary) return null;
      try {
        return await link.read(
          {
            upstream: "api",
            area: "api",
            method: "POST",
            path: `${W}.get_order_detail`,
            body: { NumeroDocDefinitivo: key.number, CausaleDocDefinitivo: key.type, AnnoDocDefinitivo: key.year },
          },
          (payload, ref) => {
            const detail = parseWith(OrderDetailWire, payload, ref);
            return {
              key,
              registeredOn: detail.data_registrazione ?? summary.registeredOn,
              deliveryOn: detail.data_consegna ?? summary.deliveryOn,
              address: detail.indirizzo,
              city: detail.citta,
              status: detail.stato ? orderStatusOf(detail.stato) : summary.status,
              lines: detail.order_details.map((line) => ({
                rowId: line.id_riga,
                sku: line.articolo,
                description: line.descrizione_articolo,
                unit: line.um,
                ordered: line.quantita?.ordinato ?? 0,
                delivered: line.quantita?.consegnato ?? 0,
                remaining: line.quantita?.residuo ?? 0,
                unitPrice: line.netto,
                value: line.valore?.ordinato ?? null,
                image: line.image,
                link: line.link,
              })),
              netTotal: summary.totals.net,
              createdByAgent: detail.created_by_agent ?? summary.createdByAgent ?? null,
              jobSite: summary.jobSite ?? null,
            };
          },
        );
      } catch (error) {
        // The ERP answers an unknown order with {success: false, message: "Order not found"}.
        if (isErpError(error, "rejected") || (isErpError(error, "http") && error.status === 404)) return null;
        throw error;
      }
    },

    /** The articles ordered in a date range, most recent first (1-based page), by internal code. */
    latestOrdered(options: { range: DateRange; page: number; perPage: number }): Promise<LatestOrderedPage> {
      return accountRead(
        "get_latest_order_list",
        {
          ...(options.range.from ? { start_date: toErpCompactDate(options.range.from) } : {}),
          ...(options.range.to ? { end_date: toErpCompactDate(options.range.to) } : {}),
          page: options.page,
          per_page: options.perPage,
        },
        (payload, ref) => {
          const wire = parseWith(LatestOrdersWire, payload, ref);
          // `art_codes` is the page's codes, or every code of the range on a deployment that lists them all.
          const codes =
            wire.art_codes.length > options.perPage
              ? wire.art_codes.slice((options.page - 1) * options.perPage, options.page * options.perPage)
              : wire.art_codes;
          return {
            codes,
            rows: wire.orders.map((row) => ({
              id: row.CodiceInternoArticolo.trim(),
              sku: row.CodiceArticolo.trim(),
              title: row.DescrizioneArticolo,
              lastOrderedOn: row.DataUltimoOrdine,
              quantity: row.QuantitaUltimoOrdine ?? row.QtaUltimoOrdine,
            })),
            products: wire.data,
            total: wire.total_results || wire.art_codes.length,
            pages: wire.total_pages || 1,
            page: wire.current_page || options.page,
          };
        },
      );
    },

    /** An order's delivery tracking as PDF; null when it is not one of the customer's orders. */
    async fetchTrackingPdf(key: OrderKey): Promise<DocumentFile | null> {
      if (!(await ownOrder(key))) return null;
      return fetchFile(link, trackingCall(key), "pdf", `tracking-${key.type}-${key.year}-${key.number}`);
    },

    /** Whether this ERP hands out an order's tracking (asked with one of the customer's own orders). */
    trackingPdfAvailable(key: OrderKey): Promise<boolean> {
      return fileAvailable(link, trackingCall(key));
    },

    /**
     * The customer's last order of one article (its Product `id`). Never ordered is Frappe's `{error}`,
     * which reads as a 404, like a deployment without the call; an answer without a date or a document is null.
     */
    lastOrderOf(itemId: string): Promise<LastOrderOfItem | null> {
      const customer = requireCustomer(link, { upstream: "api", call: `${A}.get_latest_order_by_item` });
      return link.read(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${A}.get_latest_order_by_item`,
          body: { customer_code: customer.clientId, item_id: itemId },
        },
        (payload, ref) => {
          const wire = parseWith(LastOrderOfItemWire, payload, ref);
          if (wire.error || (!wire.DataUltimoOrdine && !wire.Documento)) return null;
          return { on: wire.DataUltimoOrdine, quantity: wire.QuantitaUltimoOrdine, netPrice: wire.PrezzoNettoUltimoOrdine, document: wire.Documento };
        },
      );
    },
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
