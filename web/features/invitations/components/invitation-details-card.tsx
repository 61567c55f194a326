import type { InvitationLink } from "@common/schemas/members";
import { Building2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatLongDateTime } from "@/lib/dates";

type InvitationDetailsCardProps = {
  invitation: InvitationLink;
  isBusy: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

/** Who invites whom to which organization, with Accept and Decline. */
export function InvitationDetailsCard({ invitation, isBusy, onAccept, onDecline }: InvitationDetailsCardProps) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Building2Icon className="size-6" aria-hidden />
        </div>
        <CardDescription>You have been invited to join</CardDescription>
        <CardTitle>
          <h1 className="text-2xl break-words">{invitation.organization_name}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-lg border p-4 text-sm">
          <dt className="text-muted-foreground">Invited by</dt>
          <dd className="font-medium wrap-anywhere">{invitation.inviter_name}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>
            <Badge variant="secondary" className="capitalize">
              {invitation.role}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">Sent to</dt>
          <dd className="wrap-anywhere">{invitation.email}</dd>
          <dt className="text-muted-foreground">Expires</dt>
          <dd>{formatLongDateTime(invitation.expires_at)}</dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" className="w-full sm:w-auto" onClick={onDecline} disabled={isBusy}>
          Decline
        </Button>
        <Button className="w-full sm:w-auto" onClick={onAccept} disabled={isBusy}>
          Accept invitation
        </Button>
      </CardFooter>
    </Card>
  );
}
