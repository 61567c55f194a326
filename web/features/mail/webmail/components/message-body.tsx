import type { OpenedMessage } from "@common/schemas/mail-compose";
import { ImageIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * What the message says. Plain text as text (React escapes it). HTML in a frame on the preview origin,
 * sandboxed without scripts or the origin's own rights: links may open in a new tab, nothing more. Remote
 * pictures stay hidden until the reader asks for them, for this opening of the message only.
 */
export function MessageBody({ message }: { message: OpenedMessage }) {
  const [showPictures, setShowPictures] = useState(false);
  if (!message.reading_url) {
    return (
      <div className="text-sm leading-relaxed break-words whitespace-pre-wrap">
        {message.text.trim() ? (
          message.text
        ) : (
          <span className="text-muted-foreground">(This message has no text.)</span>
        )}
      </div>
    );
  }
  const withPictures = showPictures && message.reading_url_with_images;
  return (
    <div className="grid gap-2">
      {message.reading_url_with_images && !showPictures && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <ImageIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p className="min-w-0 flex-1">Pictures from other servers are hidden.</p>
          <Button variant="outline" size="sm" onClick={() => setShowPictures(true)}>
            Show pictures
          </Button>
        </div>
      )}
      <iframe
        title={`Message: ${message.subject || "(no subject)"}`}
        src={withPictures || message.reading_url}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        className="h-[65svh] min-h-80 w-full rounded-md border bg-white"
      />
    </div>
  );
}
