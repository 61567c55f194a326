import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type Props = {
  /** `site` gives the fields ids `site-name` and `site-slug`. */
  idPrefix: string;
  name: string;
  slug: string;
  errors: { name?: string; slug?: string };
  readOnly: boolean;
  /** What the slug is for, after its rule. */
  slugHint?: string;
  onName: (name: string) => void;
  onSlug: (slug: string) => void;
};

/** The Name and Slug fields of an organization or a site, with the slug's rule under it. */
export function NameAndSlugFields({ idPrefix, name, slug, errors, readOnly, slugHint, onName, onSlug }: Props) {
  const nameId = `${idPrefix}-name`;
  const slugId = `${idPrefix}-slug`;
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
      <FormField id={slugId} label="Slug" error={errors.slug}>
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
        {!errors.slug && (
          <p id={`${slugId}-hint`} className="text-sm text-muted-foreground">
            3 to 48 lowercase letters, digits and single hyphens.{slugHint ? ` ${slugHint}` : ""}
          </p>
        )}
      </FormField>
    </>
  );
}
