// One figure of a .figures list (app/styles/global.css): its name and its amount, red where it needs
// the reader's attention (`tone` danger), green where it is good news (ok).
import type { ReactNode } from "react";

export function FigureItem({ term, tone, children }: { term: ReactNode; tone?: "danger" | "ok"; children: ReactNode }) {
  return (
    <div className={tone ? `figures__item figures__item--${tone}` : "figures__item"}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
