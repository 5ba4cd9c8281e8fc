// The pieces the home page and the content pages share: tiles that link to the shop, flyer covers.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Flyer, HomeTile } from "~/erp/types";
import { useLocalePath } from "~/platform/i18n";

/** A CMS link: absolute http(s) URLs open in a new tab, shop paths stay in the reader's language. */
export function CmsLink({ url, className, children }: { url: string; className?: string; children: React.ReactNode }) {
  const to = useLocalePath();
  if (/^https?:\/\//i.test(url)) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={to(url || "/shop")}>
      {children}
    </Link>
  );
}

export function TileGrid({ tiles, variant }: { tiles: HomeTile[]; variant: "category" | "brand" | "department" }) {
  return (
    <ul className={`tile-grid tile-grid--${variant}`}>
      {tiles.map((tile, index) => (
        <li key={`${tile.url}-${index}`}>
          <CmsLink url={tile.url} className="tile">
            {tile.image ? (
              <img className="tile__image" src={tile.image} alt="" width={160} height={variant === "brand" ? 80 : 160} loading="lazy" />
            ) : null}
            <span className="tile__label">{tile.label}</span>
          </CmsLink>
        </li>
      ))}
    </ul>
  );
}

export function FlyerGrid({ flyers, eager = false }: { flyers: Flyer[]; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="flyer-grid">
      {flyers.map((flyer, index) => (
        <li key={flyer.pdfUrl}>
          <a className="flyer" href={flyer.pdfUrl} target="_blank" rel="noopener" type="application/pdf">
            {flyer.image ? (
              <img className="flyer__cover" src={flyer.image} alt="" width={300} height={420} loading={eager && index < 4 ? "eager" : "lazy"} />
            ) : null}
            <span className="flyer__label">
              {flyer.label}
              <span className="visually-hidden"> {t("content.flyers.open")}</span>
            </span>
            <span className="flyer__badge" aria-hidden="true">
              PDF
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
