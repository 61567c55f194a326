import { useEffect, useRef, useState } from "react";
import { useAuth } from "@/features/auth";
import { CreateOrganizationDialog } from "@/features/organizations/components/lazy-create-organization-dialog";
import { NoOrganizationCard } from "@/features/organizations/components/no-organization-card";

/** A signed-in user with no organization is led to create one: the dialog opens once, the card stays until then. */
export function OrganizationGate() {
  const { user, organizations, hasLoadedOrganizations } = useAuth();
  const [open, setOpen] = useState(false);
  const offered = useRef(false);
  const hasNoOrganization = Boolean(user) && hasLoadedOrganizations && organizations.length === 0;

  useEffect(() => {
    if (!hasNoOrganization || offered.current) return;
    offered.current = true;
    setOpen(true);
  }, [hasNoOrganization]);

  return (
    <>
      {hasNoOrganization && (
        <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6">
          <NoOrganizationCard onCreate={() => setOpen(true)} />
        </div>
      )}
      <CreateOrganizationDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
