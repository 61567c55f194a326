import { useState } from "react";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { ChangePasswordForm, useAuth } from "@/features/auth";
import { AvatarSettings } from "./avatar-settings";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { EmailSettings } from "./email-settings";
import { ProfileForm } from "./profile-form";
import { SessionsCard } from "./sessions-card";
import { ThemeChoice } from "./theme-choice";

/**
 * The Account tab: the name, the avatar, the address, the theme, the password, the sessions and deleting
 * the account.
 */
export function AccountSettings() {
  const { user } = useAuth();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="grid gap-6">
      <SettingsCard title="Profile" description="Your name, as your team sees it beside your changes.">
        {/* Keyed by the account, so another account's name never lingers in the field. */}
        <ProfileForm key={user?.id} />
      </SettingsCard>
      <SettingsCard title="Avatar" description="Shown beside your name in the top bar and the team list.">
        <AvatarSettings />
      </SettingsCard>
      <SettingsCard title="Email" description="The address you sign in with, where our mail reaches you.">
        <EmailSettings />
      </SettingsCard>
      <SettingsCard title="Appearance" description="Choose the theme of the app.">
        <ThemeChoice />
      </SettingsCard>
      <SettingsCard title="Password" description="Change the password you sign in with.">
        <div className="max-w-sm">
          <ChangePasswordForm backToDashboard={false} />
        </div>
      </SettingsCard>
      <SessionsCard />
      <SettingsCard
        title="Delete account"
        description="Your account and your sessions go; organizations only you belong to go with their sites."
        className="border-destructive/50"
      >
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          Delete account
        </Button>
        {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      </SettingsCard>
    </div>
  );
}
