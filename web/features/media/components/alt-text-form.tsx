import type { MediaFile } from "@common/schemas/media";
import { type FormEvent, useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { SaveButton, usePermission } from "@/features/auth";
import { errorText } from "@/lib/error-toast";
import { useUpdateMedia } from "../api/media-api";

/** What the picture shows, for people who cannot see it; saved with the file and used by the Image component. */
export function AltTextForm({ file }: { file: MediaFile }) {
  const id = useId();
  const { allowed } = usePermission("media:write");
  const update = useUpdateMedia(file.site_id);
  const [alt, setAlt] = useState(file.alt);
  const [error, setError] = useState<string | null>(null);
  const isChanged = alt.trim() !== file.alt;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!allowed || !isChanged) return;
    setError(null);
    update.mutate(
      { mediaId: file.id, alt: alt.trim() },
      {
        onSuccess: () => toast({ title: "Alt text saved", description: file.name }),
        onError: (failure) => setError(errorText(failure)),
      },
    );
  }

  return (
    <form onSubmit={save} className="grid gap-1.5" noValidate>
      <Label htmlFor={id}>Alt text</Label>
      <Textarea
        id={id}
        value={alt}
        readOnly={!allowed}
        rows={2}
        placeholder={allowed ? "What the picture shows, e.g. “Our team outside the roastery”" : "No alt text"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setAlt(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <SaveButton permission="media:write" size="sm" variant="outline" changed={isChanged} saving={update.isPending}>
          Save alt text
        </SaveButton>
      </div>
    </form>
  );
}
