// The <title> of a content page: "<page> – Ferramenta Pro".
import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Ferramenta Pro";

export function pageMeta(title: string | undefined, description?: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: title ? `${title} – ${SITE_NAME}` : SITE_NAME }];
  if (description) tags.push({ name: "description", content: description });
  return tags;
}
