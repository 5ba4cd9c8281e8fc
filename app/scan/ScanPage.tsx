// The scanner page: the camera (with JavaScript, once the customer starts it) and one form that is
// the running list. Without JavaScript, or without a camera, the form is the whole page: a code typed
// or sent by a keyboard-wedge scanner (Enter submits) goes on the list, and the list's − / + /
// remove buttons post it again; with JavaScript the same buttons change the list in place. "Add all
// to the cart" posts the list's rows to the quick order, whose report the cart page shows; "add to a
// list" posts them to this page, which answers the same list with what came of adding.
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/platform/hydration";
import { RenderedForFields, CART_PATH, useCartMessageText } from "~/cart/cart";
import { useTranslation } from "react-i18next";
import { useReaderContext, useLocalePath } from "~/platform/i18n";
import { AddToListOutcomeNotice, ListChoiceFields } from "~/lists/AddToListForm";
import { useReorderLists } from "~/lists/useReorderLists";
import { confirmRead, startCamera } from "~/scan/camera";
import type { ScanLookupAnswer } from "~/scan/lookup.server";
import type { ScanPageAnswer } from "~/scan/scan-page.server";
import { addRead, codeOf, isRepeatRead, packOf, removeLine, resolveLine, stepLine, typeQuantity, type ScanLine } from "~/scan/scan-list";

const RESULTS_ID = "quick-order-results";
const CHANGE = /^(less|more|remove):(\d+)$/;

type Notice = { key: "scan.read"; code: string } | { key: "scan.notACode" } | null;

export function ScanPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const answer = useActionData<ScanPageAnswer>();
  const messageText = useCartMessageText();
  const [lines, setLines] = useState<ScanLine[]>(answer?.lines ?? []);
  const [notice, setNotice] = useState<Notice>(answer?.notACode ? { key: "scan.notACode" } : null);
  useEffect(() => setLines(answer?.lines ?? []), [answer]);
  // The camera's reads arrive in a callback made when it started: it reads the list from here.
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const codeRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);

  const lookUp = async (code: string) => {
    let lookup: ScanLookupAnswer["lookup"] = { status: "unchecked" };
    try {
      const response = await fetch(`${to("/api/scan")}?code=${encodeURIComponent(code)}`, { headers: { Accept: "application/json" } });
      const body = (await response.json()) as Partial<ScanLookupAnswer>;
      if (body.lookup) lookup = body.lookup;
    } catch {
      // Offline or refused: the line stays, unchecked; the quick order checks it when adding.
    }
    setLines((current) => resolveLine(current, code, lookup));
  };

  const add = (text: string, quantity?: number) => {
    const code = codeOf(text);
    if (code === null) return setNotice({ key: "scan.notACode" });
    const known = linesRef.current.some((line) => line.code === code);
    setLines((current) => addRead(current, code, quantity));
    setNotice({ key: "scan.read", code });
    if (!known) void lookUp(code);
  };

  // With JavaScript only "add all" and "add to a list" post; every other button changes the list here.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "quick-order" || submitter?.value === "add-to-list") return;
    event.preventDefault();
    const change = CHANGE.exec(submitter?.value ?? "");
    const line = change ? lines[Number(change[2])] : undefined;
    if (change && line) {
      setLines(change[1] === "remove" ? removeLine(lines, line.code) : stepLine(lines, line.code, change[1] === "more" ? 1 : -1));
      return;
    }
    const typed = codeRef.current?.value ?? "";
    if (typed.trim() === "") return;
    const quantity = Number(quantityRef.current?.value) || undefined;
    add(typed, quantity);
    codeRef.current!.value = "";
    quantityRef.current!.value = "";
    codeRef.current!.focus();
  };

  return (
    <div className="scan-page">
      <h1>{t("scan.title")}</h1>
      <p>{t("scan.intro")}</p>
      <Camera onRead={add} />
      <p className="scan-page__notice" role="status">
        {notice?.key === "scan.read" ? t(notice.key, { code: notice.code }) : notice ? t(notice.key) : null}
      </p>
      {answer?.refusal ? (
        <p className="notice notice--error" role="alert">
          {messageText(answer.refusal)}
        </p>
      ) : null}
      <Form method="post" action={to("/pages/scan")} className="scan-form" noValidate onSubmit={onSubmit}>
        <RenderedForFields />
        {/* First in the form: Enter in the code field (a keyboard-wedge scanner's end of code) adds it. */}
        <fieldset className="scan-form__entry">
          <legend>{t("scan.entry.legend")}</legend>
          <label htmlFor="scan-code">{t("scan.entry.code")}</label>
          <label htmlFor="scan-quantity">{t("scan.entry.quantity")}</label>
          <input
            ref={codeRef}
            id="scan-code"
            name="code"
            type="text"
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus={answer !== undefined}
          />
          <input ref={quantityRef} id="scan-quantity" name="quantity" type="number" inputMode="numeric" min={1} placeholder="1" />
          <button type="submit" name="intent" value="read" className="button button--secondary">
            {t("scan.entry.add")}
          </button>
        </fieldset>
        <section className="scan-list" aria-labelledby="scan-list-title">
          <h2 id="scan-list-title">
            {t("scan.list.title")} <small>{t("scan.list.count", { count: lines.length })}</small>
          </h2>
          {lines.length === 0 ? <p>{t("scan.list.empty")}</p> : null}
          <ol className="scan-list__lines">
            {lines.map((line, index) => (
              <ScanListLine
                key={line.code}
                line={line}
                index={index}
                onTyped={(code, text) => setLines((current) => typeQuantity(current, code, text))}
              />
            ))}
          </ol>
          {/* More buttons may post the same rows elsewhere (formAction): "add to a list". */}
          <div className="scan-list__actions">
            <button
              type="submit"
              name="intent"
              value="quick-order"
              formAction={`${to(CART_PATH)}#${RESULTS_ID}`}
              className="button button--primary"
              disabled={lines.length === 0}
            >
              {t("scan.list.addAll")}
            </button>
            <AddScannedToList disabled={lines.length === 0} outcome={answer?.addedToList} />
          </div>
        </section>
      </Form>
    </div>
  );
}

