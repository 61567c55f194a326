import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCalendarDate } from "@/lib/dates";
import { ContentList } from "../components/content-list";
import { posts } from "../content-collections";

/** /blogs/: posts, newest first. */
export function BlogListPage() {
  return (
    <ContentList
      title="Blog"
      intro="News, releases and practical advice for small businesses and the agencies that build for them."
      width="max-w-3xl"
      empty={posts.length === 0 ? "No posts yet." : null}
    >
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
    </ContentList>
  );
}
