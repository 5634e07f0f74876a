import { Heart } from "lucide-react";
import { useState } from "react";

/** Local-only like (spec 001 §4): a liked item shows one more than its count. */
export function LikeButton({ likes, title }: { likes: number; title: string }) {
  const [liked, setLiked] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`Like: ${title}`}
      onClick={() => setLiked((l) => !l)}
      className={`relative z-10 inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-semibold ${liked ? "text-brand" : "text-gray-700"} hover:bg-gray-100`}
    >
      <Heart aria-hidden="true" className="h-4 w-4" fill={liked ? "currentColor" : "none"} />
      <span data-likes>{likes + (liked ? 1 : 0)}</span>
    </button>
  );
}
