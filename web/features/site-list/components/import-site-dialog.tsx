import { siteArchiveApi } from "@common/api/site-archive";
import { SITE_NAME_MAX_LENGTH } from "@common/schemas/sites";
import { ARCHIVE_MAX_UPLOAD_BYTES, archiveMessages } from "@common/site-archive";
import { useQueryClient } from "@tanstack/react-query";
import { AlertCircleIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FormDialog } from "@/components/form-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { uploadToApi } from "@/lib/api-client";
import { siteKeys } from "../api/keys";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * A zip (an exported site, or a folder of files zipped) becomes a new site; the new site's editor opens.
 * A refusal is shown in the dialog in the server's words, which name the entry and why.
 */
export function ImportSiteDialog({ open, onOpenChange }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fileId = useId();
  const nameId = useId();

  useEffect(() => {
    if (!open) upload.current?.abort();
  }, [open]);

  function choose(chosen: File | null) {
    setFile(chosen);
    setRefusal(chosen && chosen.size > ARCHIVE_MAX_UPLOAD_BYTES ? archiveMessages.tooLarge : null);
  }

  async function start() {
    if (!file) return;
    setRefusal(null);
    setProgress(0);
    const controller = new AbortController();
    upload.current = controller;
    const body = new FormData();
    body.set("file", file);
    if (name.trim()) body.set("name", name.trim());
    try {
      const site = await uploadToApi(
        siteArchiveApi.import,
        { body },
        { signal: controller.signal, onProgress: setProgress },
      );
      await queryClient.invalidateQueries({ queryKey: siteKeys.all });
      onOpenChange(false);
      setFile(null);
      setName("");
      navigate(`/admin/site/${site.id}`);
    } catch (error) {
      if (!controller.signal.aborted) setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      upload.current = null;
      setProgress(null);
    }
  }

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Import a site"
      description="Choose a zip exported from Webcraft, or a zip of a site's files. It becomes a new site in this organization; nothing is imported unless all of it is accepted."
      submitLabel="Import site"
      busyLabel={percent < 100 ? `Uploading ${percent}%...` : "Importing..."}
      busy={busy}
      canSubmit={file !== null && refusal !== archiveMessages.tooLarge}
      onSubmit={start}
    >
      <FormField id={fileId} label="Zip file">
        <Input
          id={fileId}
          type="file"
          accept=".zip,application/zip"
          disabled={busy}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <FormField id={nameId} label="Name (optional)">
        <Input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="The name in the zip"
          maxLength={SITE_NAME_MAX_LENGTH}
          autoComplete="off"
          disabled={busy}
        />
      </FormField>
      {busy && (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      )}
      {refusal && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>The zip was not imported</AlertTitle>
          <AlertDescription className="break-words">{refusal}</AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}
