// The product search: a plain GET form to /shop?text= that never needs JavaScript. With JavaScript
// (and unless the customer switched it off) it becomes an ARIA 1.2 combobox with up to five
// suggestions, asked for 500 ms after typing stops and only above 2 characters; failures are
// ignored silently (docs/rules.md rule 29).
import { Form, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/hydration";
import { useOnNavigationStart } from "~/shell/hooks";
import { AUTOCOMPLETE, shouldAutocomplete, type AutocompleteSuggestion } from "~/shell/autocomplete";
import { useLocalePath } from "~/platform/i18n";

export function SearchBox({ className, required, autocomplete }: { className: string; required: boolean; autocomplete: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const inputId = `${id}-text`;
  const listId = `${id}-suggestions`;
  // The box shows the current search (on /shop?text=...); suggestions follow what the user types.
  const [params] = useSearchParams();
  const searched = params.get("text") ?? "";
  const [text, setText] = useState(searched);
  const [query, setQuery] = useState("");
  useEffect(() => setText(searched), [searched]);
  const [suggestions, setSuggestions] = useState<AutocompleteSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const enhanced = hydrated && autocomplete;

  useEffect(() => {
    if (!enhanced) return;
    if (!shouldAutocomplete(query)) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${to("/api/autocomplete")}?q=${encodeURIComponent(query.trim())}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        const body = (await response.json()) as { suggestions: AutocompleteSuggestion[] };
        setSuggestions(body.suggestions.slice(0, AUTOCOMPLETE.rows));
        setActive(-1);
        setOpen(body.suggestions.length > 0);
      } catch {
        // Autocomplete failures are ignored silently: the search box keeps working.
      }
    }, AUTOCOMPLETE.delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enhanced, query, to]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  useOnNavigationStart(() => {
    close();
    setQuery("");
  });

  const choose = (suggestion: AutocompleteSuggestion) => {
    close();
    setQuery("");
    navigate(to(suggestion.href));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!enhanced) return;
    if (event.key === "ArrowDown" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === "ArrowUp" && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <Form method="get" action={to("/shop")} className={`search-form ${className}`} role="search">
      <label htmlFor={inputId} className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <div className="search-form__field">
        <input
          id={inputId}
          type="search"
          name="text"
          placeholder={t("header.searchPlaceholder")}
          maxLength={200}
          required={required}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          autoComplete={enhanced ? "off" : undefined}
          role={enhanced ? "combobox" : undefined}
          aria-autocomplete={enhanced ? "list" : undefined}
          aria-expanded={enhanced ? expanded : undefined}
          aria-controls={enhanced ? listId : undefined}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        />
        {enhanced ? (
          <ul id={listId} role="listbox" aria-label={t("header.suggestions")} className="search-suggestions" hidden={!expanded}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.sku}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="search-suggestions__option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                onMouseEnter={() => setActive(index)}
              >
                {suggestion.image ? <img src={suggestion.image} alt="" width={40} height={40} /> : <span className="search-suggestions__noimage" />}
                <span>{suggestion.name}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button type="submit">{t("header.searchButton")}</button>
    </Form>
  );
}
