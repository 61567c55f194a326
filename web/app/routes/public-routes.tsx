import { lazy } from "react";
import { Navigate, type RouteObject } from "react-router";
import { NotFoundPage } from "@/features/errors/not-found-page";

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

/** The public pages, relative to "/"; unknown paths and slugs get the not-found screen. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: "privacy-policy", element: <LegalPage slug="privacy-policy" notFound={notFound} /> },
  { path: "terms-of-service", element: <LegalPage slug="terms-of-service" notFound={notFound} /> },
  { path: "blogs", element: <BlogListPage /> },
  { path: "blogs/:slug", element: <BlogPostPage notFound={notFound} /> },
  { path: "docs", element: <DocsListPage /> },
  { path: "docs/:slug", element: <DocPage notFound={notFound} /> },
  { path: "signin", element: <SignInPage /> },
  { path: "signup", element: <SignUpPage /> },
  { path: "login", element: <Navigate to="/signin" replace /> },
  { path: "forgot-password", element: <ForgotPasswordPage /> },
  { path: "update-password", element: <UpdatePasswordPage /> },
  { path: "unauthorized", element: <UnauthorizedPage /> },
  { path: "*", element: notFound },
];

/** Relative to /accept-invite; InviteLayout signs the visitor in first. */
export const inviteRoutes: RouteObject[] = [
  { path: ":token", element: <AcceptInvitePage /> },
  { path: "*", element: notFound },
];
