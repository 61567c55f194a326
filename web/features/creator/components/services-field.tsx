import { PlusIcon, TrashIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { ExampleService } from "../lib/example-texts";

/** The most services a site's data holds (its schema's limit). */
const MAX_SERVICES = 24;

type Props = {
  services: readonly ExampleService[];
  onChange: (services: ExampleService[]) => void;
  errors: Record<string, string>;
  /** The id of what the fields are described by (the group's example status). */
  describedBy: string;
};

/** The services with their prices, one small group each; a service keeps its template's own fields (its section). */
export function ServicesField({ services, onChange, errors, describedBy }: Props) {
  const change = (index: number, edit: Partial<ExampleService>) =>
    onChange(services.map((service, at) => (at === index ? { ...service, ...edit } : service)));
  return (
    <div className="grid gap-3">
      {services.length === 0 && <p className="text-sm text-muted-foreground">No services listed.</p>}
      {services.map((service, index) => {
        const id = `creator-service-${index}`;
        const error = (field: string) => errors[`words.services.${index}.${field}`];
        const described = (field: string) => [describedBy, error(field) ? `${id}-${field}-error` : ""].join(" ").trim();
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: services have no identity but their place
          <fieldset key={index} className="grid gap-2 border-t pt-3 first-of-type:border-t-0 first-of-type:pt-0">
            <legend className="sr-only">Service {index + 1}</legend>
            <div className="grid grid-cols-[1fr_8rem_auto] items-end gap-2">
              <FormField id={`${id}-name`} label={`Service ${index + 1}`} error={error("name")}>
                <Input
                  id={`${id}-name`}
                  value={service.name}
                  maxLength={80}
                  aria-invalid={error("name") ? true : undefined}
                  aria-describedby={described("name")}
                  onChange={(event) => change(index, { name: event.target.value })}
                />
              </FormField>
              <FormField id={`${id}-price`} label="Price" error={error("price")}>
                <Input
                  id={`${id}-price`}
                  value={service.price}
                  maxLength={40}
                  placeholder="R 250"
                  aria-describedby={described("price")}
                  onChange={(event) => change(index, { price: event.target.value })}
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove service ${index + 1}`}
                onClick={() => onChange(services.filter((_, at) => at !== index))}
              >
                <TrashIcon />
              </Button>
            </div>
            <FormField id={`${id}-description`} label="Description" error={error("description")}>
              <Input
                id={`${id}-description`}
                value={service.description}
                maxLength={300}
                aria-describedby={described("description")}
                onChange={(event) => change(index, { description: event.target.value })}
              />
            </FormField>
          </fieldset>
        );
      })}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={services.length >= MAX_SERVICES}
        onClick={() => onChange([...services, { name: "", description: "", price: "" }])}
      >
        <PlusIcon /> Add a service
      </Button>
    </div>
  );
}
