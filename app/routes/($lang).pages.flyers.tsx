import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadFlyers } from "~/content/content.server";
import { publicPageMeta } from "~/platform/meta";
import { FlyerGrid } from "~/content/Tiles";
import contentStyles from "~/content/content.css";
import { i18next } from "~/platform/i18n.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  const [erp, t] = await Promise.all([getErp(args), i18next.getFixedT(args.request)]);
  const flyers = await guardErp(loadFlyers(erp));
  return { flyers, title: t("content.flyers.title"), description: t("content.flyers.intro") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

export default function Flyers() {
  const { flyers } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="content-page">
      <header className="content-page__header">
        <h1>{t("content.flyers.title")}</h1>
        <p>{t("content.flyers.intro")}</p>
      </header>
      {flyers.length === 0 ? <p className="notice">{t("content.flyers.empty")}</p> : <FlyerGrid flyers={flyers} eager />}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