/** "Add to a list": the list menu and the button posting the rows to this page (nothing where the ERP keeps no lists). */
function AddScannedToList({ disabled, outcome }: { disabled: boolean; outcome: ScanPageAnswer["addedToList"] }) {
  const { t } = useTranslation();
  const reader = useReaderContext();
  const lists = useReorderLists();
  const navigation = useNavigation();
  const id = useId();
  if (lists === null) return null;
  const adding = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-to-list";
  return (
    <fieldset className="scan-list__to-list">
      <legend>{t("lists.addScanned", reader)}</legend>
      <ListChoiceFields lists={lists} id={id} picked={outcome?.kind === "added" ? outcome.listId : undefined} />
      <button type="submit" name="intent" value="add-to-list" className="button button--secondary" disabled={disabled || adding}>
        {t(adding ? "lists.adding" : "lists.addSubmit")}
      </button>
      <AddToListOutcomeNotice outcome={adding ? undefined : outcome} />
    </fieldset>
  );
}

function ScanListLine({ line, index, onTyped }: { line: ScanLine; index: number; onTyped: (code: string, text: string) => void }) {
  const { t } = useTranslation();
  const pack = packOf(line);
  const lookup = line.lookup;
  const name = lookup?.status === "found" ? lookup.name || lookup.sku : line.code;
  return (
    <li className={`scan-line scan-line--${lookup?.status ?? "pending"}`} data-code={line.code} data-status={lookup?.status ?? "pending"}>
      <input type="hidden" name={`code_${index}`} value={line.code} />
      <p className="scan-line__article">
        <strong>
          {lookup?.status === "found"
            ? name
            : lookup?.status === "unknown"
              ? t("scan.list.unknown")
              : lookup
                ? t("scan.list.unchecked")
                : t("scan.list.lookingUp")}
        </strong>
        <span className="scan-line__code">{line.code}</span>
        {lookup?.status === "found" && lookup.sku !== line.code ? <span className="scan-line__sku">{lookup.sku}</span> : null}
        {lookup?.status === "found" && !lookup.orderable ? <span className="scan-line__warn">{t("scan.list.notAvailable")}</span> : null}
        {pack > 1 ? <span>{t("scan.list.pack", { multiple: pack })}</span> : null}
      </p>
      <div className="scan-line__quantity">
        <button
          type="submit"
          name="change"
          value={`less:${index}`}
          className="scan-line__step"
          aria-label={t("scan.list.decrease", { name })}
          disabled={line.quantity <= pack}
        >
          −
        </button>
        <label htmlFor={`scan-qty-${index}`} className="visually-hidden">
          {t("scan.list.quantityOf", { name })}
        </label>
        {/* Typed quantities are rounded up to packs once the field is left (not on every key). */}
        <input
          key={`${line.code}-${line.quantity}`}
          id={`scan-qty-${index}`}
          className="scan-line__input"
          type="number"
          name={`quantity_${index}`}
          inputMode="numeric"
          min={pack}
          step={pack}
          defaultValue={line.quantity}
          onBlur={(event) => onTyped(line.code, event.currentTarget.value)}
        />
        <button type="submit" name="change" value={`more:${index}`} className="scan-line__step" aria-label={t("scan.list.increase", { name })}>
          +
        </button>
        <button type="submit" name="change" value={`remove:${index}`} className="scan-line__remove" aria-label={t("scan.list.remove", { name })}>
          ×
        </button>
      </div>
    </li>
  );
}

