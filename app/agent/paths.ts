// The sales agents' pages, as links and redirects name them (without the language prefix).
export const AGENT_PICKER_PATH = "/pages/agent/customers";
export const AGENT_DASHBOARD_PATH = "/pages/agent/dashboard";
