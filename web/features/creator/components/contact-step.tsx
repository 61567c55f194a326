import { PlusIcon, TrashIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { shownHours } from "../lib/example-texts";
import { exampleGroupProps } from "./example-fields";
import { ExampleGroup, exampleStatusId } from "./example-group";
import type { StepProps } from "./step-props";
import { TextField } from "./text-field";

/** How visitors reach the business: phone, WhatsApp, email, address and opening hours. */
export function ContactStep(props: StepProps) {
  const { draft, update, errors, example } = props;
  // The template's lines until the person changes one: a salon's usual days are quicker to correct than to type.
  const hours = shownHours(draft, example);
  const setHours = (index: number, change: Partial<{ days: string; hours: string }>) =>
    update({ hours: hours.map((line, at) => (at === index ? { ...line, ...change } : line)) });
  const group = exampleGroupProps(props, "contact.hours");
  return (
    <div className="grid max-w-xl gap-4">
      <TextField
        id="creator-whatsapp"
        label="WhatsApp number"
        hint="With the country code, such as +27 82 123 4567: visitors get a button that opens a chat."
        type="tel"
        value={draft.whatsapp}
        onChange={(whatsapp) => update({ whatsapp })}
        error={errors.whatsapp}
        autoComplete="tel"
      />
      <TextField
        id="creator-phone"
        label="Phone"
        type="tel"
        value={draft.phone}
        onChange={(phone) => update({ phone })}
        error={errors.phone}
        autoComplete="tel"
      />
      <TextField
        id="creator-email"
        label="Email"
        type="email"
        value={draft.email}
        onChange={(email) => update({ email })}
        error={errors.email}
        autoComplete="email"
      />
      <TextField
        id="creator-address"
        label="Address"
        value={draft.address}
        onChange={(address) => update({ address })}
        error={errors.address}
        autoComplete="street-address"
      />
      <ExampleGroup {...group}>
        {hours.length === 0 && (
          <p className="text-sm text-muted-foreground">No opening hours yet: add a line for each set of days.</p>
        )}
        {hours.map((line, index) => (
          // On phones the days and hours stack, so "Tuesday to Friday" and "08:30 – 18:00" are read whole.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
          <div key={index} className="grid grid-cols-[1fr_auto] items-end gap-2">
            <div className="grid gap-2 sm:grid-cols-2">
              <TextField
                id={`creator-hours-${index}-days`}
                label={`Days, line ${index + 1}`}
                placeholder="Monday to Friday"
                value={line.days}
                onChange={(days) => setHours(index, { days })}
                error={errors[`hours.${index}.days`]}
                describedBy={exampleStatusId(group.id)}
              />
              <TextField
                id={`creator-hours-${index}-hours`}
                label={`Hours, line ${index + 1}`}
                placeholder="08:00 – 17:00"
                value={line.hours}
                onChange={(hours) => setHours(index, { hours })}
                error={errors[`hours.${index}.hours`]}
                describedBy={exampleStatusId(group.id)}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove line ${index + 1}`}
              onClick={() => update({ hours: hours.filter((_, at) => at !== index) })}
            >
              <TrashIcon />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={hours.length >= 14}
          onClick={() => update({ hours: [...hours, { days: "", hours: "" }] })}
        >
          <PlusIcon /> Add opening hours
        </Button>
      </ExampleGroup>
    </div>
  );
}
