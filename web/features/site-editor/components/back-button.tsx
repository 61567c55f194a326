import { ArrowLeftIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { IconAction } from "./icon-action";

/** React Router numbers history entries it made; 0 means the editor was the first page opened. */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "idx" in state && Number(state.idx) > 0;
}

/** Back to the previous page; opened from a link elsewhere, back to the sites list. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <IconAction label="Back">
      <Button
        variant="ghost"
        size="icon"
        aria-label="Back"
        className="phone:size-11"
        onClick={() => (hasPreviousPage() ? navigate(-1) : navigate("/admin/sites"))}
      >
        <ArrowLeftIcon aria-hidden="true" />
      </Button>
    </IconAction>
  );
}
