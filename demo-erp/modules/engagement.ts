// Newsletter sign-ups, contact requests and tracking events: stored, shown on the /__demo/ page.
import { frappeThrow, hubError, message } from "../http";
import { EMAIL_PATTERN, flagOf, t, text } from "../text";
import { Failure, type Call, type Ctx, type Reply, type Routes } from "../types";

function subscribe(call: Call, ctx: Ctx): Reply {
  const email = text(call.body.email).toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new Failure(frappeThrow(t(call.lang, "Indirizzo email non valido", "Invalid email address")));
  const added = ctx.db
    .prepare("INSERT OR IGNORE INTO newsletter (email, lang, created_at) VALUES (?, ?, ?)")
    .run(email, call.lang, ctx.now().toISOString());
  if (added.changes === 0) return message({ status: "error", message: t(call.lang, "Già iscritto", "Already subscribed") });
  return message({ status: "success", message: t(call.lang, "Iscrizione completata", "Subscription completed") });
}

function requestForm(call: Call, ctx: Ctx): Reply {
  const field = (name: string) => text(call.body[name]);
  if (!flagOf(call.body.consent)) {
    return message({
      status: "Failed",
      message: t(call.lang, "Serve il consenso al trattamento dei dati personali", "Consent to personal data processing is required"),
    });
  }
  if (field("name") === "" || field("message") === "" || !EMAIL_PATTERN.test(field("email"))) {
    return message({
      status: "Failed",
      message: t(call.lang, "Nome, email valida e messaggio sono obbligatori", "Name, a valid email and a message are required"),
    });
  }
  ctx.db
    .prepare(
      `INSERT INTO contact_requests (type, name, email, phone, company, subject, message, consent, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`,
    )
    .run(
      field("type"),
      field("name").slice(0, 200),
      field("email").slice(0, 200),
      field("phone").slice(0, 50),
      field("company").slice(0, 200),
      field("subject").slice(0, 200),
      field("message").slice(0, 5000),
      ctx.now().toISOString(),
    );
  return message({ status: "Success", message: t(call.lang, "Richiesta inviata, ti risponderemo presto", "Request sent, we will answer soon") });
}

function track(stream: "cart" | "search") {
  return (call: Call, ctx: Ctx): Reply => {
    if (call.caller.kind !== "app") return hubError(403, "Tracking needs the application token");
    const action = text(call.body.action);
    const record = call.body.record;
    if (action === "" || typeof record !== "object" || record === null || Array.isArray(record)) {
      return hubError(400, "Tracking needs an action and a record object");
    }
    ctx.db
      .prepare("INSERT INTO tracking_events (stream, topic, action, record, received_at) VALUES (?, ?, ?, ?, ?)")
      .run(stream, text(call.body.topic), action, JSON.stringify(record), ctx.now().toISOString());
    return { json: { status: "success" } };
  };
}

export const routes: Routes = {
  "POST /api/method/omnicommerce.controllers.newsletter.subscribe": subscribe,
  "POST /api/method/mymb_ecommerce.controllers.wrapper.request_form": requestForm,
  "POST /tracking/kafka/cart/track": track("cart"),
  "POST /tracking/kafka/search/track": track("search"),
};
