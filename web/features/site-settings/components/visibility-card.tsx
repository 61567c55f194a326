import { SITE_PASSWORD_MAX_LENGTH, type Site, siteVisibilitySchema } from "@common/schemas/sites";
import { GlobeIcon, LockIcon } from "lucide-react";
import { useMemo } from "react";
import { SettingsCard } from "@/components/settings-card";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { SaveButton, usePermission } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { cn } from "@/lib/utils";
import { useSaveVisibility } from "../api/site-settings-api";

type Visibility = Site["visibility"];

const OPTIONS: { value: Visibility; label: string; text: string; icon: typeof GlobeIcon }[] = [
  { value: "public", label: "Public", text: "Anyone with the address sees the site.", icon: GlobeIcon },
  {
    value: "password",
    label: "Password-protected",
    text: "Visitors type a password once; their browser stays let in for 30 days.",
    icon: LockIcon,
  },
];

/** Who may see the published site: everyone, or whoever has its password. */
export function VisibilityCard({ site }: { site: Site }) {
  const { allowed, reason } = usePermission("site:update");
  return (
    <SettingsCard
      title="Visibility"
      description={allowed ? "Keep a site private while it is being built, or for members only." : reason}
    >
      <VisibilityForm key={`${site.id}:${site.visibility}`} site={site} />
    </SettingsCard>
  );
}

function VisibilityForm({ site }: { site: Site }) {
  const { allowed } = usePermission("site:update");
  const save = useSaveVisibility(site.id);
  const isProtected = site.visibility === "password";
  // The server's rule, and one for this screen: a public site needs a password to become protected.
  const schema = useMemo(
    () =>
      siteVisibilitySchema.refine((value) => isProtected || value.visibility === "public" || value.password, {
        path: ["password"],
        message: "Choose a password to protect the site with",
      }),
    [isProtected],
  );
  const form = useSchemaForm(schema, { visibility: site.visibility, password: undefined });
  const visibility = form.watch("visibility");
  const password = form.watch("password");
  const changed = visibility !== site.visibility || (visibility === "password" && Boolean(password));
  const error = form.errorOf("password");

  const handleSubmit = form.handleSubmit((input) => {
    if (!allowed || !changed) return;
    save.mutateAsync(input).then(
      (saved) => {
        form.resetField("password");
        toast({
          title: saved.visibility === "public" ? "The site is public" : "The site is password-protected",
          description:
            saved.visibility === "public"
              ? "Anyone with the address can see it now."
              : "Visitors are asked for the password from their next page on.",
        });
      },
      (refused: Error) => {
        if (!form.setServerError(refused, { fields: ["password"] })) {
          showErrorToast("Error changing visibility", refused.message);
        }
      },
    );
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-4">
      <fieldset className="grid gap-2" disabled={!allowed}>
        <legend className="sr-only">Who can see the site</legend>
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              visibility === option.value && "border-primary bg-accent/50",
            )}
          >
            <input
              {...form.register("visibility")}
              type="radio"
              value={option.value}
              className="mt-1 size-4 accent-primary"
            />
            <option.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.label}</span>
              <span className="text-sm text-muted-foreground">{option.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {visibility === "password" && allowed && (
        <FormField id="site-password" label={isProtected ? "New password" : "Password"} error={error}>
          <PasswordInput
            // An empty field keeps the password the site has.
            {...form.field("password", "site-password", {
              hint: "site-password-hint",
              setValueAs: (value) => value || undefined,
            })}
            autoComplete="new-password"
            maxLength={SITE_PASSWORD_MAX_LENGTH}
            placeholder={isProtected ? "Leave empty to keep it" : undefined}
          />
          {!error && (
            <p id="site-password-hint" className="text-sm text-muted-foreground">
              At least 6 characters. {isProtected ? "A new password signs every visitor out." : ""}
            </p>
          )}
        </FormField>
      )}
      <div>
        <SaveButton permission="site:update" changed={changed} saving={save.isPending} />
      </div>
    </form>
  );
}
