import { MESSAGES } from "@common/messages";
import { AlertCircleIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useAuth } from "@/features/auth";
import type { UnauthorizedState } from "@/features/errors/unauthorized-page";

type GuardState = { status: "loading" } | { status: "valid" } | { status: "error"; message: string };

/**
 * A resource belongs to one organization. When it is not the active one the guard switches
 * to it; a failed switch means the user may not see it, so they land on /unauthorized (in place of
 * the resource's entry in history), told the organization's name when their list still holds it.
 */
export function ResourceGuard({ organizationId, children }: { organizationId?: string | null; children: ReactNode }) {
  const { loading, user, hasLoadedOrganizations, organizations, activeOrganization, setActiveOrganization } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<GuardState>({ status: "loading" });
  // One switch per organization, even when effects run twice (StrictMode) or the session refetches meanwhile.
  const switching = useRef<{ organizationId: string; done: Promise<boolean> } | null>(null);
  const activeId = activeOrganization?.id ?? null;
  const ready = !loading && hasLoadedOrganizations;
  const organizationName = organizations.find((organization) => organization.id === organizationId)?.name;

  useEffect(() => {
    if (!ready) return;
    if (!user || !organizationId) {
      setState({ status: "error", message: MESSAGES.invalidParameters });
      return;
    }
    if (activeId === organizationId) {
      setState({ status: "valid" });
      return;
    }
    setState({ status: "loading" });
    if (switching.current?.organizationId !== organizationId) {
      const done = setActiveOrganization(organizationId).then(
        () => true,
        () => false,
      );
      switching.current = { organizationId, done };
    }
    let cancelled = false;
    void switching.current.done.then((switched) => {
      if (cancelled) return;
      if (switched) setState({ status: "valid" });
      else navigate("/unauthorized", { replace: true, state: { organizationName } satisfies UnauthorizedState });
    });
    return () => {
      cancelled = true;
    };
  }, [ready, user, organizationId, organizationName, activeId, setActiveOrganization, navigate]);

  // It sits under the 4rem top bar.
  if (state.status === "loading") return <RouteLoadingScreen className="min-h-[calc(100svh-4rem)]" />;
  if (state.status === "error") {
    return (
      <div className="mx-auto max-w-md p-6">
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      </div>
    );
  }
  return children;
}
