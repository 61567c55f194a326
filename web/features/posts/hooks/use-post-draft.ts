import { POST_AUTOSAVE_DELAY_MS } from "@common/constants";
import { type Post, type PostBody, postSlugSchema, type UpdatePostInput } from "@common/schemas/posts";
import { useCallback, useEffect, useRef, useState } from "react";
import { conflictOf, useUpdatePost } from "../api/posts-api";

/** What the editor changes of a post. */
export type PostDraft = {
  title: string;
  slug: string;
  excerpt: string;
  cover_image: string;
  tags: string[];
  author_id: string | null;
  body: PostBody;
};

export type SaveState =
  | { kind: "saved" }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "failed"; message: string }
  | { kind: "conflict"; theirs: Post };

const FIELDS = ["title", "slug", "excerpt", "cover_image", "tags", "author_id", "body"] as const;

export function draftOf(post: Post): PostDraft {
  const { title, slug, excerpt, cover_image, tags, author_id, body } = post;
  return { title, slug, excerpt, cover_image, tags, author_id, body };
}

/** The fields the draft changed from the post, as a save sends them; a slug not yet valid stays behind. */
function changesOf(draft: PostDraft, post: Post): Partial<PostDraft> {
  const changes: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (JSON.stringify(draft[field]) !== JSON.stringify(post[field])) changes[field] = draft[field];
  }
  if ("slug" in changes && !postSlugSchema.safeParse(draft.slug).success) delete changes.slug;
  return changes as Partial<PostDraft>;
}

/**
 * The post as the editor holds it, saved a few seconds after typing stops (`autosave: true`, from the
 * version it started from). A save that finds a newer version (409) stops and waits for the member's
 * choice: keep theirs, or write ours over it.
 */
export function usePostDraft(post: Post, canWrite: boolean) {
  const update = useUpdatePost(post.site_id, post.id);
  const [draft, setDraft] = useState(() => draftOf(post));
  const [state, setState] = useState<SaveState>({ kind: "saved" });
  /** Goes up when the body is replaced from outside (theirs, a restore): the body editor loads it again. */
  const [bodyGeneration, setBodyGeneration] = useState(0);
  const base = useRef(post);
  const current = useRef(draft);
  const edits = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stateRef = useRef(state);
  // The ref answers at once, before the next render: the save loop reads it right after an answer.
  const put = useCallback((next: SaveState) => {
    stateRef.current = next;
    setState(next);
  }, []);
  const saveRef = useRef<(autosave: boolean) => Promise<void>>(async () => {});

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveRef.current(true), POST_AUTOSAVE_DELAY_MS);
  }, []);

  const save = useCallback(
    async (autosave: boolean): Promise<void> => {
      clearTimeout(timer.current);
      if (inFlight.current) await inFlight.current;
      if (stateRef.current.kind === "conflict") return;
      const changes = changesOf(current.current, base.current);
      if (Object.keys(changes).length === 0) {
        put({ kind: "saved" });
        return;
      }
      const sentAt = edits.current;
      put({ kind: "saving" });
      const input: UpdatePostInput = { ...changes, base_version: base.current.version, autosave };
      const run = update.mutateAsync(input).then(
        (saved) => {
          base.current = saved;
          put(edits.current === sentAt ? { kind: "saved" } : { kind: "unsaved" });
        },
        (error: unknown) => {
          const theirs = conflictOf(error);
          put(
            theirs
              ? { kind: "conflict", theirs }
              : { kind: "failed", message: error instanceof Error ? error.message : String(error) },
          );
        },
      );
      inFlight.current = run;
      await run;
      inFlight.current = null;
      // Typing went on while it saved: that waits its turn.
      if (edits.current !== sentAt && stateRef.current.kind === "unsaved") schedule();
    },
    [update.mutateAsync, schedule, put],
  );
  saveRef.current = save;

  const change = useCallback(
    (patch: Partial<PostDraft>) => {
      if (!canWrite) return;
      current.current = { ...current.current, ...patch };
      edits.current += 1;
      setDraft(current.current);
      if (stateRef.current.kind !== "conflict") {
        put({ kind: stateRef.current.kind === "saving" ? "saving" : "unsaved" });
        schedule();
      }
    },
    [canWrite, schedule, put],
  );

  /** The server's post replaces ours entirely (theirs chosen, a revision restored). */
  const replace = useCallback(
    (next: Post) => {
      clearTimeout(timer.current);
      base.current = next;
      current.current = draftOf(next);
      edits.current += 1;
      setDraft(current.current);
      setBodyGeneration((n) => n + 1);
      put({ kind: "saved" });
    },
    [put],
  );

  /** The server's post after an action that changed only its status (publish, schedule, unpublish). */
  const acknowledge = useCallback((next: Post) => {
    base.current = next;
  }, []);

  /** Ours over theirs: the draft is saved again from their version. */
  const keepMine = useCallback(() => {
    if (stateRef.current.kind !== "conflict") return;
    base.current = stateRef.current.theirs;
    put({ kind: "unsaved" });
    void save(false);
  }, [save, put]);

  const takeTheirs = useCallback(() => {
    if (stateRef.current.kind === "conflict") replace(stateRef.current.theirs);
  }, [replace]);

  // Leaving the editor saves what is left; closing the tab with changes unsaved asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (stateRef.current.kind !== "saved") event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      if (stateRef.current.kind === "unsaved") void save(true);
      clearTimeout(timer.current);
    };
  }, [save]);

  return {
    draft,
    state,
    base: base.current,
    bodyGeneration,
    change,
    /** Saves now and waits for it (before publishing): whether everything is saved. */
    flush: async () => {
      await save(false);
      return stateRef.current.kind === "saved";
    },
    retry: () => void save(false),
    replace,
    acknowledge,
    keepMine,
    takeTheirs,
  };
}
