// Links and forms as plain <a> and <form>, which navigate and submit in the page once JavaScript
// runs: one click and one submit handler, made once in the root (ClientNavigationProvider), do for
// every PageLink and PageForm what Remix's <Link> and <Form> do for one. Those resolve their path
// and set up their handlers on every render, and a listing renders dozens of them (links to
// products and filters, a cart and a wishlist form per row): about 1 ms of the signed-in listing's
// answer (docs/decisions/page-links.md). The same handlers serve the links inside markup React does
// not render (StaticMarkup: the menus), through useFollowLink on their container.
import { useNavigate, useSubmit, type FetcherWithComponents, type SubmitFunction } from "@remix-run/react";
import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type FormEvent,
  type FormHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";

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

type FollowLink = (event: MouseEvent<HTMLElement>, options?: { preventScrollReset?: boolean }) => void;

interface ClientNavigation {
  followLink: FollowLink;
  submit: SubmitFunction;
}

const ClientNavigationContext = createContext<ClientNavigation | null>(null);

/** Gives PageLink, PageForm and useFollowLink their handlers; without it (outside the router) they load documents. */
export function ClientNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const value = useMemo<ClientNavigation>(
    () => ({
      followLink(event, options) {
        const target = clientNavigationTarget(event, (event.target as Element).closest("a"), window.location.origin);
        if (target === null) return;
        event.preventDefault();
        // As <Link>: a link to the page shown replaces its history entry instead of adding one.
        const here = window.location.pathname + window.location.search + window.location.hash;
        navigate(target, { replace: target === here, preventScrollReset: options?.preventScrollReset });
      },
      submit,
    }),
    [navigate, submit],
  );
  return <ClientNavigationContext.Provider value={value}>{children}</ClientNavigationContext.Provider>;
}

const loadDocument: FollowLink = () => {};

/** An onClick for a container of plain links (static markup): they navigate like PageLinks. */
export function useFollowLink(): FollowLink {
  return useContext(ClientNavigationContext)?.followLink ?? loadDocument;
}

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute shop path (useLocalePath), or a query or hash relative to the page. */
  to: string;
  /** Keeps the scroll position, as <Link preventScrollReset> (filters that change the list in place). */
  preventScrollReset?: boolean;
};

/** A link inside the shop: <Link> without its per-render cost (no prefetch, state or relative routing). */
export function PageLink({ to, preventScrollReset, onClick, ...anchor }: PageLinkProps) {
  const navigation = useContext(ClientNavigationContext);
  return (
    <a
      {...anchor}
      href={to}
      // Remix discovers the routes of rendered links carrying this mark before they are followed.
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        navigation?.followLink(event, { preventScrollReset });
      }}
    />
  );
}

type PageFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, "method" | "action"> & {
  method: "get" | "post";
  action: string;
  /** Submits through this fetcher (as its fetcher.Form) instead of navigating (as <Form>). */
  fetcher?: Pick<FetcherWithComponents<unknown>, "submit">;
};

/** A form that submits in the page as <Form> (or a fetcher's Form) does, without its per-render cost. */
export function PageForm({ method, action, fetcher, onSubmit, ...form }: PageFormProps) {
  const navigation = useContext(ClientNavigationContext);
  const submitInPage = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    const submit = fetcher?.submit ?? navigation?.submit;
    if (event.defaultPrevented || !submit) return;
    event.preventDefault();
    // As <Form>: the button pressed is sent with its name and value.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void submit(submitter ?? event.currentTarget, { method });
  };
  return <form {...form} method={method} action={action} data-discover="true" onSubmit={submitInPage} />;
}
