import {
  POST_EXCERPT_MAX_LENGTH,
  POST_SLUG_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  postSlugSchema,
} from "@common/schemas/posts";
import { slugify } from "@common/slug";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { membersQueryOptions } from "@/features/members";
import type { PostDraft } from "../hooks/use-post-draft";
import { CoverField } from "./cover-field";
import { TagsField } from "./tags-field";

type Props = {
  draft: PostDraft;
  organizationId: string;
  siteId: string;
  siteOrigin: string;
  /** The slug follows the title until it is edited, or once the post has been live (its address is out). */
  slugFollowsTitle: boolean;
  onSlugEdited: () => void;
  readOnly: boolean;
  onChange: (patch: Partial<PostDraft>) => void;
};

/** Title, address, excerpt, cover, tags and author: what lists, feeds and the page's head show of a post. */
export function PostDetails(props: Props) {
  const { draft, organizationId, siteId, siteOrigin, slugFollowsTitle, onSlugEdited, readOnly, onChange } = props;
  const ids = { title: useId(), slug: useId(), excerpt: useId(), author: useId() };
  const members = useQuery({ ...membersQueryOptions(organizationId), meta: { silent: true } });
  const slugCheck = postSlugSchema.safeParse(draft.slug);
  const slugError = slugCheck.success ? null : (slugCheck.error.issues[0]?.message ?? "This slug cannot be used");

  return (
    <div className="grid gap-4">
      <FormField id={ids.title} label="Title">
        <Input
          id={ids.title}
          value={draft.title}
          maxLength={POST_TITLE_MAX_LENGTH}
          readOnly={readOnly}
          placeholder="Untitled post"
          onChange={(event) => {
            const title = event.target.value;
            const slug = slugify(title, POST_SLUG_MAX_LENGTH);
            onChange(slugFollowsTitle && slug ? { title, slug } : { title });
          }}
        />
      </FormField>
      <FormField id={ids.slug} label="Slug" error={slugError}>
        <Input
          id={ids.slug}
          value={draft.slug}
          maxLength={POST_SLUG_MAX_LENGTH}
          readOnly={readOnly}
          aria-invalid={slugError ? true : undefined}
          aria-describedby={slugError ? fieldErrorId(ids.slug) : `${ids.slug}-hint`}
          onChange={(event) => {
            onSlugEdited();
            onChange({ slug: event.target.value.toLowerCase().replace(/\s+/g, "-") });
          }}
        />
        {!slugError && (
          <p id={`${ids.slug}-hint`} className="truncate text-xs text-muted-foreground">
            /blog/{draft.slug}
          </p>
        )}
      </FormField>
      <FormField id={ids.excerpt} label="Excerpt">
        <Textarea
          id={ids.excerpt}
          value={draft.excerpt}
          maxLength={POST_EXCERPT_MAX_LENGTH}
          readOnly={readOnly}
          rows={3}
          placeholder="A sentence or two for the blog's list, feeds and search results"
          onChange={(event) => onChange({ excerpt: event.target.value })}
        />
      </FormField>
      <CoverField
        siteId={siteId}
        siteOrigin={siteOrigin}
        cover={draft.cover_image}
        readOnly={readOnly}
        onChange={(cover_image) => onChange({ cover_image })}
      />
      <TagsField tags={draft.tags} readOnly={readOnly} onChange={(tags) => onChange({ tags })} />
      <FormField id={ids.author} label="Author">
        <NativeSelect
          id={ids.author}
          value={draft.author_id ?? ""}
          disabled={readOnly}
          onChange={(event) => onChange({ author_id: event.target.value || null })}
        >
          <option value="">No author</option>
          {draft.author_id && !members.data?.some((member) => member.user_id === draft.author_id) && (
            <option value={draft.author_id}>A former member</option>
          )}
          {members.data?.map((member) => (
            <option key={member.user_id} value={member.user_id}>
              {member.name || member.email}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
