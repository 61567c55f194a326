import { lazy } from "react";
import { Navigate, type RouteObject } from "react-router";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { titled } from "../route-title";

// Pages load on demand; the layouts' Suspense shows the path's loading screen meanwhile.
const LandingPage = lazy(() => import("@/features/marketing/landing-page").then((m) => ({ default: m.LandingPage })));
const LegalPage = lazy(() => import("@/features/content/pages/legal-page").then((m) => ({ default: m.LegalPage })));
const BlogListPage = lazy(() =>
  import("@/features/content/pages/blog-list-page").then((m) => ({ default: m.BlogListPage })),
);
const BlogPostPage = lazy(() =>
  import("@/features/content/pages/blog-post-page").then((m) => ({ default: m.BlogPostPage })),
);
const DocsListPage = lazy(() =>
  import("@/features/content/pages/docs-list-page").then((m) => ({ default: m.DocsListPage })),
);
const DocPage = lazy(() => import("@/features/content/pages/doc-page").then((m) => ({ default: m.DocPage })));
const SignInPage = lazy(() => import("@/features/auth/pages/sign-in-page").then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import("@/features/auth/pages/sign-up-page").then((m) => ({ default: m.SignUpPage })));
const ForgotPasswordPage = lazy(() =>
  import("@/features/auth/pages/forgot-password-page").then((m) => ({ default: m.ForgotPasswordPage })),
);
const UpdatePasswordPage = lazy(() =>
  import("@/features/auth/pages/update-password-page").then((m) => ({ default: m.UpdatePasswordPage })),
);
const UnauthorizedPage = lazy(() =>
  import("@/features/errors/unauthorized-page").then((m) => ({ default: m.UnauthorizedPage })),
);
const AcceptInvitePage = lazy(() =>
  import("@/features/invitations/pages/accept-invite-page").then((m) => ({ default: m.AcceptInvitePage })),
);

const notFound = <NotFoundPage />;
const notFoundTitle = titled("Page not found");

/** The public pages, relative to "/"; unknown paths and slugs get the not-found screen. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  {
    handle: titled("Privacy policy"),
    path: "privacy-policy",
    element: <LegalPage slug="privacy-policy" notFound={notFound} />,
  },
  {
    handle: titled("Terms of service"),
    path: "terms-of-service",
    element: <LegalPage slug="terms-of-service" notFound={notFound} />,
  },
  { handle: titled("Blog"), path: "blogs", element: <BlogListPage /> },
  { handle: titled("Blog"), path: "blogs/:slug", element: <BlogPostPage notFound={notFound} /> },
  { handle: titled("Documentation"), path: "docs", element: <DocsListPage /> },
  { handle: titled("Documentation"), path: "docs/:slug", element: <DocPage notFound={notFound} /> },
  { handle: titled("Sign in"), path: "signin", element: <SignInPage /> },
  { handle: titled("Sign up"), path: "signup", element: <SignUpPage /> },
  { path: "login", element: <Navigate to="/signin" replace /> },
  { handle: titled("Forgot password"), path: "forgot-password", element: <ForgotPasswordPage /> },
  { handle: titled("Set a new password"), path: "update-password", element: <UpdatePasswordPage /> },
  { handle: titled("Unauthorized"), path: "unauthorized", element: <UnauthorizedPage /> },
  { path: "*", element: notFound, handle: notFoundTitle },
];

/** Relative to /accept-invite; InviteLayout signs the visitor in first. */
export const inviteRoutes: RouteObject[] = [
  { handle: titled("Invitation"), path: ":token", element: <AcceptInvitePage /> },
  { path: "*", element: notFound, handle: notFoundTitle },
];
