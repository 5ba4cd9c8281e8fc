// The text of a document's PDF link: "PDF" on screen, "Download PDF F/2026/123" for screen readers.
import { useTranslation } from "react-i18next";

export function PdfLinkText({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="visually-hidden">{t("account.documents.downloadBefore")} </span>
      PDF
      <span className="visually-hidden"> {label}</span>
    </>
  );
}
