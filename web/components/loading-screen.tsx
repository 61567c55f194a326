import { useLocation } from "react-router";
import { LogoMark } from "@/components/logo";
import { cn } from "@/lib/utils";

type LoadingText = { title: string; subtitle?: string };

// First match wins, so the more specific /admin/site/settings comes before /admin/site. A path's :name
// segment stands for any one segment.
const LOADING_TEXTS: { paths: string[]; text: LoadingText }[] = [
  {
    paths: ["/admin/sites/:siteId/details"],
    text: { title: "Loading Business details...", subtitle: "Reading the business's facts" },
  },
  { paths: ["/admin/mail"], text: { title: "Loading Mail...", subtitle: "Opening your mail client" } },
  { paths: ["/admin/billing"], text: { title: "Loading Billing...", subtitle: "Fetching your billing information" } },
  { paths: ["/admin/sites"], text: { title: "Loading Sites...", subtitle: "Preparing your site manager" } },
  { paths: ["/admin/media"], text: { title: "Loading Media...", subtitle: "Opening your media library" } },
  {
    paths: ["/admin/settings", "/admin/site/settings"],
    text: { title: "Loading Settings...", subtitle: "Getting your settings ready" },
  },
  { paths: ["/admin/site"], text: { title: "Loading Editor...", subtitle: "Preparing the page editor" } },
  { paths: ["/admin/members"], text: { title: "Loading Team...", subtitle: "Gathering your team members" } },
  { paths: ["/admin/creator"], text: { title: "Loading Site Creator...", subtitle: "Setting up the site creator" } },
  {
    paths: ["/admin/submissions"],
    text: { title: "Loading Submissions...", subtitle: "Collecting your form submissions" },
  },
  { paths: ["/admin/commerce"], text: { title: "Loading Store...", subtitle: "Preparing your e-commerce tools" } },
  { paths: ["/blogs"], text: { title: "Loading Blog...", subtitle: "Fetching the latest blog posts" } },
  { paths: ["/docs"], text: { title: "Loading Documentation...", subtitle: "Opening the documentation" } },
  { paths: ["/signin", "/login"], text: { title: "Loading Sign In...", subtitle: "Preparing the sign-in form" } },
  { paths: ["/signup"], text: { title: "Loading Sign Up...", subtitle: "Preparing the sign-up form" } },
];

function isUnder(pathname: string, base: string): boolean {
  const have = pathname.split("/");
  const want = base.split("/");
  return want.length <= have.length && want.every((part, index) => part.startsWith(":") || part === have[index]);
}

/** The loading texts of a path (docs/product.md#shell); a plain 'Loading...' elsewhere. */
export function loadingTextFor(pathname: string): LoadingText {
  const match = LOADING_TEXTS.find(({ paths }) => paths.some((base) => isUnder(pathname, base)));
  return match?.text ?? { title: "Loading..." };
}

// Lives beside the component; React hoists and de-duplicates it.
const BAR_CSS = `
@keyframes webcraft-loading-bar { 0% { transform: translateX(-100%); } 100% { transform: translateX(250%); } }
@keyframes webcraft-loading-logo { 0%, 100% { transform: scale(1); } 50% { transform: scale(1.06); } }
.webcraft-loading-bar { animation: webcraft-loading-bar 1.2s ease-in-out infinite; }
.webcraft-loading-logo { animation: webcraft-loading-logo 1.6s ease-in-out infinite; }
@media (prefers-reduced-motion: reduce) {
  .webcraft-loading-bar { animation: none; transform: none; width: 100%; opacity: 0.6; }
  .webcraft-loading-logo { animation: none; }
}`;

/** Full-page loading: the animated logo, a moving bar and what is being loaded. */
export function LoadingScreen({ title, subtitle, className }: LoadingText & { className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex min-h-svh w-full flex-col items-center justify-center gap-5 p-6 text-center", className)}
    >
      <style href="webcraft-loading-screen" precedence="default">
        {BAR_CSS}
      </style>
      <LogoMark className="webcraft-loading-logo size-14" />
      <div className="h-1 w-40 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="webcraft-loading-bar h-full w-2/5 rounded-full bg-primary" />
      </div>
      <div className="space-y-1">
        <p className="text-lg font-medium">{title}</p>
        {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
      </div>
    </div>
  );
}

/** The loading screen with the texts of the current path. */
export function RouteLoadingScreen({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return <LoadingScreen {...loadingTextFor(pathname)} className={className} />;
}
