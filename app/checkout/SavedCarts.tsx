// The saved tab: save the active cart under a name (a proposal when an agent acts for the customer),
// list saved carts (who made it, date, lines, total), make one active or delete one. Plain POST forms
// to the cart action (303 back to this tab with a toast).
import { Form, Link, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, formatDateTime, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { CartHiddenFields, SAVED_CARTS_PATH } from "~/cart/cart";
import { CART } from "~/platform/config";
import type { loadCartPage } from "~/checkout/cart-page.server";
import { TableHead } from "~/ui/DataTable";
import { PlainTextField } from "~/ui/field";

type SavedCartRow = NonNullable<ReturnType<typeof useLoaderData<typeof loadCartPage>>["saved"]>[number];

export function SavedCarts({ saved, activeIsEmpty, proposal }: { saved: SavedCartRow[]; activeIsEmpty: boolean; proposal: boolean }) {
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  const to = useLocalePath();
  const back = to(SAVED_CARTS_PATH);
  return (
    <>
      <section className="saved-carts__save" aria-labelledby="save-cart-title">
        <h2 id="save-cart-title">{t("cartPage.saved.saveTitle")}</h2>
        {activeIsEmpty ? (
          <p className="notice">{t("cartPage.saved.emptyCart", reader)}</p>
        ) : (
          <SaveCartForm action={to("/cart")} back={back} proposal={proposal} />
        )}
      </section>
      <section aria-labelledby="saved-carts-title">
        <h2 id="saved-carts-title">{t("cartPage.saved.listTitle")}</h2>
        {saved.length === 0 ? (
          <p className="notice">{t("cartPage.saved.none", reader)}</p>
        ) : (
          <table className="saved-carts">
            <TableHead
              columns={["name", "author", "date", "lines", "total"]}
              label={(key) => t(`cartPage.saved.columns.${key}`)}
              actions={t("cartPage.saved.columns.actions")}
            />
            <tbody>
              {saved.map((cart) => (
                <tr key={cart.id} data-saved-cart={cart.name}>
                  <th scope="row">{cart.name}</th>
                  <td>
                    <span className={cart.author.values ? "author-badge author-badge--agent" : "author-badge"}>
                      {t(cart.author.key, cart.author.values)}
                    </span>
                  </td>
                  <td>{formatDateTime(cart.createdAt, locale)}</td>
                  <td>{cart.lineCount}</td>
                  <td>{formatPrice(cart.net, locale)}</td>
                  <td className="saved-carts__actions">
                    <Link
                      to={to(`/pages/cart/export.csv?saved=${cart.id}`)}
                      reloadDocument
                      download
                      className="button button--ghost button--small"
                      aria-label={t("cartPage.export.savedNamed", { name: cart.name })}
                    >
                      {t("cartPage.export.button")}
                    </Link>
                    <Form method="post" action={to("/cart")}>
                      <CartHiddenFields intent="activate" fetcher={false} redirectTo={back} />
                      <input type="hidden" name="savedCartId" value={cart.id} />
                      <button type="submit" className="button button--small" aria-label={t("cartPage.saved.activateNamed", { name: cart.name })}>
                        {t("cartPage.saved.activate")}
                      </button>
                    </Form>
                    <Form method="post" action={to("/cart")}>
                      <CartHiddenFields intent="delete" fetcher={false} redirectTo={back} />
                      <input type="hidden" name="savedCartId" value={cart.id} />
                      <button
                        type="submit"
                        className="button button--ghost button--small"
                        aria-label={t("cartPage.saved.deleteNamed", { name: cart.name })}
                      >
                        {t("cartPage.saved.delete")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/**
 * Saves the active cart under a name (as a proposal when an agent acts); the 303 comes back to this
 * tab with a toast. The action checks the name (SaveCartSchema); the browser only keeps it within its length.
 */
function SaveCartForm({ action, back, proposal }: { action: string; back: string; proposal: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} id="save-cart" noValidate className="inline-form">
      <CartHiddenFields intent="save" fetcher={false} redirectTo={back} />
      <PlainTextField form="save-cart" name="name" label={t("cartPage.saved.name")} maxLength={CART.savedCartNameMaxLength} />
      <button type="submit" className="button">
        {t(proposal ? "cartPage.saved.saveProposal" : "cartPage.saved.save")}
      </button>
    </Form>
  );
}
