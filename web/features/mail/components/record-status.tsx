import type { MailRecord } from "@common/schemas/mail";
import { CircleCheckIcon, CircleDashedIcon, CircleXIcon, TriangleAlertIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { RECORD_STATUS_WORDS } from "../lib/mail-words";

/** What the last check found for one record, and what was there instead when it differs. */
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
  return (
    <div className="grid min-w-0 gap-1">
      {record.status === "found" ? (
        <Badge variant="success">
          <CircleCheckIcon aria-hidden="true" />
          {words}
        </Badge>
      ) : record.status === "missing" ? (
        <Badge variant="destructive">
          <CircleXIcon aria-hidden="true" />
          {words}
        </Badge>
      ) : (
        <Badge variant="outline" className="border-warning">
          <TriangleAlertIcon aria-hidden="true" className="text-warning" />
          {words}
        </Badge>
      )}
      {record.found && record.status === "different" && (
        <p className="text-xs text-muted-foreground">
          Found instead: <code className="break-all font-mono text-foreground">{record.found}</code>
        </p>
      )}
      {record.found && record.status === "missing" && <p className="text-xs text-muted-foreground">{record.found}</p>}
    </div>
  );
}
