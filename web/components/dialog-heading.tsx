import type { ReactNode } from "react";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type DialogHeadingProps = {
  title: ReactNode;
  description?: ReactNode;
  titleClassName?: string;
  descriptionClassName?: string;
};

/** A dialog's title, and its description under it when there is one. */
export function DialogHeading({ title, description, titleClassName, descriptionClassName }: DialogHeadingProps) {
  return (
    <DialogHeader>
      <DialogTitle className={titleClassName}>{title}</DialogTitle>
      {description && <DialogDescription className={descriptionClassName}>{description}</DialogDescription>}
    </DialogHeader>
  );
}
