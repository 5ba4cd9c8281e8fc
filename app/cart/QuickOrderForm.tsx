// The quick order: paste lines, upload a CSV or type rows; one POST (multipart, to the cart page,
// whose action is the cart action) adds them all and answers line by line. Bad lines come back in
// the text field to fix. Works the same with and without JavaScript (a normal form submission).
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { RenderedForFields, useCartMessageText } from "~/cart/cart";
import type { QuickOrderAnswer, QuickOrderLineResult } from "~/cart/quick-order";
import { CART } from "~/platform/config";
import { Icon } from "~/ui/Icon";
import { useLocalePath } from "~/platform/i18n";

const TYPED_ROWS = 10;
const RESULTS_ID = "quick-order-results";

export function QuickOrderForm({ answer, action }: { answer: QuickOrderAnswer | null; action: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "quick-order";
  return (
    <section className="quick-order" aria-labelledby="quick-order-title">
      <h2 id="quick-order-title">{t("quickOrder.title")}</h2>
      <p>{t("quickOrder.intro")}</p>
      <Link to={to("/pages/scan")} className="button button--secondary quick-order__scan">
        <Icon name="scan" size={18} /> {t("header.scan")}
      </Link>
      {answer ? <QuickOrderReport answer={answer} id={RESULTS_ID} /> : null}
      <Form method="post" action={`${action}#${RESULTS_ID}`} encType="multipart/form-data" className="quick-order__form">
        <RenderedForFields />
        <input type="hidden" name="intent" value="quick-order" />
        <div className="field">
          <label htmlFor="quick-order-lines">{t("quickOrder.paste")}</label>
          <textarea
            key={answer?.retryText ?? ""}
            id="quick-order-lines"
            name="lines"
            rows={8}
            spellCheck={false}
            defaultValue={answer?.retryText ?? ""}
            placeholder={"FE10023;12\n8001234567890;6"}
          />
        </div>
        <div className="field">
          <label htmlFor="quick-order-file">
            {t("quickOrder.file", { kb: Math.round(CART.quickOrder.maxBytes / 1024), lines: CART.quickOrder.maxLines })}
          </label>
          <input id="quick-order-file" name="file" type="file" accept=".csv,.txt,text/csv,text/plain" />
          <a href="/quick-order-sample.csv" download>
            {t("quickOrder.sample")}
          </a>
        </div>
        <fieldset className="quick-order__rows">
          <legend>{t("quickOrder.rows")}</legend>
          {Array.from({ length: TYPED_ROWS }, (_, index) => (
            <div className="quick-order__row" key={index}>
              <label className="visually-hidden" htmlFor={`qo-code-${index}`}>
                {t("quickOrder.code", { row: index + 1 })}
              </label>
              <input
                id={`qo-code-${index}`}
                name={`code_${index}`}
                type="text"
                maxLength={40}
                autoComplete="off"
                placeholder={t("quickOrder.columns.code")}
              />
              <label className="visually-hidden" htmlFor={`qo-qty-${index}`}>
                {t("quickOrder.quantity", { row: index + 1 })}
              </label>
              <input
                id={`qo-qty-${index}`}
                name={`quantity_${index}`}
                type="number"
                min={1}
                inputMode="numeric"
                placeholder={t("quickOrder.columns.quantity")}
              />
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t("quickOrder.sending") : t("quickOrder.submit")}
        </button>
      </Form>
    </section>
  );
}

/** The quick order's line-by-line report (also of ordering a reorder list); it takes the focus when it comes. */
export function QuickOrderReport({ answer, id }: { answer: QuickOrderAnswer; id: string }) {
  const { t } = useTranslation();
  const messageText = useCartMessageText();
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    resultsRef.current?.focus();
  }, [answer]);
  if (answer.results.length === 0 && !answer.refusal) return null;
  return (
    // First in the section, and the form's address ends in its id: after sending, with or without
    // JavaScript, the page opens on the report, not 1,700 px above it.
    <div className="quick-order__results" id={id} ref={resultsRef} tabIndex={-1} aria-live="polite">
      <h3>{t("quickOrder.resultsTitle")}</h3>
      {answer.refusal ? (
        <p className="notice notice--error" role="alert">
          {messageText(answer.refusal)}
        </p>
      ) : (
        <QuickOrderTable answer={answer} />
      )}
    </div>
  );
}

function QuickOrderTable({ answer }: { answer: QuickOrderAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status">
        {answer.addedCount > 0
          ? t("quickOrder.summary", { count: answer.addedCount, bad: answer.results.length - answer.addedCount })
          : t("quickOrder.noneAdded")}
      </p>
      {answer.retryText ? <p className="notice notice--warn">{t("quickOrder.retry")}</p> : null}
      <div className="quick-order__table-wrap">
        <table className="quick-order__table">
          <thead>
            <tr>
              <th scope="col">{t("quickOrder.columns.line")}</th>
              <th scope="col">{t("quickOrder.columns.code")}</th>
              <th scope="col">{t("quickOrder.columns.quantity")}</th>
              <th scope="col">{t("quickOrder.columns.result")}</th>
            </tr>
          </thead>
          <tbody>
            {answer.results.map((result) => (
              <tr key={result.line} className={`quick-order__result quick-order__result--${result.status}`} data-status={result.status}>
                <td>{result.line}</td>
                <td>
                  {result.code}
                  <ArticleOfCode result={result} />
                </td>
                <td>{result.quantity ?? result.quantityText}</td>
                <td>
                  {t(`quickOrder.status.${result.status}`, { quantity: result.quantity, multiple: result.multiple })}
                  {result.text ? ` – ${result.text}` : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The article a line's code names: its name, and its sku when the code was another (a barcode). */
function ArticleOfCode({ result }: { result: QuickOrderLineResult }) {
  const parts = [result.name, result.sku !== result.code ? result.sku : undefined].filter(Boolean);
  return parts.length > 0 ? <small className="quick-order__article"> {parts.join(" · ")}</small> : null;
}
