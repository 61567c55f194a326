import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ContentHeader } from "../components/content-header";
import { MarkdownArticle } from "../components/markdown-article";
import { posts } from "../content-collections";
import { useContentEntry } from "../use-content-entry";

/** /blogs/{slug}: one post. */
export function BlogPostPage({ notFound }: { notFound: ReactNode }) {
  const { slug } = useParams();
  const post = useContentEntry(posts, slug);
  if (!post) return notFound;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <Link
        to="/blogs"
        className="mb-8 inline-flex items-center gap-1 text-sm text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden /> All posts
      </Link>
      <ContentHeader title={post.title} description={post.description} date={post.date} />
      <MarkdownArticle source={post.body} />
    </article>
  );
}
