import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ExampleStatus } from "../lib/example-texts";

type Props = {
  id: string;
  label: string;
  status: ExampleStatus;
  onKeep: () => void;
  children: ReactNode;
};

/** The id of a group's status line, which its fields name in aria-describedby. */
export function exampleStatusId(id: string): string {
  return `${id}-status`;
}

/**
 * One of the template's texts: its fields, marked "Template example" until they are changed or kept on
 * purpose with "Keep as is".
 */
export function ExampleGroup({ id, label, status, onKeep, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid scroll-mt-20 gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-heading`} className="font-medium">
            {label}
          </h3>
          <span id={exampleStatusId(id)}>
            {status === "example" && <Badge variant="outline">Template example</Badge>}
            {status === "kept" && <Badge variant="secondary">Kept as is</Badge>}
          </span>
        </div>
        {status === "example" && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`Keep as is: ${label.toLowerCase()}`}
            onClick={onKeep}
          >
            Keep as is
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}
