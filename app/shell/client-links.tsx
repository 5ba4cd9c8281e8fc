// Client-side navigation for plain links inside markup React does not render (StaticMarkup): one
// click handler on the container does for all of them what <Link> does for one.
import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

/** The in-shop path a click should navigate to without a document load, or null to let the browser follow it. */
export function clientNavigationTarget(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented">,
  link: Pick<HTMLAnchorElement, "href" | "target" | "hasAttribute"> | null,
  origin: string,
): string | null {
  if (!link || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href, origin);
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/** An onClick for a container: its links navigate like <Link>s (new tabs, downloads and other sites as the browser does). */
export function useClientLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest("a");
      const target = clientNavigationTarget(event, link, window.location.origin);
      if (target === null) return;
      event.preventDefault();
      navigate(target);
    },
    [navigate],
  );
}
