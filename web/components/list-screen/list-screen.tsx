import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BackLink } from "@/components/back-link";
import { PageContainer } from "@/components/page-container";
import { PageHeader } from "@/components/page-header";
import { cn } from "@/lib/utils";

type Props = {
  title: string;
  icon: LucideIcon;
  /** What the list holds, and why the viewer's role cannot change it when it cannot. */
  description: ReactNode;
  /** Where the list belongs ("Back to the editor"): the first action, its words only for screen readers on a phone. */
  back?: { to: string; label: string };
  /** The primary action ("Upload files", "New post"), beside the title. */
  actions?: ReactNode;
  /** The column's width where the list needs more or less room than most screens. */
  className?: string;
  /** Filters, the selection bar and the list in its states, top to bottom. */
  children: ReactNode;
};

/**
 * The frame of an admin screen that lists things (form submissions, media, posts, and lists to come such
 * as orders or mailboxes): the header with its actions, then the screen's filters and list.
 */
export function ListScreen({ title, icon, description, back, actions, className, children }: Props) {
  const backLink = back && (
    <BackLink to={back.to}>
      <span className="max-sm:sr-only">{back.label}</span>
    </BackLink>
  );
  return (
    <PageContainer className={cn("max-w-5xl", className)}>
      <PageHeader
        title={title}
        icon={icon}
        description={description}
        actions={
          (backLink || actions) && (
            <>
              {backLink}
              {actions}
            </>
          )
        }
      />
      {children}
    </PageContainer>
  );
}
