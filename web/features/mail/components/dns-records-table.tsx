import type { MailDomain, MailRecord } from "@common/schemas/mail";
import type { ReactNode } from "react";
import { ColumnHeads } from "@/components/column-heads";
import { cn } from "@/lib/utils";
import { CopyValue } from "./copy-value";
import { RecordStatus } from "./record-status";

// Wide screens read the records as a table; phones as one card per record, each value under its name.
const CELL = "px-3 py-2 text-left align-top max-sm:p-0";
const COLUMNS = [
  { label: "Type", className: "w-16" },
  { label: "Name", className: "w-[26%]" },
  "Value",
  { label: "Purpose", className: "w-24" },
  { label: "Status", className: "w-40" },
];

/** "MX record", "DKIM record": how a copy button names the record it copies from. */
const recordName = (record: MailRecord) => (record.type === "MX" ? "MX record" : `${record.purpose} record`);

/** The records to create at the domain's DNS provider, each name and value with its copy button. */
export function DnsRecordsTable({ domain }: { domain: MailDomain }) {
  return (
    <div className="rounded-lg border max-sm:border-0">
      <table className="w-full table-fixed text-sm max-sm:block">
        <caption className="sr-only">DNS records for {domain.domain}</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground max-sm:sr-only">
          <ColumnHeads columns={COLUMNS} cellClassName={cn(CELL, "font-medium")} />
        </thead>
        <tbody className="divide-y max-sm:grid max-sm:gap-3 max-sm:divide-y-0">
          {domain.records.map((record) => (
            <tr
              key={`${record.type} ${record.name} ${record.purpose}`}
              className="max-sm:grid max-sm:gap-2 max-sm:rounded-lg max-sm:border max-sm:p-3"
            >
              <Cell label="Type" className="font-mono font-semibold">
                {record.type}
              </Cell>
              <Cell label="Name">
                <CopyValue value={record.name} label={`Copy ${recordName(record)} name`} />
              </Cell>
              <Cell label="Value">
                <CopyValue value={record.value} label={`Copy ${recordName(record)} value`} />
              </Cell>
              <Cell label="Purpose">{record.purpose}</Cell>
              <Cell label="Status">
                <RecordStatus record={record} isChecked={domain.checked_at !== null} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One cell; on phones it is a line of the record's card, named by its column. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={cn(CELL, "max-sm:grid max-sm:grid-cols-[4.5rem_minmax(0,1fr)] max-sm:gap-2", className)}>
      <span aria-hidden="true" className="text-xs leading-6 font-normal text-muted-foreground sm:hidden">
        {label}
      </span>
      <div className="min-w-0">{children}</div>
    </td>
  );
}
