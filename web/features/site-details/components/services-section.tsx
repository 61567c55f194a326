import { normalisePrice } from "@common/prices";
import type { TemplateSimpleField } from "@common/schemas/template-fields";
import { SettingsCard } from "@/components/settings-card";
import { getAt } from "../lib/data-paths";
import { SimpleField } from "./declared-fields";
import { useDetailsForm } from "./details-form-context";
import { ListEditor } from "./list-editor";
import { TextField } from "./text-field";

const MAX_SERVICES = 24;
const SERVICES = ["copy", "services"];

function nameOf(service: unknown): string {
  const name = (service as { name?: unknown } | null)?.name;
  return typeof name === "string" ? name.trim() : "";
}

/** The values a service field of the template's already has ("Hair", "Nails"), to offer while typing. */
function usedValues(services: unknown, key: string): string[] {
  const list = Array.isArray(services) ? services : [];
  const values = list.map((service) => (service as Record<string, unknown> | null)?.[key]);
  return [...new Set(values.filter((value): value is string => typeof value === "string" && value.trim() !== ""))];
}

/** What the business offers, with prices in rand, and the fields the template adds to each (its section). */
export function ServicesSection({ serviceFields }: { serviceFields: TemplateSimpleField[] }) {
  const { data } = useDetailsForm();
  const services = getAt(data, SERVICES);
  return (
    <SettingsCard
      id="services"
      title="Services and prices"
      description="What you offer, in the order the site lists it. Prices are in rand: type 320, R320 or from 1200."
    >
      <ListEditor
        path={SERVICES}
        itemLabel="Service"
        nameOf={nameOf}
        newItem={() => ({ name: "", description: "", price: "" })}
        addLabel="Add a service"
        empty="No services yet: add what you offer and what it costs."
        max={MAX_SERVICES}
      >
        {(index) => (
          <>
            <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
              <TextField path={[...SERVICES, index, "name"]} label="Name" />
              <TextField
                path={[...SERVICES, index, "price"]}
                label="Price"
                placeholder="R 320"
                hint="Shown as R 1 350 or From R 450; other words stay."
                normalise={normalisePrice}
              />
            </div>
            <TextField path={[...SERVICES, index, "description"]} label="Description" rows={2} />
            {serviceFields.map((field) => (
              <SimpleField
                key={field.key}
                field={field}
                path={[...SERVICES, index, field.key]}
                suggestions={field.kind === "text" ? usedValues(services, field.key) : undefined}
              />
            ))}
          </>
        )}
      </ListEditor>
    </SettingsCard>
  );
}
