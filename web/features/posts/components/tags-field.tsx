import { POST_TAG_MAX_LENGTH, POST_TAGS_MAX } from "@common/schemas/posts";
import { XIcon } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = { tags: string[]; readOnly: boolean; onChange: (tags: string[]) => void };

/** The post's tags: typed and added with Enter or a comma, each removable. */
export function TagsField({ tags, readOnly, onChange }: Props) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const full = tags.length >= POST_TAGS_MAX;

  function add(value: string) {
    const tag = value.replace(/,/g, "").trim();
    setTyped("");
    if (!tag || full || tags.some((each) => each.toLowerCase() === tag.toLowerCase())) return;
    onChange([...tags, tag.slice(0, POST_TAG_MAX_LENGTH)]);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tags</Label>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-0.5 pr-0.5 font-normal">
                {tag}
                {!readOnly && (
                  <button
                    type="button"
                    aria-label={`Remove tag ${tag}`}
                    className="rounded-sm p-0.5 outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onChange(tags.filter((each) => each !== tag))}
                  >
                    <XIcon className="size-3" aria-hidden="true" />
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <Input
          id={id}
          value={typed}
          maxLength={POST_TAG_MAX_LENGTH}
          disabled={full}
          placeholder={full ? `At most ${POST_TAGS_MAX} tags` : "Add a tag and press Enter"}
          onChange={(event) => {
            if (event.target.value.endsWith(",")) add(event.target.value);
            else setTyped(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(typed);
            }
          }}
          onBlur={() => add(typed)}
        />
      )}
    </div>
  );
}
