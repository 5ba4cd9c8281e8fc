// The fictional distributor behind the demo ERP (footer, pages, technical sheets and flyers).
export const COMPANY = {
  name: "Ferramenta Pro Distribuzione S.p.A.",
  street: "Via dell'Industria 18",
  postalCode: "40138",
  city: "Bologna",
  province: "BO",
  vat: "IT03318920374",
  rea: "BO-512873",
  shareCapital: 1_200_000,
  phone: "051 600 1200",
  email: "ordini@ferramentapro.example",
  support: "assistenza@ferramentapro.example",
  pec: "ferramentapro@pec.example",
  website: "https://www.ferramentapro.example",
} as const;
