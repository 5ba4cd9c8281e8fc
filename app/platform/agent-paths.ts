// The sales agents' pages, as links and redirects name them (without the language prefix).
export const AGENT_PICKER_PATH = "/pages/agent/customers";
export const AGENT_DASHBOARD_PATH = "/pages/agent/dashboard";
export const AGENT_COMMISSIONS_PATH = "/pages/agent/commissions";

/** Whether a same-site path (with or without the /en prefix and a query) is one of the agents' pages. */
export function isAgentPage(path: string): boolean {
  const bare = path.replace(/^\/en(?=\/|$)/, "").split(/[?#]/)[0]!;
  return bare === AGENT_PICKER_PATH || bare === AGENT_DASHBOARD_PATH || bare === AGENT_COMMISSIONS_PATH;
}
