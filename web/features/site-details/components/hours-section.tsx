import { normaliseHours } from "@common/opening-hours";
import { SettingsCard } from "@/components/settings-card";
import { ListEditor } from "./list-editor";
import { TextField } from "./text-field";

const MAX_LINES = 14;

function daysOf(line: unknown): string {
  const days = (line as { days?: unknown } | null)?.days;
  return typeof days === "string" ? days.trim() : "";
}

/** Opening hours, one line per group of days, the hours written as typed and tidied when left. */
export function HoursSection() {
  return (
    <SettingsCard
      id="hours"
      title="Opening hours"
      description="One line for each group of days, in the order they should show."
    >
      <ListEditor
        path={["contact", "hours"]}
        itemLabel="Opening hours line"
        nameOf={daysOf}
        newItem={() => ({ days: "", hours: "" })}
        addLabel="Add opening hours"
        empty="No opening hours yet: the site leaves them out."
        max={MAX_LINES}
      >
        {(index) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField path={["contact", "hours", index, "days"]} label="Days" placeholder="Monday to Friday" />
            <TextField
              path={["contact", "hours", index, "hours"]}
              label="Hours"
              placeholder="08:30 – 17:00"
              hint="Type 8:30 - 17:00, 08h30–17h00 or closed: it is written as 08:30 – 17:00."
              normalise={normaliseHours}
            />
          </div>
        )}
      </ListEditor>
    </SettingsCard>
  );
}
