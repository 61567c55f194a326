import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { useAppConfig } from "@/lib/app-config";
import { useAuth } from "../auth-context";

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4">
      <path
        fill="#4285F4"
        d="M23.49 12.27c0-.79-.07-1.54-.19-2.27H12v4.51h6.47a5.54 5.54 0 0 1-2.4 3.63v3h3.86c2.26-2.09 3.56-5.17 3.56-8.87Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.08 7.93-2.91l-3.86-3c-1.08.72-2.45 1.16-4.07 1.16-3.13 0-5.78-2.11-6.73-4.96H1.29v3.09A11.99 11.99 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.27 14.29a7.2 7.2 0 0 1 0-4.58V6.62H1.29a12 12 0 0 0 0 10.76l3.98-3.09Z" />
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.42-3.42C17.95 1.19 15.24 0 12 0 7.31 0 3.26 2.69 1.29 6.62l3.98 3.09C6.22 6.86 8.87 4.75 12 4.75Z"
      />
    </svg>
  );
}

/** 'Sign in with Google' and an "or" divider, only when this installation has Google configured. */
export function GoogleSignInButton() {
  const { data: config } = useAppConfig();
  const { signInWithGoogle } = useAuth();
  const googleSignIn = useMutation({
    mutationFn: () => signInWithGoogle("/admin"),
    meta: { errorTitle: "Google sign-in failed" },
  });
  if (!config?.googleEnabled) return null;

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={googleSignIn.isPending}
        onClick={() => googleSignIn.mutate()}
      >
        <GoogleLogo /> Sign in with Google
      </Button>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
    </>
  );
}
