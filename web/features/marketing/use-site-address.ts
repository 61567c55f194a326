import { siteHostName } from "@common/site-address";
import { useAppConfig } from "@/lib/app-config";

/** `{slug}.{site domain}` of this installation, e.g. karoo-coffee.localhost:3000. */
export function useSiteAddress(slug: string): string {
  const { data } = useAppConfig();
  return data ? siteHostName(slug, data.siteDomain) : `${slug}.…`;
}
