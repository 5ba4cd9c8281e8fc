// Links inside markup React does not render (StaticMarkup: the menus) are plain anchors: a click
// handler on their container (useFollowLink) turns a plain click on one into a client navigation,
// by the rules Remix's <Link> follows for its own clicks.
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

/** An onClick for a container of plain links (static markup): they navigate in the page as <Link>s do. */
export function useFollowLink(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const target = clientNavigationTarget(event, (event.target as Element).closest("a"), window.location.origin);
      if (target === null) return;
      event.preventDefault();
      // As <Link>: a link to the page shown replaces its history entry instead of adding one.
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(target, { replace: target === here });
    },
    [navigate],
  );
}
