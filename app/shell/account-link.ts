// Where the header's account link goes: the customer's account, the agent's customer picker (no
// customer chosen yet), or the sign-in page for a guest.
import { AGENT_PICKER_PATH } from "~/platform/agent-paths";
import type { ShellData } from "~/page/shell-data";

export function accountLink(shell: Pick<ShellData, "customer" | "agent"> | undefined): { path: string; labelKey: string } {
  if (shell?.customer) return { path: "/pages/account", labelKey: "header.account" };
  if (shell?.agent) return { path: AGENT_PICKER_PATH, labelKey: "agent.banner.choose" };
  return { path: "/pages/login", labelKey: "header.login" };
}
