import { Loader2Icon, RocketIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { isPublishing: boolean; onPublish: () => void };

/** The green Publish button; it reads 'Publishing...' while a publish runs. */
export function PublishButton({ isPublishing, onPublish }: Props) {
  return (
    <Button variant="success" size="sm" onClick={onPublish} disabled={isPublishing}>
      {isPublishing ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : <RocketIcon aria-hidden="true" />}
      {isPublishing ? "Publishing..." : "Publish"}
    </Button>
  );
}
