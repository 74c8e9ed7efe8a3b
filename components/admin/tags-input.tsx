"use client";

import { useState } from "react";
import { X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { cleanTags } from "@/lib/validation/blog";

/**
 * Tags as removable chips over a text box: Enter or a comma adds what was typed (a pasted
 * "a, b, c" adds three), Backspace in the empty box removes the last one. Duplicates in any
 * letter case are kept once. A typed tag stops at maxLength.
 */
export function TagsInput({
  id,
  value,
  onChange,
  max,
  maxLength,
  invalid,
  describedBy,
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  max: number;
  maxLength: number;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [text, setText] = useState("");
  const full = value.length >= max;

  const add = (typed: string) => {
    const next = cleanTags([...value, ...typed.split(",")]).slice(0, max);
    if (next.length !== value.length) onChange(next);
    setText("");
  };

  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags added">
          {value.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                onClick={() => onChange(value.filter((other) => other !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-blue-200 bg-accent pr-2.5 pl-3 text-sm font-medium text-accent-foreground transition-colors hover:border-red-200 hover:bg-red-50 hover:text-red-800 focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none sm:min-h-8"
              >
                {tag}
                <Icon icon={X} className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        value={text}
        disabled={full}
        maxLength={maxLength}
        placeholder={full ? `That's the ${max}-tag limit` : "Type a tag, then Enter"}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        enterKeyHint="done"
        onChange={(event) => {
          if (event.target.value.includes(",")) add(event.target.value);
          else setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            add(text);
          } else if (event.key === "Backspace" && text === "" && value.length > 0) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => text.trim() && add(text)}
      />
    </div>
  );
}
