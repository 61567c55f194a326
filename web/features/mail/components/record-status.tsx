import type { MailRecord } from "@common/schemas/mail";
import { CircleCheckIcon, CircleDashedIcon, CircleXIcon, TriangleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { RECORD_STATUS_WORDS } from "../lib/mail-words";

/** What the last check found for one record: found, missing, different, or not checked yet. */
export function RecordStatus({ record, isChecked }: { record: MailRecord; isChecked: boolean }) {
  if (!isChecked) {
    return (
      <Badge variant="secondary">
        <CircleDashedIcon aria-hidden="true" />
        Not checked
      </Badge>
    );
  }
  const words = RECORD_STATUS_WORDS[record.status];
  if (record.status === "found") {
    return (
      <Badge variant="success">
        <CircleCheckIcon aria-hidden="true" />
        {words}
      </Badge>
    );
  }
  if (record.status === "missing") {
    return (
      <Badge variant="destructive">
        <CircleXIcon aria-hidden="true" />
        {words}
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className="border-warning">
      <TriangleAlertIcon aria-hidden="true" className="text-warning" />
      {words}
    </Badge>
  );
}

/** Under a record's value: what DNS holds instead, or why the lookup failed. */
export function RecordFinding({ record }: { record: MailRecord }) {
  if (!record.found || record.status === "found") return null;
  if (record.status === "missing") return <p className="mt-1 text-xs text-muted-foreground">{record.found}</p>;
  return (
    <p className="mt-1 rounded-md border border-warning/40 bg-warning/10 px-2 py-1 text-xs">
      <span className="font-medium">Found instead: </span>
      <code className="font-mono [overflow-wrap:anywhere]">{record.found}</code>
    </p>
  );
}
