import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useAuth } from "@/features/auth";
import { CreateOrganizationDialog } from "@/features/organizations/components/lazy-create-organization-dialog";
import { NoOrganizationCard } from "@/features/organizations/components/no-organization-card";

/**
 * A signed-in user with no organization is led to create one: the dialog opens once, the card stays until
 * then. Not on the claim screen, which offers a new organization of its own.
 */
export function OrganizationGate() {
  const { user, organizations, hasLoadedOrganizations } = useAuth();
  const isClaiming = useLocation().pathname.startsWith("/admin/sites/claim/");
  const [open, setOpen] = useState(false);
  const offered = useRef(false);
  const hasNoOrganization = Boolean(user) && hasLoadedOrganizations && organizations.length === 0 && !isClaiming;

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
