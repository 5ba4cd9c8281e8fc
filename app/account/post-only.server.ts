// Addresses that only take a form post (the address switch, sign-out): a GET changes nothing and goes home.
import { redirect } from "@remix-run/node";
import type { Page } from "~/page/page.server";

export async function goHome({ localePath }: Page): Promise<never> {
  throw redirect(localePath("/"));
}
