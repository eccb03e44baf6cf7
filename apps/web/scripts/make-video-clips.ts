// Makes the demo workout and creator videos: one short, silent WebM clip per seeded video, drawn by
// ffmpeg (a coloured card with the video's title and a dot crossing it), so that every video of the
// demo data plays from the shop's own files. Run once after changing the seeded videos:
//   npx tsx apps/web/scripts/make-video-clips.ts
// Needs ffmpeg with libvpx-vp9 and drawtext, and the DejaVu fonts.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { INFLUENCER_VIDEOS, VIDEOS } from "../../api/src/db/seed/content-videos.ts";
import { videoMediaUrl } from "../../api/src/modules/content/media.ts";

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const SECONDS = 6;

/** Background per sub-category (brand tokens from docs: accent, offer, ink), creators in ink. */
const COLOURS: Record<string, string> = {
  STRENGTH_AND_FUNCTIONAL: "0x1F6F5C",
  DANCE: "0xB86E12",
  MAT_PILATES: "0x5B4B8A",
  YOGA: "0x2F6A8A",
};

/** ffmpeg drawtext needs its own escaping for : ' and \. */
const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/'/g, "\u2019").replace(/:/g, "\\:");

/** Splits a title into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function makeClip(videoId: string, title: string, caption: string, colour: string) {
  const out = path.join(PUBLIC_DIR, videoMediaUrl(videoId));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const lines = wrap(title, 30).slice(0, 3);
  const text = lines.map(
    (line, i) =>
      `drawtext=fontfile=${FONT}:text='${escapeText(line)}':fontcolor=white:fontsize=20:x=24:y=${40 + i * 28}`,
  );
  const filters = [
    ...text,
    `drawtext=fontfile=${FONT}:text='${escapeText(caption)}':fontcolor=white@0.8:fontsize=14:x=24:y=h-44`,
    // A dot that crosses the frame as the clip plays.
    `drawtext=fontfile=${FONT}:text='\u25CF':fontcolor=white:fontsize=16:x=24+(w-64)*t/${SECONDS}:y=h-26`,
  ].join(",");
  execFileSync(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `color=c=${colour}:s=480x270:r=12:d=${SECONDS}`,
      "-vf",
      filters,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "50",
      "-row-mt",
      "1",
      "-an",
      out,
    ],
    { stdio: "inherit" },
  );
  return { out, bytes: fs.statSync(out).size };
}

for (const video of VIDEOS) {
  const { out, bytes } = makeClip(
    video.videoId,
    video.title,
    `Ojas Fitness · ${video.level}`,
    COLOURS[video.subCategory] ?? "0x14161A",
  );
  console.log(`${out} ${bytes} bytes`);
}
for (const video of INFLUENCER_VIDEOS) {
  const { out, bytes } = makeClip(video.videoId, video.title, `${video.creator} ${video.handle}`, "0x14161A");
  console.log(`${out} ${bytes} bytes`);
}
