import type { ComponentProps } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type InputProps = ComponentProps<"input"> & { id: string };

type Props = {
  /** The controls' props, from the form's `field("name", …)` and `field("slug", …)`. */
  name: InputProps;
  slug: InputProps;
  errors: { name?: string; slug?: string };
  readOnly: boolean;
  /** What the slug field is called where "slug" would mean nothing to the reader (a site's "Web address"). */
  slugLabel?: string;
  /** What follows the slug in the address it makes (`.webcraft.site`), shown after the field. */
  slugSuffix?: string;
  /** What the slug is for, after its rule. */
  slugHint?: string;
};

/** The id of the slug rule under the slug field, which describes the field while it has no error. */
export function slugHintId(slugId: string): string {
  return `${slugId}-hint`;
}

/** The Name and Slug fields of an organization or a site, with the slug's rule under it. */
export function NameAndSlugFields(props: Props) {
  const { name, slug, errors, readOnly, slugLabel = "Slug", slugSuffix, slugHint } = props;
  const slugInput = <Input {...slug} readOnly={readOnly} maxLength={48} autoCapitalize="none" spellCheck={false} />;
  return (
    <>
      <FormField id={name.id} label="Name" error={errors.name}>
        <Input {...name} readOnly={readOnly} maxLength={100} />
      </FormField>
      <FormField id={slug.id} label={slugLabel} error={errors.slug}>
        {slugSuffix ? (
          <div className="flex min-w-0 items-center gap-1.5">
            {slugInput}
            <span className="shrink-0 font-mono text-sm text-muted-foreground">{slugSuffix}</span>
          </div>
        ) : (
          slugInput
        )}
        {!errors.slug && (
          <p id={slugHintId(slug.id)} className="text-sm text-muted-foreground">
            3 to 48 lowercase letters, digits and single hyphens.{slugHint ? ` ${slugHint}` : ""}
          </p>
        )}
      </FormField>
    </>
  );
}
