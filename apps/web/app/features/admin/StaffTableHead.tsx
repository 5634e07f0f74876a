import type { ReactNode } from "react";

/** The header row of a staff list table (stories, audit log, staff accounts): one column heading each. */
export function StaffTableHead({ columns }: { columns: ReactNode[] }) {
  return (
    <thead>
      <tr className="border-b border-gray-300">
        {columns.map((column, i) => (
          <th key={i} scope="col" className={i === 0 ? "py-2" : undefined}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
