import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadingScreen } from "@/components/loading-screen";
import { saveAuthRedirect, useAuth } from "@/features/auth";

const CHECKING = "Checking authorization...";

/** Signed-in users see the content; others are sent to /signin, remembering where they were going. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedOut = !loading && !user;

  useEffect(() => {
    if (!signedOut) return;
    saveAuthRedirect({ path: pathname, search });
    navigate("/signin", { replace: true });
  }, [signedOut, pathname, search, navigate]);

  if (!user) return <LoadingScreen title={CHECKING} />;
  return children;
}
