import { SHOP_PAGE_PATH, SHOP_PAGE_SOURCE } from "@common/shop-page";
import { useQuery } from "@tanstack/react-query";
import { FilePlusIcon, PencilIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { RequiresPermission } from "@/features/auth";
import { filesQueryOptions, useCreateFile } from "@/features/code-editor";

/**
 * "Add a Shop page" to the shop's site (the page that lists its products and takes buyers to the
 * checkout); once the site has one, the way to it in the editor.
 */
export function ShopPageAction({ siteId }: { siteId: string }) {
  const files = useQuery(filesQueryOptions(siteId));
  const create = useCreateFile(siteId);
  if (!files.data) return null;
  if (files.data.some((file) => file.full_path === SHOP_PAGE_PATH)) {
    return (
      <Button asChild variant="ghost">
        <Link to={`/admin/site/${siteId}?file=${encodeURIComponent(SHOP_PAGE_PATH)}`}>
          <PencilIcon aria-hidden="true" />
          Edit the Shop page
        </Link>
      </Button>
    );
  }

  function add() {
    create.mutate(
      { full_path: SHOP_PAGE_PATH, content: SHOP_PAGE_SOURCE, commit_message: "Added the Shop page" },
      {
        onSuccess: () =>
          toast({ title: "Shop page added", description: "Publish the site to show it to buyers at /shop." }),
      },
    );
  }

  return (
    <RequiresPermission permission="file:write">
      <Button variant="ghost" disabled={create.isPending} onClick={add}>
        <FilePlusIcon aria-hidden="true" />
        {create.isPending ? "Adding..." : "Add a Shop page"}
      </Button>
    </RequiresPermission>
  );
}
