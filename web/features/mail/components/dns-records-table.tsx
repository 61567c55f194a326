import type { MailDomain, MailRecord } from "@common/schemas/mail";
import type { ReactNode } from "react";
import { ColumnHeads } from "@/components/column-heads";
import { cn } from "@/lib/utils";
import { CopyValue } from "./copy-value";
import { RecordFinding, RecordStatus } from "./record-status";

// Wide screens read the records as a table. Phones read one card per record: its type, purpose and
// status on the first line, then its name and its value, each the card's full width.
const CELL = "px-3 py-2 text-left align-top max-sm:p-0";
const COLUMNS = [
  { label: "Type", className: "w-16" },
  { label: "Name", className: "w-[26%]" },
  "Value",
  { label: "Purpose", className: "w-24" },
  { label: "Status", className: "w-32" },
];

/** "MX record", "DKIM record": how a copy button names the record it copies from. */
const recordName = (record: MailRecord) => (record.type === "MX" ? "MX record" : `${record.purpose} record`);

/** The records to create at the domain's DNS provider, each name and value with its copy button. */
export function DnsRecordsTable({ domain, id }: { domain: MailDomain; id?: string }) {
  return (
    <div id={id} className="rounded-lg border max-sm:border-0">
      <table className="w-full table-fixed text-sm max-sm:block">
        <caption className="sr-only">DNS records for {domain.domain}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground max-sm:sr-only">
          <ColumnHeads columns={COLUMNS} cellClassName={cn(CELL, "font-medium")} />
        </thead>
        <tbody className="divide-y max-sm:grid max-sm:gap-3 max-sm:divide-y-0">
          {domain.records.map((record) => (
            <tr
              key={`${record.type} ${record.name} ${record.purpose}`}
              className="max-sm:grid max-sm:grid-cols-[auto_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-3 max-sm:rounded-lg max-sm:border max-sm:p-3"
            >
              <td className={cn(CELL, "font-mono font-semibold max-sm:row-start-1")}>{record.type}</td>
              <Cell label="Name" className="max-sm:col-span-3 max-sm:row-start-2">
                <CopyValue value={record.name} label={`Copy ${recordName(record)} name`} />
              </Cell>
              <Cell label="Value" className="max-sm:col-span-3 max-sm:row-start-3">
                <CopyValue value={record.value} label={`Copy ${recordName(record)} value`} />
                <RecordFinding record={record} />
              </Cell>
              <td className={cn(CELL, "max-sm:col-start-2 max-sm:row-start-1 max-sm:text-muted-foreground")}>
                {record.purpose}
              </td>
              <td className={cn(CELL, "max-sm:col-start-3 max-sm:row-start-1")}>
                <RecordStatus record={record} isChecked={domain.checked_at !== null} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A name or value; on phones its column's name stands above it. */
function Cell({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <td className={cn(CELL, className)}>
      <span aria-hidden="true" className="block text-xs text-muted-foreground sm:hidden">
        {label}
      </span>
      {children}
    </td>
  );
}
