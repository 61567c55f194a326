import { useEffect } from "react";
import { useLocation } from "react-router";
import { BADGE_REF, loadGoogleTag, trackConversion, trackPageView } from "@/lib/analytics";
import { useAppConfig } from "@/lib/app-config";

/**
 * Reports a page view on every route change (path, search, title), a badge's visitor's arrival, and loads Google's tag when the
 * installation has one. The title is read after the screen's own effects have named the tab.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  const measurementId = useAppConfig().data?.gaMeasurementId;
  useEffect(() => {
    if (measurementId) loadGoogleTag(measurementId);
  }, [measurementId]);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      trackPageView({ path: pathname, search, title: document.title });
      // A visitor who followed a published site's "Made with Webcraft" badge (through /_go/webcraft).
      if (new URLSearchParams(search).get("ref") === BADGE_REF) trackConversion("WEBCRAFT_REDIRECT");
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
  return null;
}
