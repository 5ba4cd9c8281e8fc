// The documents list as a CSV file (same filters as the page, every page of results).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listDocuments } from "~/account/account.server";
import { csvResponse, documentsCsv } from "~/account/exports.server";
import { accountRequest, guardAccount } from "~/account/guard.server";
import { parseListQuery } from "~/account/lists";
import { i18next } from "~/platform/i18n.server";

export async function loader(args: LoaderFunctionArgs) {
  const { erp, locale } = await accountRequest(args);
  const query = parseListQuery(new URL(args.request.url).searchParams);
  const [rows, t] = await Promise.all([guardAccount(args.request, listDocuments(erp, query)), i18next.getFixedT(args.request)]);
  return csvResponse(documentsCsv(rows, t, locale), `${query.kind}s.csv`);
}
