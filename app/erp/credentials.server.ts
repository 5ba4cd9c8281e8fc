// Sign-in and account credentials: login (hub wrapper/login), registration and password reset
// (Frappe wrapper), password change (hub account). All writes: never retried, never cached.
import { z } from "zod";
import { ErpError, isErpError } from "./errors";
import { clientContext, requireCustomer, type Link } from "./link.server";
import { erpId, isRecord, list, optionalId, parseWith, text } from "./schema.server";
import type { Registration, SignedIn } from "./types";

const W = "/api/method/mymb_ecommerce.controllers.wrapper";
const AUTHENTICATION_FAILED = "Authentication Failed!";

const isAgentRole = (role: string) => role.trim().toLowerCase() === "agent";

/** A customer is identified by `client_id`, a sales agent (`role: "agent"`) by `agent_code`. */
const UserWire = z
  .object({
    name: text,
    company_name: text,
    client_id: optionalId,
    address_codes: list(z.object({ address_code: erpId, IndirizzoEsteso: text, Citta: text })),
    role: text,
    agent_code: optionalId,
  })
  .superRefine((user, context) => {
    const missing = isAgentRole(user.role) ? (user.agent_code === null ? "agent_code" : null) : user.client_id === null ? "client_id" : null;
    if (missing) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: [missing], message: "expected id", params: { expected: "id", received: "empty" } });
    }
  });

const LoginWire = z.object({ access_token: z.string().trim().min(1), user: UserWire });

/** `{success, message}`, or only the message's text. */
const MessageWire = z.preprocess((value) => (isRecord(value) ? value : { message: value }), z.object({ message: text }));

export function sessionApi(link: Link) {
  return {
    /**
     * Signs in; the token, customer and addresses for the session, or a sales agent (`role` "agent",
     * client "0", no addresses, the agent's code). The answer is Frappe-wrapped
     * (`{message: {message, access_token, user}}`) or, on older deployments, that object at the top
     * level. A refusal is ErpError "rejected" carrying the ERP's message, else "Authentication Failed!".
     */
    async login(username: string, password: string): Promise<SignedIn> {
      try {
        return await link.write(
          {
            upstream: "hub",
            area: "hub-wrapper",
            method: "POST",
            path: "/wrapper/login",
            body: { username, password },
            asApp: true,
          },
          (payload, ref) => {
            const { access_token: token, user } = parseWith(LoginWire, payload, ref);
            const base = { token, name: user.name, company: user.company_name };
            if (isAgentRole(user.role)) return { ...base, clientId: "0", addresses: [], role: "agent", agentCode: user.agent_code };
            return {
              ...base,
              clientId: user.client_id ?? "0",
              addresses: user.address_codes.map((address) => ({
                code: address.address_code,
                street: address.IndirizzoEsteso,
                city: address.Citta,
              })),
              role: "customer",
              agentCode: null,
            };
          },
        );
      } catch (error) {
        if (isErpError(error, "rejected") && error.messages.length === 0) {
          throw new ErpError({
            upstream: error.upstream,
            call: error.call,
            kind: "rejected",
            status: error.status,
            messages: [AUTHENTICATION_FAILED],
          });
        }
        throw error;
      }
    },

    /** Registers a new customer; ErpError "rejected" with the ERP's message (duplicate email or VAT, missing field). */
    async register(form: Registration): Promise<void> {
      await link.write(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${W}.register`,
          body: {
            name: form.name,
            email: form.email,
            vat: form.vat,
            phone: form.phone,
            company: form.company,
            tax_code: form.taxCode,
            address: form.address,
            city: form.city,
            province: form.province,
            postal_code: form.postalCode,
            consent: form.consent,
          },
        },
        () => undefined,
      );
    },

    /** Asks for a new password by email; the ERP's message, or ErpError "rejected" for an unknown user. */
    resetPassword(username: string): Promise<string> {
      return link.write(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${W}.reset_password`,
          body: { username },
        },
        (payload, ref) => parseWith(MessageWire, payload, ref).message,
      );
    },

    /**
     * Changes the signed-in customer's password (hub `wrapper/change_password`, list form): ErpError
     * "rejected" with the ERP's reason (422); http 404 where the deployment has no such call.
     */
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      const path = "/wrapper/change_password";
      requireCustomer(link, { upstream: "hub", call: path });
      await link.write(
        {
          upstream: "hub",
          area: "hub-wrapper",
          method: "POST",
          path,
          body: { ...clientContext(link.customer), old_password: oldPassword, new_password: newPassword },
        },
        () => undefined,
      );
    },
  };
}

export type SessionApi = ReturnType<typeof sessionApi>;
