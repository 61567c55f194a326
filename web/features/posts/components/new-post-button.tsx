import { PlusIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { RequiresPermission } from "@/features/auth";
import { useCreatePost } from "../api/posts-api";

/** Starts a draft in the site and opens it in the editor. */
export function NewPostButton({ siteId }: { siteId: string }) {
  const create = useCreatePost(siteId);
  const navigate = useNavigate();
  return (
    <RequiresPermission permission="post:write">
      <Button
        disabled={create.isPending}
        onClick={() => create.mutate(undefined, { onSuccess: (post) => navigate(`/admin/content/${post.id}`) })}
      >
        <PlusIcon aria-hidden="true" />
        {create.isPending ? "Creating..." : "New post"}
      </Button>
    </RequiresPermission>
  );
}
