import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  /** `site` gives the fields ids `site-name` and `site-slug`. */
  idPrefix: string;
  name: string;
  slug: string;
  errors: { name?: string; slug?: string };
  readOnly: boolean;
  /** What the slug field is called where "slug" would mean nothing to the reader (a site's "Web address"). */
  slugLabel?: string;
  /** What follows the slug in the address it makes (`.webcraft.site`), shown after the field. */
  slugSuffix?: string;
  /** What the slug is for, after its rule. */
  slugHint?: string;
  onName: (name: string) => void;
  onSlug: (slug: string) => void;
};

/** The Name and Slug fields of an organization or a site, with the slug's rule under it. */
export function NameAndSlugFields(props: Props) {
  const { idPrefix, name, slug, errors, readOnly, slugLabel = "Slug", slugSuffix, slugHint, onName, onSlug } = props;
  const nameId = `${idPrefix}-name`;
  const slugId = `${idPrefix}-slug`;
  const slugInput = (
    <Input
      id={slugId}
      value={slug}
      readOnly={readOnly}
      maxLength={48}
      autoCapitalize="none"
      spellCheck={false}
      aria-invalid={errors.slug ? true : undefined}
      aria-describedby={errors.slug ? fieldErrorId(slugId) : `${slugId}-hint`}
      onChange={(event) => onSlug(event.target.value)}
    />
  );
  return (
    <>
      <FormField id={nameId} label="Name" error={errors.name}>
        <Input
          id={nameId}
          value={name}
          readOnly={readOnly}
          maxLength={100}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? fieldErrorId(nameId) : undefined}
          onChange={(event) => onName(event.target.value)}
        />
      </FormField>
      <FormField id={slugId} label={slugLabel} error={errors.slug}>
        {slugSuffix ? (
          <div className="flex min-w-0 items-center gap-1.5">
            {slugInput}
            <span className="shrink-0 font-mono text-sm text-muted-foreground">{slugSuffix}</span>
          </div>
        ) : (
          slugInput
        )}
        {!errors.slug && (
          <p id={`${slugId}-hint`} className="text-sm text-muted-foreground">
            3 to 48 lowercase letters, digits and single hyphens.{slugHint ? ` ${slugHint}` : ""}
          </p>
        )}
      </FormField>
    </>
  );
}
