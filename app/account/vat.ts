// Italian VAT numbers (partita IVA): 11 digits, optionally after "IT", the last one a check digit.

/** The digits of an Italian VAT number without spaces and the optional "IT" prefix. */
export function normalizeItalianVat(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase().replace(/^IT/, "");
}

/**
 * Whether the value is a valid Italian VAT number: 11 digits whose last one is the check digit.
 * Digits in odd positions (1st, 3rd, ... 9th) add up as they are; digits in even positions are
 * doubled (minus 9 when above 9); the check digit makes the total a multiple of 10.
 */
export function isValidItalianVat(value: string): boolean {
  const digits = normalizeItalianVat(value);
  if (!/^\d{11}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}
