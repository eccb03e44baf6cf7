/**
 * Where a video's clip is served: the storefront's own file under /media/videos, named by the video's id
 * (made by apps/web/scripts/make-video-clips.ts). The path follows from the id, so it needs no column.
 */
export function videoMediaUrl(videoId: string): string {
  return `/media/videos/${videoId}.webm`;
}
