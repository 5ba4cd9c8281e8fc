// EAN-13 barcodes: 12 digits plus a check digit (weights 1 and 3 from the left).

export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got "${first12}"`);
  let sum = 0;
  for (let index = 0; index < 12; index++) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

export function ean13(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
