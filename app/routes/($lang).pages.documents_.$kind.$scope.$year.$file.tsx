// A document's PDF, streamed through the storefront: the ERP's signed URL stays on the server, and
// only a document in the customer's own lists is fetched (anything else is a 404).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { accountRequest, guardAccount } from "~/account/guard.server";
import { DOCUMENT_KINDS } from "~/account/lists";
import { CACHE_CONTROL } from "~/platform/cache-control";

const PdfParams = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  scope: z.string().regex(/^[A-Za-z0-9]{1,8}$/),
  year: z.string().regex(/^[0-9]{4}$/),
  file: z.string().regex(/^[A-Za-z0-9]{1,20}\.pdf$/),
});

export async function loader(args: LoaderFunctionArgs) {
  const { erp } = await accountRequest(args);
  const params = PdfParams.safeParse(args.params);
  if (!params.success) throw new Response("Not Found", { status: 404 });
  const { kind, scope, year, file } = params.data;
  const pdf = await guardAccount(
    args.request,
    erp.documents.fetchDocumentPdf({ kind, scope, year, number: file.slice(0, -".pdf".length), type: "" }),
  );
  if (!pdf) throw new Response("Not Found", { status: 404 });
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${pdf.filename}"`,
    "Cache-Control": CACHE_CONTROL.private,
    "X-Content-Type-Options": "nosniff",
  });
  if (pdf.contentLength !== null) headers.set("Content-Length", String(pdf.contentLength));
  return new Response(pdf.body, { headers });
}
