import { describe, expect, it } from 'vitest';
import { overlayAfter, posterSource, shouldAutoplay, videoSource } from './video.ts';

describe('content video', () => {
  it('asks the delivery service for a public id with width, auto quality and format', () => {
    expect(videoSource({ public_id: 'flame-loop' })).toBe(
      '/videos/flame-loop?w=1920&q=auto&f=auto',
    );
    expect(videoSource({ public_id: 'clips/flame', link: 'https://x.example/v.mp4' }, 640)).toBe(
      '/videos/clips/flame?w=640&q=auto&f=auto',
    );
  });
  it('falls back to a safe link, and to nothing', () => {
    expect(videoSource({ link: 'https://cdn.example/v.mp4' })).toBe('https://cdn.example/v.mp4');
    expect(videoSource({ dis_base_link: '/videos/a' })).toBe('/videos/a');
    expect(videoSource({ public_id: '../x', link: 'javascript:alert(1)' })).toBeUndefined();
    expect(videoSource(undefined)).toBeUndefined();
  });
  it('asks the image service for a JPEG poster', () => {
    expect(posterSource({ poster: { url: '/images/videos/a.poster.jpg', alt: '' } })).toBe(
      '/images/videos/a.poster.jpg?w=1440&fmt=jpeg',
    );
    expect(posterSource({ poster: { url: 'javascript:x', alt: '' } })).toBeUndefined();
  });
  it('autoplays when 5% visible, at once when high priority, never with reduced motion', () => {
    const base = { autoplay: true, priority: false, reducedMotion: false };
    expect(shouldAutoplay({ ...base, visibleRatio: 0.04 })).toBe(false);
    expect(shouldAutoplay({ ...base, visibleRatio: 0.05 })).toBe(true);
    expect(shouldAutoplay({ ...base, priority: true, visibleRatio: 0 })).toBe(true);
    expect(shouldAutoplay({ ...base, reducedMotion: true, visibleRatio: 1 })).toBe(false);
    expect(shouldAutoplay({ ...base, autoplay: false, visibleRatio: 1 })).toBe(false);
  });
  it('shows the overlay play button on pause and end, hides it on play', () => {
    expect(overlayAfter('play')).toBe(false);
    expect(overlayAfter('pause')).toBe(true);
    expect(overlayAfter('ended')).toBe(true);
  });
});
