// The agent's portfolio as the agent's pages read it whole: every customer's company by client id
// (the ERP's agent/customers, a page of a hundred at a time, at most ten pages).
import type { AgentPage } from "~/page/page.server";

/** Customers per portfolio page read for the companies' names, and the most pages read (1,000 customers). */
const PORTFOLIO_PAGE_SIZE = 100;
const PORTFOLIO_PAGES_MAX = 10;

/** The company of each customer of the agent's portfolio, by client id, in the ERP's order (by company). */
export async function portfolioCompanies(erp: AgentPage["erp"]): Promise<Array<[string, string]>> {
  const page = (number: number) => erp.agent.customers({ q: "", page: number, perPage: PORTFOLIO_PAGE_SIZE });
  const first = await page(1);
  const pages = Math.min(first.pages, PORTFOLIO_PAGES_MAX);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((result) => result.customers.map((customer): [string, string] => [customer.clientId, customer.companyName]));
}
