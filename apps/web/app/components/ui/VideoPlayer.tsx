import { useEffect, useRef, useState } from "react";

/**
 * A video that loads nothing until asked: its poster and a play button first; pressing it mounts the
 * <video> element, which starts playing.
 */
export function VideoPlayer({ src, poster, title }: { src: string; poster: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!playing) return;
    video.current?.focus();
    // Autoplay may be refused (data saver, browser policy): the controls are there to start it.
    video.current?.play().catch(() => undefined);
  }, [playing]);

  if (playing) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the demo clips are silent, so there is nothing to caption
      <video
        ref={video}
        src={src}
        poster={poster}
        controls
        playsInline
        preload="auto"
        width={1200}
        height={600}
        aria-label={title}
        data-testid="video-player"
        className="aspect-[2/1] w-full bg-black object-contain"
      />
    );
  }
  return (
    <button
      type="button"
      aria-label={`Play video: ${title}`}
      onClick={() => setPlaying(true)}
      className="group relative block w-full"
    >
      <img
        src={poster}
        alt=""
        width={1200}
        height={600}
        loading="lazy"
        className="aspect-[2/1] w-full bg-bg object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-black/70 text-white shadow-raised transition-transform group-hover:scale-105">
          <svg
            viewBox="0 0 24 24"
            width="24"
            height="24"
            aria-hidden="true"
            focusable="false"
            fill="currentColor"
          >
            <path d="M8 5.5v13l10.5-6.5z" />
          </svg>
        </span>
      </span>
    </button>
  );
}
