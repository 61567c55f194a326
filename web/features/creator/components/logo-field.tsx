import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import type { CreatorDraft } from "../lib/creator-steps";

/** Kept in the draft until Create, so a logo must stay small. */
const MAX_LOGO_BYTES = 1024 * 1024;

type Props = { logo: CreatorDraft["logo"]; onChange: (logo: CreatorDraft["logo"]) => void };

/** The business's logo: chosen from this device, put in the new site's media library on Create. */
export function LogoField({ logo, onChange }: Props) {
  const inputId = useId();
  const [problem, setProblem] = useState("");

  function choose(file: File | undefined) {
    setProblem("");
    if (!file) return;
    if (!file.type.startsWith("image/")) return setProblem("Choose a picture file (PNG, JPEG, WebP or SVG).");
    if (file.size > MAX_LOGO_BYTES) return setProblem("Choose a logo under 1 MB.");
    const reader = new FileReader();
    reader.onload = () => onChange({ name: file.name, dataUrl: String(reader.result) });
    reader.readAsDataURL(file);
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Logo (optional)
      </label>
      <p className="text-sm text-muted-foreground">
        Without one, your business name is shown in text. It goes into the new site's media library.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {logo && (
          <img src={logo.dataUrl} alt={`Logo: ${logo.name}`} className="h-12 max-w-40 rounded border object-contain" />
        )}
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/svg+xml,image/gif"
          onChange={(event) => choose(event.target.files?.[0])}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
        />
        {logo && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remove logo
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
