import { fileApi } from "@common/api/files";
import { siteDetailsApi } from "@common/api/site-details";
import { siteApi } from "@common/api/sites";
import { ERROR_TITLES } from "@common/messages";
import type { ClaimLink } from "@common/schemas/claims";
import { SITE_DATA_PATH } from "@common/schemas/site-data";
import type { Site } from "@common/schemas/sites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createClaimLink } from "@/features/claims";
import { uploadMediaFile } from "@/features/media";
import { siteKeys } from "@/features/site-list";
import { callApi } from "@/lib/api-client";
import { type CreatorDraft, siteDataOf } from "../lib/creator-steps";
import { keptEveryExample } from "../lib/draft-samples";
import type { CreatorExample } from "../lib/example-texts";

/**
 * What Create made: the site, for a client its claim link, and why the logo was not added if it was not.
 * Once the site exists a later step that fails leaves it standing (a second Create would make a second
 * site): the claim link is null then, and the logo's refusal is said.
 */
export type CreatedSite = { site: Site; claim: ClaimLink | null; logoRefused: string | null };

/**
 * Makes the site from the template with the draft's facts (and the words changed from `example`), puts its logo in the media library, and for a
 * client makes the claim link (mailed when an address was given).
 */
export function useCreateFromDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      draft,
      example,
    }: {
      draft: CreatorDraft;
      example: CreatorExample | null;
    }): Promise<CreatedSite> => {
      const body = { name: draft.name.trim(), template_id: draft.templateId, site_data: siteDataOf(draft, example) };
      const site = await callApi(siteApi.create, { json: body });
      // Kept at Review, the examples are not pointed out again in Business details (a failure only points them out).
      if (example && keptEveryExample(draft, example)) {
        await callApi(siteDetailsApi.keepSampleTexts, { params: { siteId: site.id } }).catch(() => undefined);
      }
      const logo = draft.logo;
      const logoRefused = logo
        ? await addLogo(site.id, logo).then(
            () => null,
            (error: unknown) => (error instanceof Error ? error.message : String(error)),
          )
        : null;
      if (!draft.forClient) return { site, claim: null, logoRefused };
      const email = draft.clientEmail.trim();
      const claim = await createClaimLink(site.id, email ? { email } : {}).catch(() => null);
      return { site, claim, logoRefused };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }),
    meta: { errorTitle: ERROR_TITLES.creatingSite },
  });
}

/**
 * The picture a base64 data: address holds. Decoded here: the app's content security policy lets `fetch`
 * reach only its own origin, which a data: address is not.
 */
function blobOf(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(",");
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? "application/octet-stream";
  const bytes = Uint8Array.from(atob(dataUrl.slice(comma + 1)), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** Uploads the logo to the site's media library and names it in data/site.json. */
async function addLogo(siteId: string, logo: NonNullable<CreatorDraft["logo"]>) {
  const media = await uploadMediaFile(siteId, blobOf(logo.dataUrl), logo.name);
  const { files } = await callApi(fileApi.list, { params: { siteId } });
  const file = files.find((f) => f.full_path === SITE_DATA_PATH);
  if (!file) return;
  const current = await callApi(fileApi.get, { params: { siteId, fileId: file.id } });
  const data = JSON.parse(current.current_version?.content ?? "{}") as Record<string, unknown>;
  await callApi(fileApi.updateContent, {
    params: { siteId, fileId: file.id },
    json: { content: `${JSON.stringify({ ...data, logo: `/media/${media.path}` }, null, 2)}\n` },
  });
}
