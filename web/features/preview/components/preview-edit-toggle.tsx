import { PencilIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";

type Props = {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  /** Why Edit mode cannot be used now (the preview shows unsaved code), or undefined. */
  disabledReason?: string;
};

/** "Edit": words and photos on the preview become editable in place. */
export function PreviewEditToggle({ isOn, onChange, disabledReason }: Props) {
  const label =
    disabledReason ?? (isOn ? "Stop editing the page" : "Click words or a photo on the page to change them");
  return (
    <Tooltip label={label}>
      <Button
        type="button"
        variant={isOn ? "default" : "outline"}
        size="sm"
        aria-pressed={isOn}
        disabled={disabledReason !== undefined}
        className="phone:h-11"
        onClick={() => onChange(!isOn)}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
    </Tooltip>
  );
}
