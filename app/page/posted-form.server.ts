// The one way an action reads the form it was posted. A body that cannot be read as a form (empty
// without a form type, a type the parser refuses, a broken multipart body) is the client's mistake:
// the shop's translated 400 page, logged as a warning, never a 500 with a stack.
import { MaxPartSizeExceededError } from "@remix-run/node";
import { malformedFormError } from "~/page/route-errors.server";
import { log } from "~/platform/log.server";

/**
 * The posted form, read by `parse` (the request's own `formData()` unless the action streams a file).
 * A file over the upload's limit is the action's to say (the quick order names the limit), so it is
 * passed on as it is.
 */
export async function readPostedForm(
  request: Request,
  parse: (request: Request) => Promise<FormData> = (posted) => posted.formData(),
): Promise<FormData> {
  try {
    return await parse(request);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw error;
    log("warn", "unreadable form", {
      path: new URL(request.url).pathname,
      contentType: request.headers.get("Content-Type")?.split(";")[0] ?? null,
      error: error instanceof Error ? error.message : String(error),
    });
    throw malformedFormError(request);
  }
}
