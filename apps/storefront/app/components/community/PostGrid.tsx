import type { PostCardView } from '../../lib/community/cards.ts';
import { PostCard } from '../content/PostCard.tsx';

/** Post cards in a responsive grid (spec 000 §9: image, title, date, Read Now or Watch). */
export function PostGrid({ posts }: { posts: readonly PostCardView[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-posts>
      {posts.map((post, i) => (
        <li key={post.uid ?? i}>
          <PostCard post={post} sizes="(min-width: 992px) 30vw, (min-width: 768px) 50vw, 100vw" />
        </li>
      ))}
    </ul>
  );
}
