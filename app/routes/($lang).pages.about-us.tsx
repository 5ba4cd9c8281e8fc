import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsArticle } from "~/content/CmsArticle";
import { loadCmsPage } from "~/content/content.server";
import { publicPageMeta } from "~/platform/meta";
import contentStyles from "~/content/content.css";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  const erp = await getErp(args);
  return guardErp(loadCmsPage(erp, "about-us", locale));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title);

export default function AboutUs() {
  return <CmsArticle page={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
