import { useState } from "react";
import { HeartIcon } from "./HeartIcon";

/** Local-only like (spec 001 §4): a liked item shows one more than its count. */
export function LikeButton({ likes, title }: { likes: number; title: string }) {
  const [liked, setLiked] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like: ${title}`}
      onClick={() => setLiked((l) => !l)}
      className={`card-action ${liked ? "text-brand" : "text-gray-700"}`}
    >
      <HeartIcon filled={liked} />
      <span data-likes>{likes + (liked ? 1 : 0)}</span>
    </button>
  );
}
