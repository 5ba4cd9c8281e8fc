// Tiny helpers for reading request bodies and translating answer texts.
import type { Lang } from "./types";

/** The Italian or English text, by the request's language. */
export function t(lang: Lang, it: string, en: string): string {
  return lang === "en" ? en : it;
}

/** A trimmed string field, "" when missing or not a string. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** An integer sent as a number or a string of digits, else null. */
export function integerOf(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) ? number : null;
}

/** A checkbox-like flag: true, 1, "1", "true", "on". */
export function flagOf(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true" || value === "on";
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
