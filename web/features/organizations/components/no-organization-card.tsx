import { Building2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Shown while a signed-in user belongs to no organization; the dialog it opens can be dismissed, this card stays. */
export function NoOrganizationCard({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className="border-dashed">
      <CardHeader className="flex-row items-start gap-4">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Building2Icon className="size-5" aria-hidden="true" />
        </div>
        <div className="grid gap-1.5">
          <CardTitle>You are not in an organization yet</CardTitle>
          <CardDescription>
            Sites, media and team members belong to an organization. Create one to get started, or ask a colleague to
            invite you to theirs.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button onClick={onCreate}>Create organization</Button>
      </CardContent>
    </Card>
  );
}
