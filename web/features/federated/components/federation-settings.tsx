import { BIO_MAX_LENGTH, type Federation, federationInputSchema } from "@common/schemas/fediverse";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { SettingsCard } from "@/components/settings-card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useConfirm } from "@/components/use-confirm";
import { SaveButton, usePermission } from "@/features/auth";
import { showErrorToast } from "@/lib/error-toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { sitePicturesQueryOptions, useSaveFederation } from "../api/federation-api";
import { addressHost, counted } from "../lib/federated-words";
import { ProfilePictureField } from "./profile-picture-field";
import { SwitchField } from "./switch-field";

type Props = { site: Site; federation: Federation };

const TEXT_FIELDS = ["handle", "display_name", "bio"] as const;
const PICTURES = ["avatar_media_id", "header_media_id"] as const;
const SWITCHES = ["enabled", "approve_follows", "show_replies"] as const;

/** What the settings hold, without the counts: the form starts again only when these change. */
function settingsOf(federation: Federation) {
  const { enabled, handle, display_name, bio, avatar_media_id, header_media_id, approve_follows, show_replies } =
    federation;
  return { enabled, handle, display_name, bio, avatar_media_id, header_media_id, approve_follows, show_replies };
}

/** The site's fediverse profile and how it takes followers and replies. */
export function FederationSettings({ site, federation }: Props) {
  const { allowed, reason } = usePermission("site:update");
  const settings = settingsOf(federation);
  return (
    <SettingsCard
      title="Profile and settings"
      description={
        allowed
          ? "What people see when they find the site on the fediverse, and how it takes followers and replies."
          : `${reason}.`
      }
    >
      <FederationForm key={JSON.stringify(settings)} site={site} federation={federation} />
    </SettingsCard>
  );
}

function FederationForm({ site, federation }: Props) {
  const { allowed } = usePermission("site:update");
  const save = useSaveFederation(site.id);
  const pictures = useQuery(sitePicturesQueryOptions(site.id));
  const { confirm, dialog } = useConfirm();
  const saved = settingsOf(federation);
  const form = useSchemaForm(federationInputSchema, saved);
  const values = form.watch();
  const changed =
    TEXT_FIELDS.some((field) => (values[field] ?? "").trim() !== saved[field]) ||
    PICTURES.some((field) => (values[field] ?? null) !== saved[field]) ||
    SWITCHES.some((field) => Boolean(values[field]) !== saved[field]);
  const host = addressHost(federation.address);
  const handle = (values.handle ?? "").trim().toLowerCase() || "handle";

  const handleSubmit = form.handleSubmit(async (input) => {
    if (!allowed || !changed) return;
    const isLeaving = saved.enabled && !input.enabled;
    if (isLeaving && !(await confirm(leavingQuestion(site, federation)))) return;
    save.mutateAsync(input).then(
      (result) => toast(savedToast(site, saved.enabled, result)),
      (error: Error) => {
        if (!form.setServerError(error, { fields: [...TEXT_FIELDS, ...PICTURES], conflict: "handle" })) {
          showErrorToast("Error saving fediverse settings", error.message, error);
        }
      },
    );
  });

  // The question is outside the form: its own form's submit would bubble (through the portal) into this one.
  return (
    <>
      <form noValidate onSubmit={handleSubmit} className="grid max-w-xl gap-6">
        <SwitchField
          id="federation-enabled"
          label="On the fediverse"
          hint="Turned on, people can find the site by its address, follow it and see each blog post you publish."
          disabled={!allowed}
          isOn={Boolean(values.enabled)}
          {...form.register("enabled")}
        />
        <FormField id="federation-handle" label="Handle" error={form.errorOf("handle")}>
          <Input
            {...form.field("handle", "federation-handle", { hint: "federation-handle-hint" })}
            readOnly={!allowed}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
          />
          <Hint id="federation-handle-hint" hidden={Boolean(form.errorOf("handle"))}>
            People follow{" "}
            <span className="font-mono text-foreground">
              @{handle}@{host}
            </span>
            . 1 to 30 lower-case letters, digits or _.
          </Hint>
        </FormField>
        <FormField id="federation-display-name" label="Display name" error={form.errorOf("display_name")}>
          <Input
            {...form.field("display_name", "federation-display-name", { hint: "federation-display-name-hint" })}
            readOnly={!allowed}
            placeholder={site.name}
            maxLength={100}
          />
          <Hint id="federation-display-name-hint" hidden={Boolean(form.errorOf("display_name"))}>
            Shown beside the site's posts; {site.name} when left empty.
          </Hint>
        </FormField>
        <FormField id="federation-bio" label="Bio" error={form.errorOf("bio")}>
          <Textarea
            {...form.field("bio", "federation-bio", { hint: "federation-bio-hint" })}
            readOnly={!allowed}
            rows={4}
            maxLength={BIO_MAX_LENGTH}
          />
          <Hint id="federation-bio-hint" hidden={Boolean(form.errorOf("bio"))}>
            A few lines about the site ({(values.bio ?? "").length} of {BIO_MAX_LENGTH} characters).
          </Hint>
        </FormField>
        <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
          <ProfilePictureField
            siteId={site.id}
            label="Avatar"
            hint="Square, shown round on most apps."
            mediaId={values.avatar_media_id ?? null}
            pictures={pictures.data}
            readOnly={!allowed}
            className="aspect-square w-28"
            onChange={(id) => form.setValue("avatar_media_id", id, { shouldDirty: true })}
          />
          <ProfilePictureField
            siteId={site.id}
            label="Header picture"
            hint="A wide picture across the top of the profile, about 3 to 1."
            mediaId={values.header_media_id ?? null}
            pictures={pictures.data}
            readOnly={!allowed}
            className="aspect-[3/1] w-full"
            onChange={(id) => form.setValue("header_media_id", id, { shouldDirty: true })}
          />
        </div>
        <SwitchField
          id="federation-approve-follows"
          label="Approve followers myself"
          hint="New followers wait under Followers until an admin approves them; otherwise anyone may follow at once."
          disabled={!allowed}
          isOn={Boolean(values.approve_follows)}
          {...form.register("approve_follows")}
        />
        <SwitchField
          id="federation-show-replies"
          label="Show replies under posts"
          hint="Replies from the fediverse, and the site's answers, appear under each post on the site's blog."
          disabled={!allowed}
          isOn={Boolean(values.show_replies)}
          {...form.register("show_replies")}
        />
        <div>
          <SaveButton permission="site:update" changed={changed} saving={save.isPending} />
        </div>
      </form>
      {dialog}
    </>
  );
}

function leavingQuestion(site: Site, federation: Federation) {
  return {
    title: `Take ${site.name} off the fediverse?`,
    description:
      federation.followers > 0
        ? `Its ${counted(federation.followers, "follower")} are told the account is gone and are forgotten: turned on again, it starts with nobody following it.`
        : "Its address stops answering and its posts go nowhere. You can turn it on again later.",
    action: "Turn off",
  };
}

function savedToast(site: Site, wasOn: boolean, result: Federation) {
  if (result.enabled && !wasOn)
    return { title: `${site.name} is on the fediverse`, description: `People can follow ${result.address}` };
  if (!result.enabled && wasOn)
    return { title: `${site.name} is off the fediverse`, description: "Its followers were told" };
  return { title: "Fediverse settings saved" };
}

/** A field's line under it; gone while the field shows its error instead. */
function Hint({ id, hidden, children }: { id: string; hidden: boolean; children: ReactNode }) {
  if (hidden) return null;
  return (
    <p id={id} className="text-sm text-muted-foreground">
      {children}
    </p>
  );
}
