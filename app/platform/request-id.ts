// The request id: the load balancer's X-Request-Id when it sent a sane one, else a new one. It is
// answered back, written in the request's log line and sent to the ERP with every call, so one
// request can be followed through the proxy, the shop and the ERP.
import crypto from "node:crypto";

const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | undefined): string {
  return header && SANE_ID.test(header) ? header : crypto.randomUUID();
}
