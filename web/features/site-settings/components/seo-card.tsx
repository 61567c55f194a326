import { type Site, siteSeoSchema } from "@common/schemas/sites";
import { SettingsCard } from "@/components/settings-card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { SaveButton, usePermission } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSaveSeo } from "../api/site-settings-api";

const FIELDS = ["title", "description", "language", "favicon", "social_image"] as const;
type Field = (typeof FIELDS)[number];

type FieldSpec = { label: string; hint: string; placeholder: string; maxLength: number; multiline?: boolean };
const SPECS: Record<Field, FieldSpec> = {
  title: {
    label: "Site title",
    // The example is the site's own name (`{site}` below), never another business's.
    hint: "The home page's title, and the end of every other page's (“About · {site}”).",
    placeholder: "",
    maxLength: 70,
  },
  description: {
    label: "Description",
    hint: "What search results and link previews show under the title; about 160 characters read best.",
    placeholder: "A sentence or two about the business",
    maxLength: 300,
    multiline: true,
  },
  language: { label: "Language", hint: "A code such as en, en-ZA, af or zu.", placeholder: "en", maxLength: 35 },
  favicon: {
    label: "Tab icon",
    hint: "The small picture browsers show in the tab and in bookmarks: a path on the site such as /media/icon.png, or an address starting with https://.",
    placeholder: "/media/icon.png",
    maxLength: 2048,
  },
  social_image: {
    label: "Social image",
    hint: "Shown when a page is shared on WhatsApp, Facebook or X; 1200 × 630 px works everywhere.",
    placeholder: "/media/social.jpg",
    maxLength: 2048,
  },
};

/** The title, description, language, favicon and social image every published page gets by default. */
export function SeoCard({ site }: { site: Site }) {
  const { allowed, reason } = usePermission("site:update");
  const description = allowed
    ? "What search engines and link previews show. Published pages use these from the next publish on, unless a page sets its own."
    : reason;
  return (
    <SettingsCard title="Search and sharing" description={description}>
      <SeoForm key={`${site.id}:${JSON.stringify(site.seo)}`} site={site} />
    </SettingsCard>
  );
}

function SeoForm({ site }: { site: Site }) {
  const { allowed } = usePermission("site:update");
  const save = useSaveSeo(site.id);
  const form = useSchemaForm(siteSeoSchema, site.seo);
  const values = form.watch();
  const changed =
    FIELDS.some((field) => values[field]?.trim() !== site.seo[field]) || values.noindex !== site.seo.noindex;

  const handleSubmit = form.handleSubmit((seo) => {
    if (!allowed || !changed) return;
    save.mutateAsync(seo).then(
      () => toast({ title: "Search and sharing saved", description: "Publish the site to update its pages." }),
      (error: Error) => {
        if (!form.setServerError(error, { fields: FIELDS })) {
          showErrorToast("Error saving search and sharing", error.message);
        }
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
      {FIELDS.map((field) => {
        const spec = SPECS[field];
        const id = `seo-${field}`;
        const error = form.errorOf(field);
        const control = {
          ...form.field(field, id, { hint: `${id}-hint` }),
          // The title's example is the site's own name.
          placeholder: spec.placeholder || site.name,
          readOnly: !allowed,
          maxLength: spec.maxLength,
        };
        return (
          <FormField key={field} id={id} label={spec.label} error={error}>
            {spec.multiline ? (
              <Textarea {...control} rows={3} />
            ) : (
              <Input
                {...control}
                autoCapitalize={field === "title" || field === "description" ? undefined : "none"}
                spellCheck={field === "title"}
              />
            )}
            {!error && (
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {spec.hint.replace("{site}", site.seo.title || site.name)}
              </p>
            )}
          </FormField>
        );
      })}
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox
            {...form.register("noindex")}
            id="seo-noindex"
            role="switch"
            aria-checked={Boolean(values.noindex)}
            aria-describedby="seo-noindex-hint"
            disabled={!allowed}
          />
          <label htmlFor="seo-noindex" className="text-sm font-medium">
            Hide from search engines
          </label>
        </div>
        <p id="seo-noindex-hint" className="text-sm text-muted-foreground">
          Asks search engines not to list the site: robots.txt turns them away at once, and pages say so from the next
          publish on.
        </p>
      </div>
      <div>
        <SaveButton permission="site:update" changed={changed} saving={save.isPending} />
      </div>
    </form>
  );
}
