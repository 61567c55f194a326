import { AlertCircleIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** What a list is read from: a query's result, or any value shaped like one. */
export type ListQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
};

type Props<T> = {
  query: ListQuery<T>;
  /** Stands while the first answer is on its way. */
  loading: ReactNode;
  /** The alert's title when nothing could be read: "Error loading posts". */
  errorTitle: string;
  children: (data: T) => ReactNode;
};

/**
 * A list's states in one place: loading, then an error with another try when nothing could be read, then
 * the list itself. A failed refetch keeps what was read before on screen (the query client's toast tells).
 */
export function ListStates<T>({ query, loading, errorTitle, children }: Props<T>) {
  if (query.isPending) return loading;
  if (query.data === undefined) {
    return <ListError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}

/** A list that could not be read, with the server's words and another try. */
export function ListError({ title, error, onRetry }: { title: string; error: Error | null; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error?.message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

type LoadingProps = {
  /** Read out in place of the placeholders: "Loading posts…". */
  label: string;
  count: number;
  /** Each placeholder's size: "h-16" for a row, "aspect-square" for a tile. */
  itemClassName: string;
  /** How the placeholders lie: rows by default. */
  className?: string;
};

/** Grey placeholders shaped like the rows or tiles to come. */
export function ListLoading({ label, count, itemClassName, className = "grid gap-2" }: LoadingProps) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
