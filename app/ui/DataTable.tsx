// The tables of the account, agent and returns pages (.data-table, app/styles/global.css): a caption
// that names the table for screen readers and a head of column labels; the page writes the body. On
// a phone each row is a card, so the page gives each cell its column's label (data-label).
import type { ReactNode } from "react";

interface TableHeadProps {
  /** The columns' keys, in order; `label` gives each its heading. */
  columns: ReadonlyArray<string>;
  label: (key: string) => string;
  /** The keys of the columns of figures: right-aligned. */
  numeric?: ReadonlyArray<string>;
  /** The heading of a last column of buttons: read out, not shown. */
  actions?: string;
}

/** A table's head of column headings (also the saved carts' table, which is not a .data-table). */
export function TableHead({ columns, label, numeric = [], actions }: TableHeadProps) {
  return (
    <thead>
      <tr>
        {columns.map((key) => (
          <th key={key} scope="col" className={numeric.includes(key) ? "num" : undefined}>
            {label(key)}
          </th>
        ))}
        {actions ? (
          <th scope="col">
            <span className="visually-hidden">{actions}</span>
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

interface DataTableProps extends TableHeadProps {
  /** Read out only, unless `captionShown`; a table in a fieldset is named by its legend and has none. */
  caption?: string;
  captionShown?: boolean;
  /** The page's own class beside data-table. */
  className?: string;
  /** The <tbody> (and a <tfoot> where the table has totals). */
  children: ReactNode;
}

export function DataTable({ caption, captionShown = false, className, columns, label, numeric, actions, children }: DataTableProps) {
  return (
    <table className={className ? `data-table ${className}` : "data-table"}>
      {caption ? <caption className={captionShown ? undefined : "visually-hidden"}>{caption}</caption> : null}
      <TableHead columns={columns} label={label} numeric={numeric} actions={actions} />
      {children}
    </table>
  );
}

/** A cell of a column of figures, with its column's label for the phone's card. */
export function FigureCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label} className="num">
      {children}
    </td>
  );
}
