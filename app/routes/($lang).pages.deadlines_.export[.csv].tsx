// The payment deadline schedule as a CSV file.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { deadlineSchedule, todayInRome } from "~/account/deadlines";
import { csvResponse, deadlinesCsv } from "~/account/exports.server";
import { accountRequest, guardAccount } from "~/account/guard.server";
import { i18next } from "~/platform/i18n.server";

export async function loader(args: LoaderFunctionArgs) {
  const { erp, locale } = await accountRequest(args);
  const [deadlines, t] = await Promise.all([guardAccount(args.request, erp.account.paymentDeadlines()), i18next.getFixedT(args.request)]);
  return csvResponse(deadlinesCsv(deadlineSchedule(deadlines, todayInRome()).rows, t, locale), "payment-deadlines.csv");
}
