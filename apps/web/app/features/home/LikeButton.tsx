import { useState } from "react";
import { Island, useOwnIsland } from "../../islands/Island";
import { HeartIcon } from "./HeartIcon";

interface LikeProps {
  likes: number;
  title: string;
}

/** Local-only like (spec 001 §4): a liked item shows one more than its count. */
export function LikeToggle({ likes, title }: LikeProps) {
  const [liked, setLiked] = useState(false);
  return (
    <button type="button" aria-pressed={liked} aria-label={`Like: ${title}`} onClick={() => setLiked((l) => !l)} className="card-action">
      <HeartIcon filled={liked} />
      <span data-likes>{likes + (liked ? 1 : 0)}</span>
    </button>
  );
}

/**
 * A card's like button. In a section sent as server HTML it is an island of its own, with only its count and
 * title as props (ADR 088): the first press fetches React and this button, and is replayed on it.
 */
export function LikeButton(props: LikeProps) {
  if (useOwnIsland()) return <Island name="LikeButton" component={LikeToggle} props={props} priority="interaction" inline />;
  return <LikeToggle {...props} />;
}
