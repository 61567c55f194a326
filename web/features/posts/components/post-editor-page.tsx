import { useQuery } from "@tanstack/react-query";
import { AlertCircleIcon } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link, useParams } from "react-router";
import { RouteLoadingScreen } from "@/components/loading-screen";
import { PageContainer } from "@/components/page-container";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
import { postQueryOptions } from "../api/posts-api";
import { PostEditor } from "./post-editor";

/** The app's resource guard, passed in by the route so the feature does not import the app layer. */
export type PostEditorGuard = ComponentType<{ organizationId: string; children: ReactNode }>;

const LOADING_CLASS = "min-h-[calc(100svh-4rem)]";

/** /admin/content/:id — one post in the editor. */
export function PostEditorPage({ guard: Guard }: { guard: PostEditorGuard }) {
  const { id = "" } = useParams();
  const { organizations, hasLoadedOrganizations } = useAuth();
  const post = useQuery({ ...postQueryOptions(id), enabled: organizations.length > 0 });

  if (!hasLoadedOrganizations || (organizations.length > 0 && post.isPending)) {
    return <RouteLoadingScreen className={LOADING_CLASS} />;
  }
  if (!post.data) {
    // Another organization's post answers 404 like a missing one.
    const notFound = !post.error || (post.error instanceof ApiError && post.error.status === 404);
    return (
      <PageContainer>
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{notFound ? "Post not found" : "Error loading post"}</AlertTitle>
          <AlertDescription>
            <p>
              {notFound
                ? "This post does not exist, was deleted, or belongs to an organization you are not a member of."
                : post.error?.message}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/content">Go to Blog</Link>
            </Button>
          </AlertDescription>
        </Alert>
      </PageContainer>
    );
  }
  return (
    <Guard organizationId={post.data.organization_id}>
      <PostEditor key={post.data.id} post={post.data} />
    </Guard>
  );
}
