import { useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/utils";
import { renderMarkdown } from "../markdown";

/** Our own markdown rendered as HTML; links to other app pages navigate without a reload. */
export function MarkdownArticle({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    function handleClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest("a");
      const href = anchor?.getAttribute("href");
      if (!anchor || !href || anchor.target === "_blank") return;
      if (!href.startsWith("/") || href.startsWith("//")) return;
      event.preventDefault();
      navigate(href);
    }
    element.addEventListener("click", handleClick);
    return () => element.removeEventListener("click", handleClick);
  }, [navigate]);

  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes only from markdown files in /content.
    <div ref={ref} className={cn("prose-content", className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
