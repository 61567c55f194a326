import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ListEmpty } from "@/components/list-screen/list-empty";
import { Button } from "@/components/ui/button";

type Props = { icon: LucideIcon; title: string; description: string };

/** A screen of what belongs to a site (posts, a shop) in an organization with no site yet: the way to Sites. */
export function NoSiteYet({ icon, title, description }: Props) {
  return (
    <ListEmpty icon={icon} title={title} isHeading description={description}>
      <Button asChild>
        <Link to="/admin/sites">Go to Sites</Link>
      </Button>
    </ListEmpty>
  );
}
