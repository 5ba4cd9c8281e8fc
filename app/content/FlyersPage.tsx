// The flyers page: every flyer's cover, opening its PDF in a new tab.
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { loadFlyersPage } from "~/content/content.server";
import { FlyerGrid } from "~/content/Tiles";

export function FlyersPage() {
  const { flyers } = useLoaderData<typeof loadFlyersPage>();
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