type CameraState = "idle" | "starting" | "running" | "refused";

/** The camera, offered only with JavaScript and a browser that has one (mediaDevices needs a secure origin). */
function Camera({ onRead }: { onRead: (text: string) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const audioRef = useRef<AudioContext | null>(null);
  const previousRef = useRef<{ code: string; at: number } | null>(null);
  const [state, setState] = useState<CameraState>("idle");
  useEffect(() => () => stopRef.current?.(), []);
  if (!hydrated || !navigator.mediaDevices?.getUserMedia) return null;

  const start = async () => {
    setState("starting");
    // Made on the tap: browsers let a page make sound only after one.
    audioRef.current ??= typeof AudioContext === "function" ? new AudioContext() : null;
    try {
      stopRef.current = await startCamera(videoRef.current!, (text) => {
        const at = performance.now();
        const code = codeOf(text) ?? text;
        // A label held in front of the camera is one read: each sighting moves the window on.
        const repeat = isRepeatRead(previousRef.current, code, at);
        previousRef.current = { code, at };
        if (repeat) return;
        confirmRead(audioRef.current);
        onRead(text);
      });
      setState("running");
    } catch {
      setState("refused");
    }
  };
  const stop = () => {
    stopRef.current?.();
    stopRef.current = null;
    setState("idle");
  };

  return (
    <section className="scan-camera" aria-label={t("scan.camera.video")}>
      <video ref={videoRef} className="scan-camera__video" muted playsInline hidden={state !== "running" && state !== "starting"} />
      {state === "running" || state === "starting" ? (
        <>
          <p role="status">{t(state === "running" ? "scan.camera.running" : "scan.camera.starting")}</p>
          <button type="button" className="button button--secondary" onClick={stop}>
            {t("scan.camera.stop")}
          </button>
        </>
      ) : (
        <>
          {state === "refused" ? (
            <p className="notice notice--warn" role="alert">
              {t("scan.camera.refused")}
            </p>
          ) : null}
          <button type="button" className="button button--primary scan-camera__start" onClick={() => void start()}>
            {t("scan.camera.start")}
          </button>
        </>
      )}
    </section>
  );
}
