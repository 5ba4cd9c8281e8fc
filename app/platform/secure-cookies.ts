// Browsers keep a Secure cookie only from a secure context: an https address, or the machine itself
// over plain http (localhost, 127.0.0.1, ::1). Anywhere else (a phone opening the shop at the
// computer's network address) they drop it without a word, and a sign-in would come to nothing.

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/** Whether a browser at `url` would drop a Secure cookie. */
export function dropsSecureCookies(url: URL): boolean {
  return url.protocol === "http:" && !LOOPBACK_HOST.test(url.hostname);
}
