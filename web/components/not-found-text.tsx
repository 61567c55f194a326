import { ApiError } from "@/lib/api-client";

/** Why an item could not be read: the screen's own words when the server answers 404, else the server's. */
export function NotFoundText({ error, notFound }: { error: Error; notFound: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      {error instanceof ApiError && error.status === 404 ? notFound : error.message}
    </p>
  );
}
