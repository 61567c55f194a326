import { parseTime } from "@common/opening-hours";
import { normalisePrice } from "@common/prices";
import type { TemplateField, TemplateSimpleField } from "@common/schemas/template-fields";
import { SettingsCard } from "@/components/settings-card";
import { Input } from "@/components/ui/input";
import { type DataPath, fieldId, getAt, pathKey } from "../lib/data-paths";
import { useDetailsForm } from "./details-form-context";
import { ListEditor } from "./list-editor";
import { PhotoField } from "./photo-field";
import { TextField } from "./text-field";

const tidyTime = (text: string) => parseTime(text) ?? text.trim();

/** One field a template declares (template-fields.ts), drawn for its kind. */
export function SimpleField({
  field,
  path,
  suggestions,
}: {
  field: TemplateSimpleField;
  path: DataPath;
  suggestions?: string[];
}) {
  switch (field.kind) {
    case "text":
      return <TextField path={path} label={field.label} hint={field.hint} suggestions={suggestions} />;
    case "long_text":
      return <TextField path={path} label={field.label} hint={field.hint} rows={4} />;
    case "money":
      return (
        <TextField path={path} label={field.label} hint={field.hint} placeholder="R 320" normalise={normalisePrice} />
      );
    case "time":
      return (
        <TextField
          path={path}
          label={field.label}
          hint={field.hint ?? "Such as 08:30 or 5pm."}
          placeholder="08:30"
          normalise={tidyTime}
        />
      );
    case "photo":
      return (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{field.label}</p>
          <PhotoField path={path} label={field.label} />
        </div>
      );
    case "text_list":
      return <TextList field={field} path={path} />;
  }
}

/** A list of short texts (the areas a plumber works in), one a line. */
function TextList({ field, path }: { field: Extract<TemplateSimpleField, { kind: "text_list" }>; path: DataPath }) {
  const { data, errors, update, readOnly } = useDetailsForm();
  return (
    <ListEditor
      path={path}
      itemLabel={field.label}
      nameOf={(item) => (typeof item === "string" ? item : "")}
      newItem={() => ""}
      addLabel="Add a line"
      empty="None yet."
      max={field.max_items ?? 50}
    >
      {(index) => {
        const itemPath = [...path, index];
        const id = fieldId(itemPath);
        const error = errors[pathKey(itemPath)];
        return (
          <>
            <Input
              id={id}
              aria-label={`${field.label}, line ${index + 1}`}
              value={String(getAt(data, itemPath) ?? "")}
              readOnly={readOnly}
              aria-invalid={error ? true : undefined}
              onChange={(event) => update(itemPath, event.target.value)}
            />
            {error && <p className="text-sm text-destructive">{error}</p>}
          </>
        );
      }}
    </ListEditor>
  );
}

function itemTitle(field: Extract<TemplateField, { kind: "list" }>) {
  const titleKey = field.fields.find((member) => member.kind === "text")?.key;
  return (item: unknown) => {
    const title = titleKey ? (item as Record<string, unknown> | null)?.[titleKey] : undefined;
    return typeof title === "string" ? title.trim() : "";
  };
}

/** A field of the template's own, in a card of its own: a list, a group of facts, or one field. */
export function DeclaredFieldSection({ field }: { field: TemplateField }) {
  const description = field.hint ?? "Shown on this template's pages.";
  return (
    <SettingsCard id={`field-${field.key}`} title={field.label} description={description}>
      {field.kind === "list" ? (
        <ListEditor
          path={[field.key]}
          itemLabel={field.item_label}
          nameOf={itemTitle(field)}
          newItem={() =>
            Object.fromEntries(
              field.fields.map((member) => [
                member.key,
                member.kind === "photo" ? { src: "", alt: "" } : member.kind === "text_list" ? [] : "",
              ]),
            )
          }
          addLabel={`Add ${field.item_label.toLowerCase()}`}
          empty={`No ${field.label.toLowerCase()} yet.`}
          max={field.max_items ?? 24}
        >
          {(index) => (
            <div className="grid gap-3 sm:grid-cols-2">
              {field.fields.map((member) => (
                <div key={member.key} className={member.kind === "long_text" ? "sm:col-span-2" : undefined}>
                  <SimpleField field={member} path={[field.key, index, member.key]} />
                </div>
              ))}
            </div>
          )}
        </ListEditor>
      ) : field.kind === "group" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {field.fields.map((member) => (
            <div key={member.key} className={member.kind === "long_text" ? "sm:col-span-2" : undefined}>
              <SimpleField field={member} path={[field.key, member.key]} />
            </div>
          ))}
        </div>
      ) : (
        <SimpleField field={{ ...field, hint: undefined }} path={[field.key]} />
      )}
    </SettingsCard>
  );
}
