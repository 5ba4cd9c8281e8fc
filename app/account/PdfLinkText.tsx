// The text of a document's file link: "PDF" on screen, "Download PDF F/2026/123" for screen readers.
import { useTranslation } from "react-i18next";

export function PdfLinkText({ label, format = "PDF" }: { label: string; format?: "PDF" | "CSV" | "XML" }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="visually-hidden">{t("account.documents.downloadBefore")} </span>
      {format}
      <span className="visually-hidden"> {label}</span>
    </>
  );
}
