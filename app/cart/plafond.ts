// The plafond of a customer's declarations of intent as the cart and checkout show it: what is left
// of the declarations valid today, and whether an order's taxable amount goes past it (a warning,
// never a block: the part above is invoiced with VAT).

/** A declaration as these rules read it (app/erp/vat-exemptions.server.ts maps the ERP's). */
export interface PlafondDeclaration {
  remaining: number | null;
  validFrom: string | null;
  validTo: string | null;
  status: string;
}

/** States in which a declaration covers nothing, whatever its dates say (a used-up one is still valid: 0 left). */
const ENDED_STATES = new Set(["EXPIRED", "REVOKED", "CANCELLED"]);

/** Whether a declaration covers purchases on `today` (ISO): not ended, and within its validity (an open end is open). */
export function isValidDeclaration(declaration: PlafondDeclaration, today: string): boolean {
  if (ENDED_STATES.has(declaration.status)) return false;
  if (declaration.validFrom !== null && declaration.validFrom > today) return false;
  return declaration.validTo === null || declaration.validTo >= today;
}

/** What is left of the customer's valid declarations today; null when none is valid or none says what is left. */
export function remainingPlafond(declarations: readonly PlafondDeclaration[], today: string): number | null {
  const known = declarations.filter((declaration) => isValidDeclaration(declaration, today) && declaration.remaining !== null);
  if (known.length === 0) return null;
  return Math.round(known.reduce((sum, declaration) => sum + (declaration.remaining ?? 0), 0) * 100) / 100;
}

/** The amount of an order's taxable above the plafond (0: within it). */
export function aboveThePlafond(taxable: number, remaining: number): number {
  return Math.max(0, Math.round((taxable - remaining) * 100) / 100);
}
