import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCalendarDate } from "@/lib/dates";
import { useDocumentTitle } from "@/lib/use-document-title";
import { posts } from "../content-collections";

/** /blogs/: posts, newest first. */
export function BlogListPage() {
  useDocumentTitle("Blog");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header className="mb-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          News, releases and practical advice for small businesses and the agencies that build for them.
        </p>
      </header>
      {posts.length === 0 ? (
        <p className="text-muted-foreground">No posts yet.</p>
      ) : (
        <ul className="divide-y border-y">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="group relative py-6">
                {post.date ? (
                  <time dateTime={post.date} className="text-sm text-muted-foreground">
                    {formatCalendarDate(post.date)}
                  </time>
                ) : null}
                <h2 className="mt-1 text-xl font-semibold tracking-tight group-hover:text-primary">
                  <Link to={`/blogs/${post.slug}`} className="after:absolute after:inset-0">
                    {post.title}
                  </Link>
                </h2>
                {post.description ? <p className="mt-2 text-muted-foreground">{post.description}</p> : null}
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-primary">
                  Read post <ArrowRightIcon className="size-4" aria-hidden />
                </span>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
