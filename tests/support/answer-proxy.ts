// A proxy between the storefront and the demo ERP that can change JSON answers on their way back:
// how a test meets an answer the demo ERP never gives (a deployment's odd data). Requests pass as
// they are; with no rewrite set (or one answering null), so do answers.
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The changed answer of a call (its JSON body), or null to pass it on as it is. */
export type AnswerRewrite = (path: string, answer: Record<string, unknown>) => Record<string, unknown> | null;

export interface AnswerProxy {
  url: string;
  rewrite: AnswerRewrite | null;
  close(): Promise<void>;
}

export function startAnswerProxy(target: string): Promise<AnswerProxy> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      const change = proxy.rewrite;
      if (!change || !String(answer.headers["content-type"] ?? "").includes("json")) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const parts: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => parts.push(chunk));
      answer.on("end", () => {
        const original = Buffer.concat(parts);
        const changed = change(request.url ?? "", JSON.parse(original.toString("utf8")) as Record<string, unknown>);
        const out = changed ? Buffer.from(JSON.stringify(changed)) : original;
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "content-length": String(out.length) });
        response.end(out);
      });
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  const proxy: AnswerProxy = {
    url: "",
    rewrite: null,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve(proxy);
    }),
  );
}

/** A get_latest_order_list answer (wrapped or bare) whose art_codes name articles no catalogue has. */
export const unknownLatestCodes: AnswerRewrite = (path, answer) => {
  if (path !== "/hub/account/get_latest_order_list") return null;
  const wrapped = typeof answer.message === "object" && answer.message !== null;
  const body = (wrapped ? answer.message : answer) as Record<string, unknown>;
  const unknown = { ...body, art_codes: ["999999", "999998"] };
  return wrapped ? { ...answer, message: unknown } : unknown;
};
