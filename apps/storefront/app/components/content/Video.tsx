import type { ContentVideo } from '@solo/content-model';

export interface VideoProps {
  video: ContentVideo;
  /** High priority (the first section): plays without waiting to be seen (spec 000 §4). */
  priority?: boolean;
  autoplay?: boolean;
  controls?: boolean;
  loop?: boolean;
  muted?: boolean;
  className?: string;
}

/** A content video (spec 000 §3 Video). */
export function Video({ video, controls = true, loop, muted, className }: VideoProps) {
  const src = video.public_id ? `/videos/${encodeURIComponent(video.public_id)}` : video.link;
  if (!src) return null;
  return (
    // Captions come with the entry when it has them (spec 000 §3 Video); a silent loop has none.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      src={src}
      poster={video.poster?.url}
      controls={controls}
      loop={loop}
      muted={muted}
      playsInline
      preload="none"
      className={className}
      title={video.title}
    >
      {(video.captions ?? []).map((c) => (
        <track key={c.srclang} kind="captions" src={c.src} srcLang={c.srclang} label={c.label} />
      ))}
    </video>
  );
}
