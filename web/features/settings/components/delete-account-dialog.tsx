import { CircleAlertIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/use-toast";
import { forgetAuthRedirect, useAuth } from "@/features/auth";
import { useDeleteAccount } from "../api/settings-api";

/**
 * Deleting the account, confirmed by its password. A refusal (a wrong password, or being the only owner of
 * an organization others belong to) shows inside the dialog. Done, this browser signs out and lands on
 * /signin.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  const { signOut, refreshSession } = useAuth();
  const navigate = useNavigate();

  function confirm() {
    remove.mutate(password, {
      async onSuccess() {
        forgetAuthRedirect();
        try {
          await signOut();
        } catch {
          // The server already ended every session of the account: read the (empty) session again.
          await refreshSession();
        }
        navigate("/signin", { replace: true });
        toast({ title: "Account deleted", description: "Your account is gone and you are signed out" });
      },
    });
  }

  return (
    <ConfirmDialog
      title="Delete your account?"
      description="You are signed out everywhere and leave every organization. Organizations only you belong to are deleted with their sites. This cannot be undone."
      details={
        <>
          {remove.error && (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden />
              <AlertTitle>Could not delete your account</AlertTitle>
              <AlertDescription>{remove.error.message}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="delete-account-password">Password</Label>
            <PasswordInput
              id="delete-account-password"
              value={password}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        </>
      }
      action="Delete account"
      busyAction="Deleting..."
      canConfirm={password !== ""}
      isBusy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
