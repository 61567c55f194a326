import type { SiteDetails } from "@common/schemas/site-details";
import type { Site } from "@common/schemas/sites";
import { useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import { type FormEvent, useEffect } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RequiresPermission, usePermission } from "@/features/auth";
import { PublishButton, PublishedBanner, usePublish } from "@/features/publish";
import { siteDetailsQueryOptions } from "../api/site-details-api";
import { AboutSection, BusinessSection, ContactSection } from "./common-sections";
import { DeclaredFieldSection } from "./declared-fields";
import { DetailsConflictDialog } from "./details-conflict-dialog";
import { DetailsFormContext, type DetailsFormState } from "./details-form-context";
import { HoursSection } from "./hours-section";
import { PhotosSection } from "./photos-section";
import { SampleTextsNotice } from "./sample-texts-notice";
import { ServicesSection } from "./services-section";
import { useDetailsEditor } from "./use-details-editor";

/** The places the form shows a field for; a problem elsewhere (colours, a developer's key) is listed at Save. */
const SHOWN = /^(name|tagline|contact|copy|photos)(\.|$)/;

/** Warns before the tab closes on unsaved changes. */
function useUnloadWarning(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
}

/** The Business details form: sections for every site's facts, then the template's own, and Save. */
export function BusinessDetailsForm({ site, details }: { site: Site; details: SiteDetails }) {
  const editor = useDetailsEditor(site.id, details);
  const mayEdit = usePermission("content:write").allowed;
  // The sample texts follow the server (Keep these texts, a save); the fields follow the form.
  const samples = useQuery(siteDetailsQueryOptions(site.id)).data?.samples ?? details.samples;
  const publishing = usePublish(site);
  useUnloadWarning(editor.isDirty);
  const { opened } = editor;

  const state: DetailsFormState = {
    data: editor.data,
    errors: editor.errors,
    update: editor.update,
    readOnly: !mayEdit,
    siteId: site.id,
    siteOrigin: site.url,
  };
  const problems = Object.keys(editor.errors).length;
  const hidden = Object.entries(editor.errors).filter(
    ([path]) => !SHOWN.test(path) && !opened.fields.some((field) => path.split(".")[0] === field.key),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mayEdit) editor.save();
  }

  return (
    <DetailsFormContext.Provider value={state}>
      {publishing.publishedUrl && (
        <PublishedBanner url={publishing.publishedUrl} onDismiss={publishing.dismissPublished} />
      )}
      <SampleTextsNotice siteId={site.id} samples={samples} />
      {!opened.template && (
        <Alert>
          <InfoIcon />
          <AlertTitle>This site was not made from a template</AlertTitle>
          <AlertDescription>
            These details are kept in data/site.json: its pages show them where their code reads that file.
          </AlertDescription>
        </Alert>
      )}
      <form noValidate onSubmit={handleSubmit} aria-label="Business details" className="grid gap-6">
        <BusinessSection />
        <ContactSection />
        <HoursSection />
        <AboutSection />
        <ServicesSection serviceFields={opened.service_fields} />
        <PhotosSection />
        {opened.fields.map((field) => (
          <DeclaredFieldSection key={field.key} field={field} />
        ))}
        <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          {problems > 0 && (
            <Alert variant="destructive">
              <CircleAlertIcon />
              <AlertTitle>
                {problems === 1 ? "Fix the field marked above" : `Fix the ${problems} fields marked above`}
              </AlertTitle>
              {hidden.length > 0 && (
                <AlertDescription>
                  <ul className="grid gap-0.5">
                    {hidden.map(([path, message]) => (
                      <li key={path}>{path ? `${path}: ${message}` : message}</li>
                    ))}
                  </ul>
                  <p>These are in data/site.json but not in this form: fix them in Code.</p>
                </AlertDescription>
              )}
            </Alert>
          )}
          {editor.savedVersionId && !editor.isDirty && (
            <output className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              <CircleCheckIcon className="size-4 shrink-0 text-success" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                Saved as a new version of data/site.json. Publish to show the changes on your site.
              </span>
              <PublishButton isPublishing={publishing.isPublishing} onPublish={() => void publishing.publish()} />
            </output>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <RequiresPermission permission="content:write">
              <Button type="submit" disabled={editor.isSaving}>
                {editor.isSaving ? "Saving..." : "Save"}
              </Button>
            </RequiresPermission>
            <span className="text-sm text-muted-foreground">
              {editor.isDirty ? "Unsaved changes" : "No unsaved changes"}
            </span>
            <Button variant="link" size="sm" className="ml-auto px-0" asChild>
              <Link to={`/admin/site/${site.id}?file=data/site.json`}>Open data/site.json in Code</Link>
            </Button>
          </div>
        </div>
      </form>
      <DetailsConflictDialog conflict={editor.conflict} onChoose={(choice) => void editor.resolveConflict(choice)} />
      {publishing.dialog}
    </DetailsFormContext.Provider>
  );
}
