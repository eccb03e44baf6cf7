#!/usr/bin/env node
// Generates the Ojas image set (product renders, illustrations, avatars, brand) as small SVG files.
// Plain Node, no dependencies:  node apps/web/scripts/make-images.mjs
// Output: apps/web/public/images/{products,illustrations,avatars,brand}/*.svg
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images");

// ---------------------------------------------------------------- tokens
const C = {
  paper: "#FAF7F2",
  surface: "#FFFFFF",
  ink: "#14161A",
  muted: "#5F6368",
  border: "#E6E1D8",
  accent: "#1F6F5C",
  accentL: "#3FB59A",
  offer: "#B86E12",
  offerBg: "#FDF1DE",
  light: "#F1F1EE",
  error: "#C5221F",
};
const FONT = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

// ---------------------------------------------------------------- colour helpers
const hex = (h) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
const toHex = (a) =>
  `#${a
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase()}`;
const mix = (a, b, t) => {
  const B = hex(b);
  return toHex(hex(a).map((v, i) => v + (B[i] - v) * t));
};
const lt = (c, t) => mix(c, "#FFFFFF", t);
const dk = (c, t) => mix(c, "#000000", t);

// ---------------------------------------------------------------- svg primitives
const n = (v) => Math.round(v * 10) / 10;
const F = (c, o) => ` fill="${c}"${o != null ? ` opacity="${o}"` : ""}`;
const S = (c, w, o = "") => ` fill="none" stroke="${c}" stroke-width="${w}"${o}`;
const RND = ' stroke-linecap="round" stroke-linejoin="round"';
const el = (cx, cy, rx, ry, a = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${a}/>`;
const ci = (cx, cy, r, a = "") => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${a}/>`;
const rc = (x, y, w, h, rx, a = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ""}${a}/>`;
const pa = (d, a = "") => `<path d="${d}"${a}/>`;
const g = (t, inner, a = "") => `<g${t ? ` transform="${t}"` : ""}${a}>${inner}</g>`;
const at = (x, y, s, inner) => g(`translate(${n(x)} ${n(y)})${s !== 1 ? ` scale(${s})` : ""}`, inner);
const tx = (x, y, size, str, fill, o = {}) =>
  `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${o.w ? ` font-weight="${o.w}"` : ""} fill="${fill}"${
    o.a === "s" ? "" : o.a === "e" ? ' text-anchor="end"' : ' text-anchor="middle"'
  }${o.ls ? ` letter-spacing="${o.ls}"` : ""}${o.o ? ` opacity="${o.o}"` : ""}>${esc(str)}</text>`;
const esc = (t) => String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;");

let DEFS = new Set();
const def = (s) => DEFS.add(s);
const stops = (s) =>
  s
    .map(
      ([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op != null ? ` stop-opacity="${op}"` : ""}/>`,
    )
    .join("");
const lin = (id, s, x1 = 0, y1 = 0, x2 = 1, y2 = 0, us = false) =>
  def(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${
      us ? ' gradientUnits="userSpaceOnUse"' : ""
    }>${stops(s)}</linearGradient>`,
  );
const rad = (id, s, cx = 0.5, cy = 0.5, r = 0.5, us = false) =>
  def(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${us ? ' gradientUnits="userSpaceOnUse"' : ""}>${stops(
      s,
    )}</radialGradient>`,
  );
// horizontal lighting for anything cylindrical
const cylG = (id, c, hi = 0.4) =>
  lin(id, [
    [0, dk(c, 0.12)],
    [0.25, lt(c, hi)],
    [0.55, c],
    [1, dk(c, 0.22)],
  ]);
const U = (id) => `url(#${id})`;

// seeded random for scattered details (deterministic output)
const rng = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// ---------------------------------------------------------------- output
const files = [];
let fileNo = 0;
function make(path, w, h, title, fn) {
  DEFS = new Set();
  const body = fn();
  const defs = DEFS.size ? `<defs>${[...DEFS].join("")}</defs>` : "";
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" font-family="${FONT}"><title>${esc(title)}</title>${defs}${body}</svg>\n`;
  // give every id a per-file prefix so images can be inlined side by side without clashes
  const pre = `o${(fileNo++).toString(36)}`;
  const ids = new Map();
  for (const m of s.matchAll(/ id="([^"]+)"/g)) ids.set(m[1], `${pre}${ids.size.toString(36)}`);
  s = s.replace(/( id="|url\(#|href="#)([\w-]+)/g, (all, a, id) => (ids.has(id) ? a + ids.get(id) : all));
  const file = join(OUT, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, s);
  files.push([path, s.length]);
}

// ---------------------------------------------------------------- shared pieces
function prodBg() {
  rad(
    "bg",
    [
      [0, "#FFFFFF"],
      [0.75, "#FBF8F4"],
      [1, "#F2ECE3"],
    ],
    300,
    260,
    250,
    true,
  );
  rad("sh", [
    [0, C.ink, 0.2],
    [1, C.ink, 0],
  ]);
  return rc(0, 0, 600, 600, 0, F(C.paper)) + ci(300, 285, 236, F(U("bg")));
}
const shadow = (cx, cy, rx, ry, o) => {
  rad("sh", [
    [0, C.ink, 0.2],
    [1, C.ink, 0],
  ]);
  return el(cx, cy, rx, ry, F(U("sh"), o));
};
const product = (path, title, fn) => make(`products/${path}.svg`, 600, 600, title, () => prodBg() + fn());

function sceneBg(w, h, o = {}) {
  lin(
    "sbg",
    [
      [0, "#FBF9F5"],
      [1, "#F4EEE5"],
    ],
    0,
    0,
    0,
    1,
  );
  const [cx, cy, r] = o.c || [w * 0.66, h * 0.5, h * 0.44];
  return (
    rc(0, 0, w, h, 0, F(U("sbg"))) +
    ci(cx, cy, r, F(C.accent, 0.07)) +
    ci(cx, cy, r * 1.28, S(C.accent, 1.5, ' opacity=".12"')) +
    ci(o.b?.[0] ?? w * 0.1, o.b?.[1] ?? h * 0.18, o.b?.[2] ?? h * 0.3, F(C.offerBg)) +
    (o.floor ? rc(0, o.floor, w, h - o.floor, 0, F("#EFE8DD")) : "")
  );
}
// floating info card used across illustrations
function card(x, y, w, label, value, o = {}) {
  const h = o.h || 92;
  return (
    rc(x + 3, y + 6, w, h, 16, F(C.ink, 0.05)) +
    rc(x, y, w, h, 16, `${F("#FFFFFF")} stroke="${C.border}"`) +
    (o.dot ? ci(x + 24, y + 31, 6, F(o.dot)) : "") +
    tx(x + (o.dot ? 38 : 20), y + 36, 15, label, C.muted, { a: "s" }) +
    tx(x + 20, y + 72, 28, value, C.ink, { a: "s", w: 650 })
  );
}
const pill = (x, y, w, label, fg = C.accent, bg = "#E3F0EB") =>
  rc(x, y, w, 30, 15, F(bg)) + tx(x + w / 2, y + 20, 14, label, fg, { w: 600 });
function plinth(k, x, y, rx, h) {
  lin(`${k}_p`, [
    [0, "#E9E2D6"],
    [0.3, "#FFFFFF"],
    [0.6, "#F6F1EA"],
    [1, "#DCD3C5"],
  ]);
  const ry = rx * 0.2;
  return (
    pa(`M${x - rx},${y}V${y + h}A${rx},${ry} 0 0 0 ${x + rx},${y + h}V${y}Z`, F(U(`${k}_p`))) +
    el(x, y, rx, ry, `${F("#FFFFFF")} stroke="${C.border}"`)
  );
}
const leaf = (x, y, len, rot, col) => {
  def(
    '<g id="lf"><path d="M0,0C30,-36 70,-36 100,0C70,36 30,36 0,0Z"/><path d="M10,0H85" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="2"/></g>',
  );
  return `<use href="#lf" fill="${col}" transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${Math.round(len) / 100})"/>`;
};
const drop = (x, y, s, col, a = "") =>
  pa(
    `M${n(x)},${n(y - 34 * s)}C${n(x + 14 * s)},${n(y - 14 * s)} ${n(x + 22 * s)},${n(y - 2 * s)} ${n(x + 22 * s)},${n(y + 8 * s)}A${n(22 * s)},${n(22 * s)} 0 0 1 ${n(x - 22 * s)},${n(y + 8 * s)}C${n(x - 22 * s)},${n(y - 2 * s)} ${n(x - 14 * s)},${n(y - 14 * s)} ${n(x)},${n(y - 34 * s)}Z`,
    F(col) + a,
  );
const sparkle = (x, y, s, col) =>
  pa(
    `M${x},${y - s}Q${x},${y} ${x + s},${y}Q${x},${y} ${x},${y + s}Q${x},${y} ${x - s},${y}Q${x},${y} ${x},${y - s}Z`,
    F(col),
  );
// glucose style curve through points, smooth (Catmull-Rom to cubic)
function smooth(pts) {
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)},${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)},${n(
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}
const mark = (cx, cy, r, col, dot) =>
  ci(cx, cy, r, S(col, r * 0.32)) + ci(cx, cy + r * 0.62, r * 0.2, F(dot || col));

// ================================================================ PRODUCT COMPONENTS
// Each returns markup; anchor is noted per function.

// Smart ring, centred on (0,0), 3/4 view. base = metal colour. skin = optional cover {c, t}
function ring(k, base, skin) {
  const b = skin ? skin.c : base;
  lin(
    `${k}_b`,
    [
      [0, dk(b, 0.3)],
      [0.45, dk(b, 0.05)],
      [0.66, lt(b, 0.5)],
      [0.8, b],
      [1, dk(b, 0.38)],
    ],
    0,
    0,
    1,
    0.3,
  );
  lin(
    `${k}_f`,
    [
      [0, lt(b, 0.55)],
      [0.5, lt(b, 0.12)],
      [1, dk(b, 0.28)],
    ],
    0,
    0,
    0.4,
    1,
  );
  lin("rin", [
    [0, "#0E0F11"],
    [0.6, "#26292D"],
    [1, "#3A3E44"],
  ]);
  const cres = "M0,-170H70A112,170 0 0 1 70,170H0A112,170 0 0 0 0,-170Z";
  const face =
    "M-112,0A112,170 0 1 0 112,0A112,170 0 1 0 -112,0ZM-97,0A97,154 0 1 0 97,0A97,154 0 1 0 -97,0Z";
  const inner =
    "M-97,0A97,154 0 1 0 97,0A97,154 0 1 0 -97,0ZM35,-143.6A97,154 0 0 0 35,143.6A97,154 0 0 0 35,-143.6Z";
  let tex = "";
  if (skin) {
    def(`<clipPath id="${k}_c"><path d="${cres}"/></clipPath>`);
    let t = "";
    if (skin.t === "sport") {
      def(
        `<pattern id="${k}_d" width="15" height="15" patternUnits="userSpaceOnUse" patternTransform="rotate(20)"><circle cx="7" cy="7" r="3.2" fill="${dk(b, 0.55)}"/></pattern>`,
      );
      t = pa(cres, F(U(`${k}_d`), 0.6));
    } else if (skin.t === "leather") {
      t =
        pa(
          "M14,-170A112,170 0 0 1 14,170M58,-170A112,170 0 0 1 58,170",
          S("#F6E2C8", 2.4, ' stroke-dasharray="7 6"'),
        ) + pa("M36,-170A112,170 0 0 1 36,170", S(dk(b, 0.2), 1.5, ' opacity=".35"'));
    } else {
      for (const x of [12, 26, 40, 54])
        t += pa(`M${x},-170A112,170 0 0 1 ${x},170`, S(dk(b, 0.25), 3, ' opacity=".45"'));
    }
    tex = g("", t, ` clip-path="url(#${k}_c)"`);
  }
  return (
    pa(cres, F(U(`${k}_b`))) +
    tex +
    pa("M118,-128.7A112,168 0 0 1 131.8,108", S("#FFFFFF", 5, ` opacity=".3" stroke-linecap="round"`)) +
    pa(face, `${F(U(`${k}_f`))} fill-rule="evenodd"`) +
    pa(inner, `${F(U("rin"))} fill-rule="evenodd"`) +
    rc(-86, -36, 30, 72, 15, F("#44484F")) +
    rc(-82, -30, 8, 56, 4, F("#FFFFFF", 0.12)) +
    ci(-71, -13, 4.5, F(C.accentL)) +
    ci(-71, 2, 3, F("#E0574F", 0.9)) +
    ci(-71, 14, 3, F(C.accentL, 0.7)) +
    pa(
      "M-98.2,-55.4A106,163 0 0 1 -35.7,-152.2",
      S("#FFFFFF", 3, ` opacity="${skin ? 0.35 : 0.55}" stroke-linecap="round"`),
    )
  );
}

// Pump bottle (face wash), base centre at (0,0), ~325 tall
function pumpBottle(k, col, name) {
  cylG(`${k}_b`, col, 0.45);
  cylG("wp", "#F3F1ED", 0.6);
  const ink = dk(col, 0.72);
  return (
    pa("M-80,-12V-196Q-80,-246-30,-248H30Q80,-246 80,-196V-12Q80,0 68,0H-68Q-80,0-80,-12Z", F(U(`${k}_b`))) +
    rc(-60, -226, 9, 200, 4.5, F("#FFFFFF", 0.35)) +
    rc(-30, -276, 60, 30, 6, F(U("wp"))) +
    rc(-8, -300, 16, 26, 0, F(U("wp"))) +
    rc(-36, -324, 72, 26, 8, F(U("wp"))) +
    rc(20, -320, 70, 13, 6.5, F(U("wp"))) +
    tx(0, -152, 24, "Ojas Skin", ink, { w: 650 }) +
    rc(-26, -136, 52, 2, 0, F(ink, 0.35)) +
    tx(0, -112, 13, name, ink, { o: 0.85 }) +
    tx(0, -30, 12, "200 ml", ink, { o: 0.7 })
  );
}

// Dropper bottle (serum), base centre (0,0), ~322 tall
function serum(k, col, name) {
  cylG(`${k}_g`, col, 0.5);
  cylG("cap", "#2B2D31", 0.25);
  return (
    pa(
      "M-64,-10V-150Q-64,-194-24,-202V-214H24V-202Q64,-194 64,-150V-10Q64,0 54,0H-54Q-64,0-64,-10Z",
      F(U(`${k}_g`)),
    ) +
    rc(-7, -210, 14, 176, 7, `${F("#FFFFFF", 0.28)}`) +
    rc(-48, -172, 8, 150, 4, F("#FFFFFF", 0.35)) +
    rc(-30, -252, 60, 44, 6, F(U("cap"))) +
    pa("M-19,-252V-296Q-19,-322 0,-322Q19,-322 19,-296V-252Z", F(U("cap"))) +
    rc(-44, -146, 88, 86, 6, F("#FFFFFF", 0.93)) +
    tx(0, -118, 15, "Ojas Skin", C.ink, { w: 650 }) +
    tx(0, -98, 10.5, name, C.muted) +
    rc(-14, -88, 28, 1.5, 0, F(C.border)) +
    tx(0, -70, 10, "30 ml", C.muted)
  );
}

// Jar (moisturiser), base centre (0,0), ~195 tall
function jar(k, col, lid, name) {
  cylG(`${k}_j`, col, 0.5);
  cylG(`${k}_l`, lid, 0.35);
  lin(
    `${k}_t`,
    [
      [0, lt(lid, 0.45)],
      [1, lid],
    ],
    0,
    0,
    0.3,
    1,
  );
  const ink = dk(col, 0.72);
  return (
    pa("M-110,-122V-16A110,18 0 0 0 110,-16V-122Z", F(U(`${k}_j`))) +
    pa("M-116,-176V-122A116,20 0 0 0 116,-122V-176Z", F(U(`${k}_l`))) +
    el(0, -176, 116, 20, F(U(`${k}_t`))) +
    el(0, -176, 96, 14, S("#FFFFFF", 2, ' opacity=".35"')) +
    tx(0, -74, 20, "Ojas Skin", ink, { w: 650 }) +
    tx(0, -52, 12, name, ink, { o: 0.85 }) +
    tx(0, -32, 11, "50 g", ink, { o: 0.65 })
  );
}

// Squeeze tube (sunscreen), standing on its cap, base centre (0,0), ~338 tall
function tube(k, col, ink, label = "SPF 50", name = "Daily Sunscreen") {
  cylG(`${k}_t`, col, 0.5);
  cylG("tc", "#F4F2EE", 0.6);
  return (
    pa(
      "M-56,-60C-62,-140-92,-246-92,-310H92C92,-246 62,-140 56,-60Z",
      F(U(`${k}_t`)) + (hex(col)[2] > 200 ? ' stroke="#DDD7CD" stroke-width="2"' : ""),
    ) +
    rc(-95, -336, 190, 28, 4, F(lt(col, 0.25))) +
    pa("M-70,-333v22M-42,-333v22M-14,-333v22M14,-333v22M42,-333v22M70,-333v22", S(dk(col, 0.12), 2)) +
    pa("M-46,-2Q-58,-2-58,-14V-62H58V-14Q58,-2 46,-2Z", F(U("tc"))) +
    rc(-66, -296, 8, 190, 4, F("#FFFFFF", 0.35)) +
    tx(0, -250, 17, "Ojas Skin", ink, { w: 650 }) +
    tx(0, -196, 38, label, ink, { w: 750 }) +
    tx(0, -170, 12, name, ink, { o: 0.85 }) +
    tx(0, -100, 10, "PA++++ · 50 ml", ink, { o: 0.7 })
  );
}

// Supplement bottle, base centre (0,0), ~300 tall
function pillBottle(k, col, band, capCol, name, sub) {
  cylG(`${k}_b`, col, 0.5);
  cylG(`${k}_c`, capCol, 0.3);
  cylG(`${k}_n`, band, 0.25);
  const white = band !== "#FFFFFF";
  return (
    pa("M-86,-14V-216Q-86,-240-62,-246H62Q86,-240 86,-216V-14Q86,0 72,0H-72Q-86,0-86,-14Z", F(U(`${k}_b`))) +
    pa("M-66,-300V-246A66,12 0 0 0 66,-246V-300Z", F(U(`${k}_c`))) +
    el(0, -300, 66, 12, F(lt(capCol, 0.3))) +
    pa(
      "M-52,-292v40M-36,-290v42M-20,-289v42M-4,-289v42M12,-289v42M28,-290v42M44,-291v41",
      S(dk(capCol, 0.15), 2),
    ) +
    pa("M-86,-196A86,14 0 0 0 86,-196V-56A86,14 0 0 1 -86,-56Z", F(U(`${k}_n`))) +
    rc(-70, -220, 8, 200, 4, F("#FFFFFF", 0.3)) +
    tx(0, -160, 13, "Ojas Nutrition", white ? "#FFFFFF" : C.ink, { w: 600, o: 0.9 }) +
    tx(0, -128, 22, name, white ? "#FFFFFF" : C.ink, { w: 700 }) +
    tx(0, -100, 11, sub, white ? "#FFFFFF" : C.muted, { o: 0.85 })
  );
}

// Large tub (whey), base centre (0,0), ~300 tall
function tub(k, col, band, name, sub) {
  cylG(`${k}_b`, col, 0.5);
  cylG(`${k}_l`, dk(col, 0.06), 0.4);
  cylG(`${k}_n`, band, 0.25);
  return (
    pa("M-128,-250V-20A128,24 0 0 0 128,-20V-250Z", F(U(`${k}_b`))) +
    pa("M-134,-296V-248A134,24 0 0 0 134,-248V-296Z", F(U(`${k}_l`))) +
    el(0, -296, 134, 24, F(lt(col, 0.5))) +
    el(0, -296, 112, 18, S(dk(col, 0.08), 2)) +
    pa("M-128,-206A128,24 0 0 0 128,-206V-70A128,24 0 0 1 -128,-70Z", F(U(`${k}_n`))) +
    tx(0, -164, 14, "Ojas Nutrition", "#FFFFFF", { w: 600, o: 0.9 }) +
    tx(0, -128, 30, name, "#FFFFFF", { w: 700 }) +
    tx(0, -98, 13, sub, "#FFFFFF", { o: 0.85 }) +
    rc(-104, -236, 10, 200, 5, F("#FFFFFF", 0.3))
  );
}

// CGM patch + sensor puck, centre of patch at (0,0)
function cgmPatch(k) {
  lin(
    `${k}_s`,
    [
      [0, "#D9DDE0"],
      [0.3, "#FFFFFF"],
      [1, "#B8BEC4"],
    ],
    0,
    0,
    1,
    0,
  );
  lin(
    `${k}_t`,
    [
      [0, "#FFFFFF"],
      [1, "#E4E8EB"],
    ],
    0,
    0,
    0.3,
    1,
  );
  return (
    el(0, 4, 150, 56, `${F("#FFFFFF")} stroke="#E2DED6" stroke-width="2"`) +
    el(0, 4, 138, 50, S("#EDE9E2", 1.5, ' stroke-dasharray="2 5"')) +
    pa("M-96,-28V-4A96,34 0 0 0 96,-4V-28Z", F(U(`${k}_s`))) +
    el(0, -28, 96, 34, F(U(`${k}_t`))) +
    el(0, -28, 70, 24, S("#DDE2E5", 2)) +
    mark(0, -32, 11, C.accent, C.accentL)
  );
}

// Stick figure-free person (avatar head and shoulders), 256 box
function avatarBody(v) {
  const { skin, hair, shirt, bg } = v;
  const sd = dk(skin, 0.12);
  let back = "";
  let front = "";
  const H = hair;
  switch (v.style) {
    case "long":
      back = pa("M74,120C70,60 186,60 182,120V214Q128,226 74,214Z", F(H));
      front = pa("M80,112C82,66 174,66 176,112C160,96 138,84 120,84C108,96 96,104 80,112Z", F(H));
      break;
    case "bun":
      back = ci(128, 58, 26, F(H));
      front = pa("M80,116C80,60 176,60 176,116C166,94 150,84 128,84C106,84 90,94 80,116Z", F(H));
      break;
    case "curly": {
      const r = rng(7);
      for (let a = 0; a < 360; a += 30) {
        const t = (a * Math.PI) / 180;
        back += ci(128 + Math.cos(t) * 56, 108 + Math.sin(t) * 56 - 4, 24 + r() * 6, F(H));
      }
      front = pa("M82,108C88,70 168,70 174,108C160,94 96,94 82,108Z", F(H));
      break;
    }
    case "beard":
      front =
        pa(
          "M82,128C84,170 104,178 128,178C152,178 172,170 174,128C166,150 150,154 128,154C106,154 90,150 82,128Z",
          F(H),
        ) + pa("M84,96C90,72 166,72 172,96C160,84 96,84 84,96Z", F(H));
      break;
    case "scarf":
      back = pa("M66,124C62,52 194,52 190,124C192,176 178,206 128,214C78,206 64,176 66,124Z", F(H));
      front =
        pa("M88,100C94,74 162,74 168,100C150,90 106,90 88,100Z", F(dk(H, 0.15))) +
        pa("M70,180Q128,232 186,180L196,230H60Z", F(H));
      break;
    case "bob":
      back = pa("M72,122C66,56 190,56 184,122L188,170Q160,178 150,160H106Q96,178 68,170Z", F(H));
      front = pa("M80,110C80,66 176,66 176,110C150,104 120,90 108,76C100,92 92,102 80,110Z", F(H));
      break;
    case "pony":
      back = el(184, 140, 20, 48, F(H));
      front = pa("M80,116C78,62 178,62 176,116C170,96 150,82 128,80C108,82 88,96 80,116Z", F(H));
      break;
    case "wavy":
      back = pa(
        "M70,118C66,54 190,54 186,118C196,150 176,170 186,196Q150,206 128,200Q106,206 70,196C80,170 60,150 70,118Z",
        F(H),
      );
      front = pa("M80,112C82,62 174,62 176,112C166,86 140,80 128,78C124,96 100,108 80,112Z", F(H));
      break;
    case "glasses":
      front = pa("M82,104C84,68 172,68 174,104C166,84 146,78 128,78C110,78 90,84 82,104Z", F(H));
      break;
    default:
      front = pa("M80,112C80,60 176,60 176,112C168,90 150,80 128,80C106,80 88,92 80,112Z", F(H));
  }
  const eyes = `${ci(110, 124, 4.5, F(C.ink))}${ci(146, 124, 4.5, F(C.ink))}`;
  return (
    ci(128, 128, 128, F(bg)) +
    back +
    pa("M40,256C44,206 80,188 128,188C176,188 212,206 216,256Z", F(shirt)) +
    pa("M110,160H146V196Q128,208 110,196Z", F(sd)) +
    ci(82, 128, 10, F(sd)) +
    ci(174, 128, 10, F(sd)) +
    el(128, 122, 46, 54, F(skin)) +
    eyes +
    pa("M102,110q8-6 16,0M138,110q8-6 16,0", S(dk(H, 0.1), 3.2, RND)) +
    pa("M114,150Q128,162 142,150", S(C.ink, 3.4, RND)) +
    ci(100, 142, 7, F("#E8795F", 0.18)) +
    ci(156, 142, 7, F("#E8795F", 0.18)) +
    front +
    (v.style === "glasses"
      ? pa(
          "M96,124a14,14 0 1 0 28,0a14,14 0 1 0-28,0M132,124a14,14 0 1 0 28,0a14,14 0 1 0-28,0M124,122h8",
          S(C.ink, 3),
        )
      : "")
  );
}

// Report card for blood tests, top-left at (0,0), 230x300
function report(title, kind) {
  let inner = "";
  if (kind === "basic") {
    ["Haemoglobin", "Cholesterol", "Vitamin D", "TSH"].forEach((_, i) => {
      const y = 108 + i * 40;
      inner +=
        rc(22, y - 8, 96 - i * 10, 10, 5, F("#E9E5DE")) +
        rc(150, y - 10, 58, 14, 7, F("#E3F0EB")) +
        ci(160, y - 3, 4, F("#1E8E3E"));
    });
  } else if (kind === "advanced") {
    [58, 82, 46, 70, 94, 64].forEach((h, i) => {
      inner += rc(
        26 + i * 30,
        184 - h,
        18,
        h,
        4,
        F(i === 4 ? C.offer : C.accent, i === 4 ? 1 : 0.35 + i * 0.1),
      );
    });
    inner += pa("M22,188H208", S(C.border, 2));
    for (let i = 0; i < 3; i++)
      inner +=
        rc(22, 208 + i * 22, 120 - i * 20, 9, 4.5, F("#E9E5DE")) + ci(200, 212 + i * 22, 5, F("#1E8E3E"));
  } else {
    inner =
      tx(22, 112, 13, "HbA1c", C.muted, { a: "s" }) +
      tx(22, 150, 36, "5.4%", C.ink, { a: "s", w: 700 }) +
      drop(184, 126, 0.8, C.error, ' opacity=".85"') +
      rc(22, 176, 186, 44, 6, F(C.accent, 0.08)) +
      pa(
        smooth([
          [22, 214],
          [60, 200],
          [96, 178],
          [130, 196],
          [168, 190],
          [208, 198],
        ]),
        S(C.accent, 3, RND),
      ) +
      rc(22, 240, 120, 9, 4.5, F("#E9E5DE")) +
      ci(200, 244, 5, F("#1E8E3E"));
  }
  return (
    rc(6, 10, 230, 300, 16, F(C.ink, 0.06)) +
    rc(0, 0, 230, 300, 16, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="1.5"`) +
    mark(32, 34, 9, C.accent, C.accentL) +
    tx(50, 40, 13, "Ojas Labs", C.muted, { a: "s", w: 600 }) +
    tx(22, 76, 18, title, C.ink, { a: "s", w: 700 }) +
    inner
  );
}

// Test tube rack, base centre (0,0)
function rack(caps) {
  lin("blood", [
    [0, "#B3343A"],
    [1, "#7E1E24"],
  ]);
  cylG("glass", "#EEF3F5", 0.7);
  const sp = 46;
  const W = caps.length * sp + 36;
  const x0 = -((caps.length - 1) * sp) / 2;
  let t = "";
  caps.forEach((c, i) => {
    const x = x0 + i * sp;
    t +=
      rc(x - 15, -246, 30, 226, 15, `${F(U("glass"))} stroke="#C8D1D5" stroke-width="1.5"`) +
      rc(x - 11, -150 + (i % 2) * 14, 22, 126 - (i % 2) * 14, 11, F(U("blood"))) +
      rc(x - 13, -224, 26, 50, 3, F("#FFFFFF")) +
      pa(`M${x - 8},-212h16M${x - 8},-202h12M${x - 8},-192h14`, S("#C9CFD3", 2)) +
      rc(x - 18, -280, 36, 40, 7, F(c)) +
      rc(x - 18, -258, 36, 5, 0, F(dk(c, 0.2), 0.5)) +
      rc(x - 12, -276, 6, 30, 3, F("#FFFFFF", 0.3));
  });
  const ac = "#2B7A66";
  return (
    rc(-W / 2, -140, 16, 140, 6, F(dk(ac, 0.15))) +
    rc(W / 2 - 16, -140, 16, 140, 6, F(dk(ac, 0.15))) +
    t +
    rc(-W / 2, -140, W, 22, 8, F(ac)) +
    rc(-W / 2 + 8, -136, W - 16, 4, 2, F("#FFFFFF", 0.25)) +
    rc(-W / 2 - 6, -22, W + 12, 22, 8, F(dk(ac, 0.1)))
  );
}

// Dumbbell lying on the floor, centre (0,0)
function dumbbell(k, col, label = "5") {
  lin(
    "chrome",
    [
      [0, "#F4F5F6"],
      [0.4, "#A9AFB5"],
      [0.6, "#DDE1E4"],
      [1, "#7E858C"],
    ],
    0,
    0,
    0,
    1,
  );
  lin(
    `${k}_h`,
    [
      [0, lt(col, 0.25)],
      [0.5, col],
      [1, dk(col, 0.35)],
    ],
    0,
    0,
    0,
    1,
  );
  const head = (x) => pa(`M${x},-62H${x + 60}A22,62 0 0 1 ${x + 60},62H${x}Z`, F(U(`${k}_h`)));
  return (
    head(75) +
    el(75, 0, 22, 62, F(lt(col, 0.18))) +
    rc(-80, -13, 160, 26, 10, F(U("chrome"))) +
    head(-135) +
    rc(-118, -62, 10, 124, 0, F(C.accentL, 0.9)) +
    el(-135, 0, 22, 62, F(lt(col, 0.14))) +
    tx(-135, 7, 18, label, "#FFFFFF", { w: 700, o: 0.85 })
  );
}

// Figure for the video stills. p: joints, o: colours. 1 = back limb, 2 = front limb
function figure(p, o) {
  const line = (pts, col, w) => pa(`M${pts.map((q) => q.join(",")).join("L")}`, S(col, w, RND));
  const shoe = (q) => el(q[0] + (o.dir || 0) * 12, q[1] + 2, o.dir ? 20 : 13, 9, F(o.shoe || "#FFFFFF"));
  const hairBack =
    o.hairStyle === "bun"
      ? ci(p.head[0] - (o.dir || 0) * 20, p.head[1] - 26, 15, F(o.hair))
      : o.hairStyle === "pony"
        ? el(p.head[0] - (o.dir || 1) * 34, p.head[1] + 6, 12, 28, F(o.hair))
        : "";
  return (
    line([p.hip, p.k1, p.f1], dk(o.bottom, 0.2), 34) +
    shoe(p.f1) +
    line([p.neck, p.e1, p.h1], dk(o.skin, 0.12), 22) +
    line([p.neck, p.hip], o.top, 60) +
    line([p.hip, p.k2, p.f2], o.bottom, 34) +
    shoe(p.f2) +
    line([p.neck, p.e2, p.h2], o.skin, 22) +
    line(
      [p.neck, [p.neck[0] + (p.head[0] - p.neck[0]) * 0.5, p.neck[1] + (p.head[1] - p.neck[1]) * 0.5]],
      o.skin,
      20,
    ) +
    hairBack +
    ci(p.head[0], p.head[1], 30, F(o.skin)) +
    pa(
      `M${p.head[0] - 31},${p.head[1] + 2}A31,31 0 0 1 ${p.head[0] + 31},${p.head[1] + 2}C${p.head[0] + 20},${p.head[1] - 14} ${p.head[0] - 20},${p.head[1] - 14} ${p.head[0] - 31},${p.head[1] + 2}Z`,
      F(o.hair),
    )
  );
}

// ================================================================ PRODUCTS
const RINGS = [
  ["ring-matte-black", "Ojas Ring in matte black", "#2B2D31"],
  ["ring-silver", "Ojas Ring in brushed silver", "#B7BCC2"],
  ["ring-rose-gold", "Ojas Ring in rose gold", "#D9A28C"],
];
for (const [f, t, c] of RINGS)
  product(f, t, () => shadow(318, 478, 170, 26) + g("translate(286 286) rotate(-16)", ring("r", c)));

const SKINS = [
  ["ring-skin-sport", "Ojas Ring sport skin, perforated silicone in green", { c: "#2F7A68", t: "sport" }],
  ["ring-skin-leather", "Ojas Ring leather skin in cognac with stitching", { c: "#9A6240", t: "leather" }],
  [
    "ring-skin-silicone",
    "Ojas Ring soft ribbed silicone skin in slate blue",
    { c: "#8096B4", t: "silicone" },
  ],
];
for (const [f, t, s] of SKINS)
  product(
    f,
    t,
    () => shadow(318, 478, 170, 26) + g("translate(286 286) rotate(-16)", ring("r", "#2B2D31", s)),
  );

product("ring-sizing-kit", "Ojas Ring sizing kit: a fan of sizer rings in a small box", () => {
  let rings = "";
  [6, 7, 8, 9, 10, 11, 12, 13].forEach((size, i) => {
    const a = -28 + i * 8;
    const t = (a * Math.PI) / 180;
    const ry = 50 + i * 2;
    const rx = ry * 0.5;
    const c = i % 2 ? "#BFC5CC" : "#D3D7DC";
    rings += g(
      `translate(${n(300 + 300 * Math.sin(t))} ${n(664 - 300 * Math.cos(t))}) rotate(${a})`,
      el(5, 0, rx, ry, S(dk(c, 0.25), 12)) +
        el(0, 0, rx, ry, S(c, 12)) +
        el(-2, 0, rx - 4, ry - 4, S("#FFFFFF", 1.5, ' opacity=".7"')) +
        rc(-15, -ry - 30, 30, 22, 6, F(dk(c, 0.08))) +
        tx(0, -ry - 14, 14, size, C.ink, { w: 700 }),
    );
  });
  lin(
    "box",
    [
      [0, "#FFFFFF"],
      [1, "#EEE9E1"],
    ],
    0,
    0,
    0,
    1,
  );
  return (
    shadow(300, 512, 210, 22) +
    rc(114, 390, 372, 40, 14, F("#D9D2C6")) +
    rings +
    rc(104, 404, 392, 108, 16, `${F(U("box"))} stroke="${C.border}" stroke-width="2"`) +
    rc(104, 404, 392, 10, 5, F("#FFFFFF")) +
    mark(200, 460, 10, C.accent, C.accentL) +
    tx(220, 466, 17, "Ojas Ring · sizing kit", C.ink, { a: "s", w: 600 })
  );
});

product("ring-charger", "Ojas Ring charging dock with USB-C cable", () => {
  lin(
    "cb",
    [
      [0, "#4A4E55"],
      [0.4, "#2B2D31"],
      [1, "#17181B"],
    ],
    0,
    0,
    1,
    0,
  );
  lin(
    "ct",
    [
      [0, "#55595F"],
      [1, "#2B2D31"],
    ],
    0,
    0,
    0.2,
    1,
  );
  cylG("post", "#3A3D42", 0.3);
  cylG("usb", "#2B2D31", 0.35);
  return (
    shadow(300, 430, 200, 30) +
    pa("M430,392C520,400 540,456 470,478S340,500 262,488", S("#2B2D31", 11, RND)) +
    g(
      "translate(240 486) rotate(-8)",
      rc(-52, -12, 58, 24, 8, F(U("usb"))) +
        rc(-78, -8, 28, 16, 5, F("#C7CCD1")) +
        rc(-76, -4, 20, 8, 3, F("#8D949A")),
    ) +
    pa("M150,344V384A150,48 0 0 0 450,384V344Z", F(U("cb"))) +
    el(300, 344, 150, 48, F(U("ct"))) +
    el(300, 344, 136, 42, S("#FFFFFF", 1.5, ' opacity=".12"')) +
    pa("M232,272V338A68,20 0 0 0 368,338V272Z", F(U("post"))) +
    el(300, 272, 68, 20, F("#4E5258")) +
    rc(282, 266, 14, 8, 2, F("#D4B06A")) +
    rc(306, 266, 14, 8, 2, F("#D4B06A")) +
    el(300, 404, 14, 4, F(C.accentL)) +
    el(300, 404, 30, 9, F(C.accentL, 0.18))
  );
});

product("cgm-sensor", "Ojas CGM sensor patch with its applicator", () => {
  cylG("ap", C.accent, 0.35);
  return (
    shadow(215, 448, 84, 14) +
    shadow(360, 458, 180, 30) +
    pa("M158,186V430A58,18 0 0 0 274,430V186Z", F(U("ap"))) +
    el(216, 186, 58, 18, F(lt(C.accent, 0.3))) +
    el(216, 186, 40, 12, F(dk(C.accent, 0.2))) +
    pa("M158,400A58,18 0 0 0 274,400V430A58,18 0 0 1 158,430Z", F("#FFFFFF", 0.9)) +
    rc(174, 210, 8, 180, 4, F("#FFFFFF", 0.25)) +
    g("translate(226 300) rotate(-90)", tx(0, 0, 18, "Ojas CGM", "#FFFFFF", { w: 650, ls: 1 })) +
    at(370, 420, 1, cgmPatch("p"))
  );
});

product("cgm-plan", "Ojas CGM plan: a sensor and the app showing a glucose curve", () => {
  const chart = smooth([
    [190, 330],
    [220, 318],
    [248, 276],
    [276, 300],
    [304, 318],
    [332, 290],
    [360, 304],
  ]);
  return (
    shadow(280, 510, 150, 20) +
    shadow(440, 484, 130, 22) +
    rc(166, 92, 214, 412, 36, F("#1B1D21")) +
    rc(176, 102, 194, 392, 28, F("#FFFFFF")) +
    rc(236, 110, 74, 14, 7, F("#1B1D21")) +
    tx(194, 158, 13, "Glucose", C.muted, { a: "s" }) +
    tx(194, 198, 38, "104", C.ink, { a: "s", w: 700 }) +
    tx(276, 198, 13, "mg/dL", C.muted, { a: "s" }) +
    pill(194, 212, 86, "In range") +
    rc(190, 268, 170, 62, 6, F(C.accent, 0.08)) +
    pa(chart, S(C.accent, 4, RND)) +
    ci(360, 304, 6, `${F("#FFFFFF")} stroke="${C.accent}" stroke-width="3"`) +
    pa("M190,352H360", S(C.border, 1.5)) +
    tx(190, 372, 11, "6 am", C.muted, { a: "s" }) +
    tx(360, 372, 11, "now", C.muted, { a: "e" }) +
    rc(190, 396, 80, 60, 12, F(C.paper)) +
    rc(280, 396, 80, 60, 12, F(C.paper)) +
    tx(200, 418, 11, "Time in range", C.muted, { a: "s" }) +
    tx(200, 444, 18, "92%", C.ink, { a: "s", w: 700 }) +
    tx(290, 418, 11, "Average", C.muted, { a: "s" }) +
    tx(290, 444, 18, "98", C.ink, { a: "s", w: 700 }) +
    at(440, 452, 0.78, cgmPatch("p"))
  );
});

// Glass smart scale, centre of the glass at (0,0), drawn in a flattened 3/4 view
function smartScale(num, sq = 0.58) {
  lin(
    "gl",
    [
      [0, "#FFFFFF"],
      [0.6, "#F2F4F5"],
      [1, "#E3E7EA"],
    ],
    0,
    0,
    0.6,
    1,
  );
  lin("ed", [
    [0, "#C9CED3"],
    [1, "#9AA1A8"],
  ]);
  lin(
    "pad",
    [
      [0, "#E7EAED"],
      [0.5, "#C7CDD3"],
      [1, "#DDE1E5"],
    ],
    0,
    0,
    1,
    1,
  );
  const pad = (x, y) => rc(x, y, 92, 122, 22, F(U("pad")));
  return (
    g(`translate(0 22) scale(1 ${sq})`, rc(-184, -184, 368, 368, 40, F(U("ed")))) +
    g(
      `scale(1 ${sq})`,
      rc(-184, -184, 368, 368, 40, `${F(U("gl"))} stroke="#D3D8DC" stroke-width="2"`) +
        pad(-160, -150) +
        pad(68, -150) +
        pad(-160, 40) +
        pad(68, 40) +
        pa("M-170,60L60,-170H130L-170,130Z", F("#FFFFFF", 0.45)) +
        rc(-74, -150, 148, 76, 16, F(C.ink)) +
        tx(-16, -98, 30, num, "#FFFFFF", { w: 600 }) +
        tx(34, -98, 15, "kg", C.accentL, { a: "s", w: 600 }) +
        mark(0, 150, 9, "#B9C0C6", "#B9C0C6"),
    )
  );
}
product(
  "smart-scale",
  "Ojas Smart Scale, glass body-composition scale showing 68.4 kg",
  () => shadow(300, 440, 230, 40) + at(300, 330, 1, smartScale("68.4")),
);

const WASH = [
  ["facewash-green", "Ojas Skin gentle face wash, sage green pump bottle", "#A9C8B4", "Gentle Face Wash"],
  ["facewash-blue", "Ojas Skin hydrating face wash, soft blue pump bottle", "#AFC6DC", "Hydrating Face Wash"],
  [
    "facewash-peach",
    "Ojas Skin brightening face wash, peach pump bottle",
    "#F1C4A8",
    "Brightening Face Wash",
  ],
];
for (const [f, t, c, name] of WASH)
  product(f, t, () => shadow(300, 472, 120, 18) + at(300, 470, 1, pumpBottle("b", c, name)));

const SERUMS = [
  ["serum-amber", "Ojas Skin vitamin C serum, amber dropper bottle", "#C07A24", "Vitamin C 15%"],
  ["serum-violet", "Ojas Skin retinal serum, violet dropper bottle", "#7D6AA8", "Retinal 0.1%"],
  ["serum-clear", "Ojas Skin hyaluronic serum, clear dropper bottle", "#DCE7EA", "Hyaluronic 2%"],
  ["serum-rose", "Ojas Skin peptide serum, rose dropper bottle", "#D99AA0", "Peptide Glow"],
];
for (const [f, t, c, name] of SERUMS)
  product(f, t, () => shadow(300, 468, 96, 16) + at(300, 466, 1.05, serum("s", c, name)));

const JARS = [
  ["moisturiser-cream", "Ojas Skin barrier cream moisturiser jar", "#F2E6D4", "#D8C4A7", "Barrier Cream"],
  ["moisturiser-aqua", "Ojas Skin water gel moisturiser jar in aqua", "#CDE6E3", "#8FC3BD", "Water Gel"],
  ["moisturiser-sage", "Ojas Skin calming moisturiser jar in sage", "#CFDCC8", "#97AE8E", "Calming Cream"],
];
for (const [f, t, c, l, name] of JARS)
  product(f, t, () => shadow(300, 438, 160, 24) + at(300, 430, 1.2, jar("j", c, l, name)));

const TUBES = [
  ["sunscreen-yellow", "Ojas Skin SPF 50 sunscreen tube in sunny yellow", "#F3D56E", C.ink],
  ["sunscreen-white", "Ojas Skin SPF 50 sunscreen tube in white", "#F4F2EE", C.accent],
  ["sunscreen-coral", "Ojas Skin SPF 50 tinted sunscreen tube in coral", "#F2A188", "#3A1C14"],
];
for (const [f, t, c, ink] of TUBES)
  product(f, t, () => shadow(300, 474, 100, 16) + at(300, 472, 1, tube("t", c, ink)));

product("bundle-routine", "Ojas Skin routine bundle: face wash, serum and moisturiser", () =>
  [
    shadow(300, 480, 240, 28),
    at(196, 432, 0.8, pumpBottle("a", "#A9C8B4", "Gentle Face Wash")),
    at(412, 432, 0.86, serum("b", "#DCE7EA", "Hyaluronic 2%")),
    at(300, 500, 0.74, jar("c", "#CFDCC8", "#97AE8E", "Calming Cream")),
  ].join(""),
);
product("bundle-glow", "Ojas Skin glow bundle: vitamin C serum, peptide serum and water gel", () =>
  [
    shadow(300, 480, 240, 28),
    at(190, 432, 0.86, serum("a", "#D99AA0", "Peptide Glow")),
    at(410, 432, 0.86, serum("b", "#C07A24", "Vitamin C 15%")),
    at(300, 500, 0.74, jar("c", "#CDE6E3", "#8FC3BD", "Water Gel")),
  ].join(""),
);

product("byob-box", "Build-your-own box: an open gift box with three empty slots", () => {
  lin(
    "bf",
    [
      [0, "#F1E8DA"],
      [1, "#E2D5C2"],
    ],
    0,
    0,
    0,
    1,
  );
  rad("slot", [
    [0, "#D8CAB4"],
    [0.8, "#CBBBA2"],
    [1, "#B9A78C"],
  ]);
  const slot = (x) =>
    el(x, 318, 52, 26, F(U("slot"))) +
    pa(`M${x - 8},318h16M${x},311v14`, S("#A8957A", 2.5, RND)) +
    el(x, 318, 52, 26, S("#FFFFFF", 1.5, ' opacity=".5" stroke-dasharray="4 5"'));
  return (
    shadow(300, 488, 220, 26) +
    pa("M148,262L168,118H432L452,262Z", F("#E9DFCF")) +
    pa("M164,248L180,132H420L436,248Z", F("#F4EDE2")) +
    mark(300, 176, 16, dk("#E9DFCF", 0.25), C.accent) +
    pa("M148,262H452L488,366H112Z", F("#E7DBC8")) +
    pa("M168,274H432L458,352H142Z", F("#EFE6D8")) +
    slot(214) +
    slot(300) +
    slot(386) +
    rc(112, 366, 376, 112, 6, F(U("bf"))) +
    rc(112, 404, 376, 30, 0, F(C.accent)) +
    tx(300, 425, 15, "OJAS · BUILD YOUR OWN BOX", "#FFFFFF", { w: 600, ls: 1.5 })
  );
});

product("giftbox", "Ojas gift box in green with a golden ribbon", () => {
  const c = C.accent;
  const rb = "#E2B25E";
  const lid = (dy) =>
    pa(`M300,${152 + dy}L458,${224 + dy}L300,${296 + dy}L142,${224 + dy}Z`, F(lt(c, 0.22))) +
    pa(`M142,${224 + dy}L300,${296 + dy}V${330 + dy}L142,${258 + dy}Z`, F(lt(c, 0.05))) +
    pa(`M300,${296 + dy}L458,${224 + dy}V${258 + dy}L300,${330 + dy}Z`, F(dk(c, 0.22)));
  return (
    shadow(300, 480, 200, 34) +
    pa("M154,250L300,316V470L154,404Z", F(lt(c, 0.08))) +
    pa("M300,316L446,250V404L300,470Z", F(dk(c, 0.28))) +
    pa("M221,283V437", S(dk(rb, 0.08), 22)) +
    pa("M379,283V437", S(dk(rb, 0.25), 22)) +
    lid(0) +
    pa("M221,188L379,260M379,188L221,260", S(rb, 22)) +
    pa("M221,260V294M379,260V294", S(dk(rb, 0.15), 22)) +
    pa(
      "M300,222C250,150 200,180 238,210C256,224 286,226 300,222Z",
      `${F(rb)} stroke="${dk(rb, 0.2)}" stroke-width="2"`,
    ) +
    pa(
      "M300,222C350,150 400,180 362,210C344,224 314,226 300,222Z",
      `${F(lt(rb, 0.1))} stroke="${dk(rb, 0.2)}" stroke-width="2"`,
    ) +
    pa("M296,222L270,268M304,222L334,264", S(dk(rb, 0.1), 12, RND)) +
    el(300, 220, 16, 12, F(dk(rb, 0.15)))
  );
});

// ---- supplements
product(
  "supplement-whey",
  "Ojas Nutrition whey protein tub, chocolate",
  () =>
    shadow(300, 476, 170, 26) +
    at(300, 466, 1.05, tub("w", "#F6F3EE", "#6E4A33", "Whey Protein", "Chocolate · 1 kg · 24 g protein")),
);
const softgel = (x, y, r) =>
  el(x, y, 22, 13, `${F("#E7B040")} transform="rotate(${r} ${x} ${y})"`) +
  el(x - 6, y - 4, 7, 3, `${F("#FFFFFF", 0.6)} transform="rotate(${r} ${x} ${y})"`);
const capsule = (x, y, r, a, b) =>
  g(
    `translate(${x} ${y}) rotate(${r})`,
    pa("M0,-11H-14A11,11 0 0 0-14,11H0Z", F(a)) + pa("M0,-11H14A11,11 0 0 1 14,11H0Z", F(b)),
  );
const tablet = (x, y, r, col) =>
  g(`translate(${x} ${y}) rotate(${r})`, el(0, 0, 22, 11, F(col)) + pa("M-12,0H12", S(dk(col, 0.15), 2)));
product("supplement-omega", "Ojas Nutrition omega-3 fish oil bottle with softgels", () =>
  [
    shadow(300, 470, 150, 22),
    at(300, 462, 1.05, pillBottle("o", "#9A5A14", "#FFFFFF", "#F4F2EE", "Omega-3", "1000 mg · 60 softgels")),
    softgel(178, 462, -20),
    softgel(214, 474, 10),
    softgel(420, 470, 25),
  ].join(""),
);
product("supplement-multivitamin", "Ojas Nutrition daily multivitamin bottle with tablets", () =>
  [
    shadow(300, 470, 150, 22),
    at(
      300,
      462,
      1.05,
      pillBottle("m", "#F7F5F1", "#E58A3A", "#E58A3A", "Multivitamin", "Daily · 60 tablets"),
    ),
    tablet(176, 466, -15, "#F0A55D"),
    tablet(420, 470, 20, "#F0A55D"),
    tablet(440, 452, -30, "#E8934A"),
  ].join(""),
);
product("supplement-magnesium", "Ojas Nutrition magnesium glycinate bottle", () =>
  [
    shadow(300, 470, 150, 22),
    at(
      300,
      462,
      1.05,
      pillBottle("g", "#F7F5F1", "#5D6FA3", "#2B2D31", "Magnesium", "Glycinate · 90 capsules"),
    ),
    capsule(180, 466, -20, "#FFFFFF", "#DDE2F0"),
    capsule(424, 468, 15, "#FFFFFF", "#DDE2F0"),
  ].join(""),
);
product("supplement-probiotic", "Ojas Nutrition probiotic bottle with capsules", () =>
  [
    shadow(300, 470, 150, 22),
    at(
      300,
      462,
      1.05,
      pillBottle("p", "#F7F5F1", "#6F9A80", "#F4F2EE", "Probiotic", "20 billion CFU · 30 caps"),
    ),
    capsule(180, 466, -20, "#6F9A80", "#E8EFE9"),
    capsule(420, 470, 18, "#6F9A80", "#E8EFE9"),
    capsule(444, 446, -40, "#6F9A80", "#E8EFE9"),
  ].join(""),
);
product("supplement-electrolyte", "Ojas Nutrition electrolyte stick sachets in three flavours", () => {
  const sachet = (x, rot, col, flav) =>
    g(
      `translate(${x} 300) rotate(${rot})`,
      rc(-46, -170, 92, 340, 10, F(col)) +
        pa("M-46,-148H46M-46,148H46", S(dk(col, 0.12), 2)) +
        pa(
          "M-40,-166v14M-28,-166v14M-16,-166v14M-4,-166v14M8,-166v14M20,-166v14M32,-166v14M-40,152v14M-28,152v14M-16,152v14M-4,152v14M8,152v14M20,152v14M32,152v14",
          S(dk(col, 0.15), 1.5),
        ) +
        rc(-40, -130, 10, 260, 5, F("#FFFFFF", 0.28)) +
        g(
          "rotate(-90)",
          tx(0, -10, 13, "Ojas Nutrition", C.ink, { w: 600, o: 0.75 }) +
            tx(0, 14, 22, "Electrolyte", C.ink, { w: 700 }) +
            tx(0, 32, 12, flav, C.ink, { o: 0.7 }),
        ),
    );
  return (
    shadow(300, 488, 190, 22) +
    sachet(206, -14, "#F3D56E", "Lemon") +
    sachet(394, 14, "#F2A188", "Watermelon") +
    sachet(300, 0, "#8FCBBE", "Coconut")
  );
});
product("supplement-collagen", "Ojas Nutrition marine collagen stand-up pouch", () => {
  const c = "#EBC3B4";
  lin("po", [
    [0, dk(c, 0.1)],
    [0.3, lt(c, 0.35)],
    [0.6, c],
    [1, dk(c, 0.2)],
  ]);
  return (
    shadow(300, 478, 160, 22) +
    pa("M168,120H432L440,420Q440,470 400,472H200Q160,470 160,420Z", F(U("po"))) +
    pa("M168,120H432V150H168Z", F(dk(c, 0.08))) +
    pa("M168,164H432", S(dk(c, 0.15), 2, ' stroke-dasharray="6 4"')) +
    el(300, 470, 140, 10, F(dk(c, 0.18))) +
    rc(182, 180, 12, 260, 6, F("#FFFFFF", 0.25)) +
    tx(300, 232, 16, "Ojas Nutrition", "#4A2A20", { w: 600 }) +
    tx(300, 290, 40, "Collagen", "#4A2A20", { w: 750 }) +
    tx(300, 318, 15, "Marine peptides", "#4A2A20", { o: 0.8 }) +
    rc(232, 350, 136, 2, 0, F("#4A2A20", 0.25)) +
    tx(300, 384, 14, "Unflavoured · 300 g", "#4A2A20", { o: 0.75 })
  );
});

// ---- accessories
product("accessory-yoga-mat", "Rolled yoga mat in sage with a carry strap", () => {
  const c = "#86AD98";
  lin(
    "mat",
    [
      [0, lt(c, 0.3)],
      [0.35, c],
      [1, dk(c, 0.3)],
    ],
    0,
    0,
    0,
    1,
  );
  let spiral = "";
  for (let i = 0; i < 5; i++) spiral += el(152 + i * 1.5, 330, 38 - i * 7, 86 - i * 16, S(dk(c, 0.25), 2.5));
  return (
    shadow(310, 430, 210, 24) +
    pa("M218,248C230,160 410,160 420,248", S("#3A3D42", 8, RND)) +
    pa("M152,244H452A40,86 0 0 1 452,416H152Z", F(U("mat"))) +
    el(152, 330, 40, 86, F(lt(c, 0.12))) +
    spiral +
    ci(158, 330, 6, F(dk(c, 0.3))) +
    pa("M218,245A40,86 0 0 1 218,415M420,245A40,86 0 0 1 420,415", S("#3A3D42", 16)) +
    rc(200, 254, 240, 8, 4, F("#FFFFFF", 0.3))
  );
});
product("accessory-resistance-bands", "Set of three resistance loop bands", () => {
  const band = (y, rot, col) =>
    g(
      `translate(300 ${y}) rotate(${rot})`,
      el(0, 6, 160, 66, S(dk(col, 0.25), 26)) +
        el(0, 0, 160, 66, S(col, 26)) +
        el(0, -4, 160, 66, S(lt(col, 0.35), 4, ' opacity=".8"')),
    );
  return (
    shadow(300, 430, 220, 30) + band(380, -4, "#2F7A68") + band(326, 5, "#E3B04B") + band(270, -3, "#E58A72")
  );
});
product(
  "accessory-dumbbells",
  "Pair of 5 kg dumbbells",
  () =>
    shadow(300, 470, 200, 26) +
    shadow(318, 380, 180, 20, 0.7) +
    at(318, 320, 0.86, dumbbell("a", "#2B2D31")) +
    at(290, 410, 1, dumbbell("b", "#2B2D31")),
);
product("accessory-skipping-rope", "Skipping rope with green handles", () => {
  cylG("hd", C.accent, 0.35);
  const handle = (x, y, r) =>
    g(
      `translate(${x} ${y}) rotate(${r})`,
      rc(-17, -80, 34, 150, 17, F(U("hd"))) +
        rc(-19, -96, 38, 24, 8, F("#2B2D31")) +
        rc(-10, -66, 6, 120, 3, F("#FFFFFF", 0.25)),
    );
  return (
    shadow(300, 470, 200, 24) +
    pa(
      "M262,340C160,220 170,110 290,112C420,114 470,220 420,300C380,360 360,380 350,344",
      S("#2B2D31", 7, RND),
    ) +
    pa("M262,340C200,380 150,420 200,452", S("#2B2D31", 7, RND)) +
    handle(230, 398, 40) +
    handle(372, 410, -30)
  );
});
product("accessory-shaker", "Ojas shaker bottle with a flip cap", () => {
  lin("sh1", [
    [0, "#E9EEF0", 0.95],
    [0.3, "#FFFFFF", 0.95],
    [1, "#D5DCE0", 0.95],
  ]);
  cylG("lid", "#2B2D31", 0.3);
  let ticks = "";
  for (let i = 0; i < 5; i++) ticks += pa(`M368,${226 + i * 42}h${i % 2 ? 12 : 22}`, S(C.muted, 2));
  return (
    shadow(300, 478, 130, 20) +
    pa(
      "M204,176L218,452Q220,470 240,470H360Q380,470 382,452L396,176Z",
      `${F(U("sh1"))} stroke="#D3DADE" stroke-width="2"`,
    ) +
    pa("M210,300L218,452Q220,470 240,470H360Q380,470 382,452L390,300Q300,316 210,300Z", F("#BFDCD2")) +
    ticks +
    mark(300, 360, 18, C.accent, C.accentL) +
    tx(300, 412, 18, "Ojas", C.accent, { w: 700 }) +
    pa("M198,132H402L398,178H202Z", F(U("lid"))) +
    rc(250, 104, 80, 30, 10, F("#3A3D42")) +
    pa("M330,112C376,100 384,148 348,150", S("#3A3D42", 9, RND)) +
    rc(220, 190, 10, 250, 5, F("#FFFFFF", 0.6))
  );
});

// ---- blood work
const BLOOD = [
  [
    "bloodwork-basic",
    "Ojas basic blood panel: three sample tubes and a results card",
    "Basic panel",
    "basic",
    ["#8E7CC3", "#E3B04B", "#C5221F"],
  ],
  [
    "bloodwork-advanced",
    "Ojas advanced blood panel: six sample tubes and a detailed report",
    "Advanced panel",
    "advanced",
    ["#8E7CC3", "#E3B04B", "#C5221F", "#6FA8DC", "#8A9096", "#8E7CC3"],
  ],
  [
    "bloodwork-diabetes",
    "Ojas diabetes panel: HbA1c and glucose tubes with a report",
    "Diabetes panel",
    "diabetes",
    ["#8A9096", "#8E7CC3"],
  ],
];
for (const [f, t, title, kind, caps] of BLOOD)
  product(
    f,
    t,
    () =>
      shadow(270, 478, 170, 22) +
      g(
        kind === "advanced" ? "translate(318 84) rotate(6)" : "translate(300 112) rotate(6)",
        report(title, kind),
      ) +
      at(kind === "advanced" ? 226 : 236, 470, kind === "advanced" ? 0.92 : 1, rack(caps)),
  );

// ================================================================ ILLUSTRATIONS (1200x600 heroes)
const hero = (name, title, fn) => make(`illustrations/${name}.svg`, 1200, 600, title, fn);

hero("hero-home", "Ojas products on calm plinths: serum, ring and supplement", () =>
  [
    sceneBg(1200, 600, { c: [760, 300, 260] }),
    pa("M0,470C240,430 420,500 660,470S1020,420 1200,450V600H0Z", F("#F1EADF")),
    plinth("a", 560, 430, 110, 120),
    plinth("b", 760, 360, 120, 200),
    plinth("c", 960, 440, 110, 110),
    shadow(560, 432, 80, 12, 0.8),
    at(560, 432, 0.62, serum("s", "#C07A24", "Vitamin C 15%")),
    shadow(764, 362, 76, 11),
    at(760, 250, 0.52, g("rotate(-16)", ring("r", "#2B2D31"))),
    shadow(960, 442, 90, 12, 0.8),
    at(960, 440, 0.62, tub("t", "#F6F3EE", C.accent, "Whey Protein", "Vanilla · 1 kg")),
    leaf(1080, 420, 90, -60, "#9FC1AE"),
    leaf(1090, 430, 70, -20, "#7FA890"),
    sparkle(640, 150, 12, C.offer),
    sparkle(890, 120, 8, C.accent),
  ].join(""),
);

hero("hero-ring", "Ojas Ring with sleep and readiness scores", () =>
  [
    sceneBg(1200, 600, { c: [800, 300, 250] }),
    ci(800, 300, 200, S(C.border, 14)),
    pa("M800,100A200,200 0 1 1 610.8,365", S(C.accent, 14, RND)),
    shadow(810, 520, 160, 20),
    at(796, 300, 0.92, g("rotate(-16)", ring("r", "#B7BCC2"))),
    card(180, 170, 220, "Sleep score", "86", { dot: C.accent }),
    card(220, 290, 220, "Resting HR", "54 bpm", { dot: C.error }),
    card(180, 410, 220, "HRV", "62 ms", { dot: C.offer }),
  ].join(""),
);

hero("hero-skin", "Ojas Skin serum, moisturiser and face wash with leaves and drops", () =>
  [
    sceneBg(1200, 600, { c: [790, 300, 250] }),
    leaf(560, 530, 210, -70, "#B7D0C0"),
    leaf(1010, 530, 230, -112, "#9FC1AE"),
    leaf(1050, 530, 150, -150, "#C9DCCF"),
    shadow(790, 530, 290, 24),
    at(600, 520, 0.95, pumpBottle("a", "#F1C4A8", "Brightening Face Wash")),
    at(968, 520, 0.95, serum("b", "#D99AA0", "Peptide Glow")),
    at(790, 546, 0.92, jar("c", "#F2E6D4", "#D8C4A7", "Barrier Cream")),
    drop(420, 220, 0.9, "#BFDCD2"),
    drop(1100, 150, 0.6, "#F1C4A8"),
    drop(470, 330, 0.5, "#D99AA0", ' opacity=".7"'),
    card(110, 380, 240, "Barrier health", "Day 28", { dot: C.accent }),
  ].join(""),
);

function bowlTop(cx, cy, r, base) {
  return (
    ci(cx + 6, cy + 10, r + 4, F(C.ink, 0.07)) +
    ci(cx, cy, r, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`) +
    ci(cx, cy, r * 0.86, F(base))
  );
}
hero("hero-nutrition", "Ojas Nutrition: protein tub, a fresh bowl and supplements", () => {
  const r = rng(3);
  let berries = "";
  for (let i = 0; i < 9; i++)
    berries += ci(470 + r() * 80 - 40, 330 + r() * 60 - 30, 9, F(i % 3 ? "#5B5F9E" : "#C5384A"));
  return [
    sceneBg(1200, 600, { c: [760, 300, 250] }),
    shadow(840, 520, 180, 22),
    at(840, 514, 1, tub("t", "#F6F3EE", "#6E4A33", "Whey Protein", "Chocolate · 1 kg")),
    g("translate(0 40)", bowlTop(500, 320, 120, "#EAD9B8") + berries + leaf(520, 290, 60, -30, "#7FA890")),
    at(1040, 520, 0.6, pillBottle("p", "#F7F5F1", "#6F9A80", "#F4F2EE", "Probiotic", "30 caps")),
    capsule(640, 500, -20, "#6F9A80", "#E8EFE9"),
    softgel(690, 520, 15),
    leaf(1100, 300, 80, -80, "#9FC1AE"),
  ].join("");
});

hero("hero-fitness", "Fitness gear: a rolled mat, dumbbell, resistance band and shaker", () =>
  [
    sceneBg(1200, 600, { c: [760, 300, 250] }),
    pa("M0,500H1200V600H0Z", F("#F1EADF")),
    shadow(520, 504, 170, 16),
    shadow(790, 510, 110, 14),
    shadow(1010, 508, 70, 10),
    at(
      520,
      502,
      0.8,
      g(
        "translate(-322 -416)",
        pa("M152,244H452A40,86 0 0 1 452,416H152Z", F("#86AD98")) +
          rc(200, 254, 240, 8, 4, F("#FFFFFF", 0.3)) +
          el(152, 330, 40, 86, F("#9CC0AB")) +
          el(155, 330, 24, 54, S("#6B917D", 2.5)) +
          el(157, 330, 10, 24, S("#6B917D", 2.5)) +
          pa("M218,245A40,86 0 0 1 218,415M420,245A40,86 0 0 1 420,415", S("#3A3D42", 16)),
      ),
    ),
    at(800, 466, 0.7, dumbbell("d", "#2B2D31")),
    at(
      1010,
      508,
      0.62,
      g(
        "translate(-300 -470)",
        pa(
          "M204,176L218,452Q220,470 240,470H360Q380,470 382,452L396,176Z",
          `${F("#F5F8F9")} stroke="#D3DADE" stroke-width="2"`,
        ) +
          pa("M210,300L218,452Q220,470 240,470H360Q380,470 382,452L390,300Q300,316 210,300Z", F("#BFDCD2")) +
          pa("M198,132H402L398,178H202Z", F("#2B2D31")) +
          rc(250, 104, 80, 30, 10, F("#3A3D42")) +
          mark(300, 360, 18, C.accent, C.accentL),
      ),
    ),
    g(
      "translate(470 548)",
      el(0, 4, 120, 24, S(dk("#E58A72", 0.2), 16)) + el(0, 0, 120, 24, S("#E58A72", 16)),
    ),
    card(110, 150, 230, "Workout", "45 min", { dot: C.accent }),
    card(150, 270, 230, "Calories", "386 kcal", { dot: C.offer }),
  ].join(""),
);

function glucoseChart(x, y, w, h, pts, o = {}) {
  const P = pts.map(([a, b]) => [x + a * w, y + b * h]);
  return (
    rc(x, y + h * 0.3, w, h * 0.4, 8, F(C.accent, 0.08)) +
    pa(
      `M${x},${n(y + h * 0.3)}H${x + w}M${x},${n(y + h * 0.7)}H${x + w}`,
      S(C.accent, 1.5, ' stroke-dasharray="6 6" opacity=".35"'),
    ) +
    pa(smooth(P), S(o.col || C.accent, o.w || 5, RND)) +
    ci(
      P[P.length - 1][0],
      P[P.length - 1][1],
      9,
      `${F("#FFFFFF")} stroke="${o.col || C.accent}" stroke-width="4"`,
    )
  );
}
const GLU = [
  [0, 0.6],
  [0.12, 0.55],
  [0.22, 0.2],
  [0.32, 0.42],
  [0.45, 0.58],
  [0.56, 0.5],
  [0.66, 0.28],
  [0.76, 0.48],
  [0.88, 0.55],
  [1, 0.5],
];
hero("hero-cgm", "Ojas CGM: a sensor and a calm glucose curve staying in range", () =>
  [
    sceneBg(1200, 600, { c: [880, 330, 220] }),
    glucoseChart(80, 120, 1040, 260, GLU),
    shadow(880, 510, 200, 26),
    at(880, 490, 1, cgmPatch("p")),
    card(120, 420, 250, "Glucose now", "104 mg/dL", { dot: C.accent }),
    pill(400, 450, 120, "In range"),
  ].join(""),
);

hero("hero-scale", "Ojas Smart Scale with body composition breakdown", () => {
  const seg = (a0, a1, col) => {
    const p = (a) => [n(300 + 110 * Math.cos(a)), n(300 + 110 * Math.sin(a))];
    const s = p(a0);
    const e = p(a1);
    return pa(`M${s[0]},${s[1]}A110,110 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${e[0]},${e[1]}`, S(col, 26));
  };
  const T = Math.PI * 2;
  const st = -Math.PI / 2;
  return [
    sceneBg(1200, 600, { c: [800, 320, 240] }),
    g(
      "translate(-20 0)",
      seg(st, st + T * 0.42 - 0.04, C.accent) +
        seg(st + T * 0.42, st + T * 0.64 - 0.04, C.offer) +
        seg(st + T * 0.64, st + T * 0.92 - 0.04, "#6FA8DC") +
        seg(st + T * 0.92, st + T - 0.04, "#C9CED4") +
        tx(300, 296, 36, "68.4", C.ink, { w: 700 }) +
        tx(300, 326, 16, "kg", C.muted),
    ),
    tx(150, 470, 14, "Muscle 42%", C.accent, { a: "s", w: 600 }),
    tx(290, 470, 14, "Fat 22%", C.offer, { a: "s", w: 600 }),
    tx(390, 470, 14, "Water 28%", "#3F7FBF", { a: "s", w: 600 }),
    shadow(800, 492, 250, 36),
    at(800, 370, 1, smartScale("68.4")),
  ].join("");
});

hero("hero-fitbot", "Fitbot, the Ojas coach, chatting about a workout plan", () => {
  const bubble = (x, y, w, h, me, lines) => {
    let l = "";
    lines.forEach((lw, i) => {
      l += rc(x + 22, y + 22 + i * 20, lw, 9, 4.5, F(me ? "#FFFFFF" : "#D8D2C8", me ? 0.7 : 1));
    });
    return (
      rc(
        x,
        y,
        w,
        h,
        22,
        F(me ? C.accent : "#FFFFFF") + (me ? "" : ` stroke="${C.border}" stroke-width="2"`),
      ) + l
    );
  };
  return [
    sceneBg(1200, 600, { c: [340, 310, 220] }),
    shadow(340, 520, 150, 20),
    rc(220, 190, 240, 200, 60, F("#FFFFFF")) + rc(220, 190, 240, 200, 60, S(C.border, 3)),
    rc(256, 240, 168, 104, 40, F(C.ink)),
    el(306, 292, 14, 18, F(C.accentL)),
    el(374, 292, 14, 18, F(C.accentL)),
    pa("M316,322Q340,336 364,322", S(C.accentL, 5, RND)),
    pa("M340,190V150", S(C.ink, 6, RND)),
    mark(340, 136, 14, C.accent, C.offer),
    pa("M250,400Q340,470 430,400L450,500H230Z", F(C.accent)),
    bubble(600, 130, 360, 96, false, [250, 180]),
    tx(622, 190, 20, "Ready for today?", C.ink, { a: "s", w: 600 }),
    bubble(700, 260, 360, 80, true, [280, 160]),
    bubble(600, 370, 420, 116, false, [300, 340, 220]),
    ci(630, 520, 7, F(C.muted, 0.5)),
    ci(654, 520, 7, F(C.muted, 0.35)),
    ci(678, 520, 7, F(C.muted, 0.2)),
  ].join("");
});

const heart = (x, y, s, col, a = "") =>
  pa(
    `M${x},${y + 60 * s}C${x - 110 * s},${y - 10 * s} ${x - 70 * s},${y - 90 * s} ${x},${y - 40 * s}C${x + 70 * s},${y - 90 * s} ${x + 110 * s},${y - 10 * s} ${x},${y + 60 * s}Z`,
    F(col) + a,
  );
hero("hero-young-at-heart", "Young at heart: a heart with a steady pulse over rolling hills", () =>
  [
    sceneBg(1200, 600, { c: [840, 260, 200] }),
    ci(980, 150, 60, F("#F4C978")),
    pa("M0,430C200,360 380,400 560,440S900,380 1200,420V600H0Z", F("#D7E5DC")),
    pa("M0,490C260,450 500,520 760,480S1060,460 1200,490V600H0Z", F("#B9D2C3")),
    heart(640, 260, 1.6, "#E58A72"),
    heart(640, 260, 1.6, "#FFFFFF", ' opacity=".12" transform="translate(-12 -10) scale(1)"'),
    pa("M300,270H520l24-60 36,130 36-150 30,80H760h80", S("#FFFFFF", 9, RND)),
    pa("M300,270H520l24-60 36,130 36-150 30,80H760h80", S(C.accent, 5, `${RND} opacity=".25"`)),
    card(120, 120, 220, "Active minutes", "42 min", { dot: C.accent }),
    card(880, 330, 230, "Steps today", "8,240", { dot: C.offer }),
  ].join(""),
);

hero("hero-plans", "Ojas coaching plans: weekly checklist, calendar and progress", () => {
  let cal = "";
  for (let i = 0; i < 28; i++) {
    const x = 680 + (i % 7) * 52;
    const y = 250 + Math.floor(i / 7) * 52;
    const done = [0, 1, 2, 4, 5, 7, 8, 9, 11, 12, 14, 15].includes(i);
    cal += rc(x, y, 40, 40, 10, F(done ? C.accent : i === 16 ? C.offer : "#F1ECE4", done ? 0.85 : 1));
  }
  const check = (y, t, d) =>
    rc(200, y, 28, 28, 8, d ? F(C.accent) : `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`) +
    (d ? pa(`M207,${y + 14}l6,6 10-12`, S("#FFFFFF", 3.5, RND)) : "") +
    tx(244, y + 20, 17, t, d ? C.muted : C.ink, { a: "s" });
  return [
    sceneBg(1200, 600, { c: [860, 320, 240] }),
    rc(660, 170, 400, 300, 24, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`),
    tx(684, 218, 20, "Week 3 of 12", C.ink, { a: "s", w: 650 }),
    cal,
    rc(170, 140, 400, 320, 24, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`),
    tx(200, 190, 20, "Today", C.ink, { a: "s", w: 650 }),
    check(216, "Morning walk, 30 min", true),
    check(266, "Protein with breakfast", true),
    check(316, "Strength session B", false),
    check(366, "Lights out by 10:30", false),
    ci(1060, 150, 56, S(C.border, 10)),
    pa("M1060,94A56,56 0 1 1 1004,150", S(C.offer, 10, RND)),
    tx(1060, 158, 20, "75%", C.ink, { w: 700 }),
  ].join("");
});

hero("hero-bloodwork", "Ojas blood tests: sample tubes and a clear report", () =>
  [
    sceneBg(1200, 600, { c: [760, 300, 250] }),
    g("translate(780 110) rotate(5)", report("Advanced panel", "advanced")),
    shadow(660, 520, 200, 20),
    at(660, 514, 1, rack(["#8E7CC3", "#E3B04B", "#C5221F", "#6FA8DC", "#8A9096"])),
    ci(300, 240, 30, S(C.accent, 6, ' opacity=".4"')),
    ci(360, 300, 18, S(C.offer, 5, ' opacity=".5"')),
    pa("M326,258L346,286", S(C.accent, 5, ' opacity=".4"')),
    ci(250, 330, 14, F(C.accent, 0.25)),
    pa("M264,322L290,250", S(C.accent, 4, ' opacity=".3"')),
  ].join(""),
);

hero("hero-marketplace", "The Ojas marketplace: a shopping bag and product tiles", () => {
  const tile = (x, y, inner) =>
    rc(x, y, 170, 170, 20, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`) + inner;
  return [
    sceneBg(1200, 600, { c: [340, 320, 230] }),
    shadow(340, 520, 160, 22),
    pa("M220,220H460L480,510H200Z", F(C.accent)),
    pa("M460,220L480,510L500,490L478,230Z", F(dk(C.accent, 0.3))),
    pa("M280,250V200A60,60 0 0 1 400,200V250", S(dk(C.accent, 0.35), 12, RND)),
    mark(340, 350, 34, "#FFFFFF", C.accentL),
    tx(340, 450, 28, "ojas", "#FFFFFF", { w: 700, ls: 1 }),
    tile(640, 100, at(725, 185, 0.28, g("rotate(-16)", ring("r", "#D9A28C")))),
    tile(830, 100, at(915, 250, 0.42, serum("s", "#7D6AA8", "Retinal 0.1%"))),
    tile(640, 300, at(725, 440, 0.45, tub("t", "#F6F3EE", C.accent, "Whey", "1 kg"))),
    tile(830, 300, at(915, 430, 0.52, jar("j", "#CDE6E3", "#8FC3BD", "Water Gel"))),
    pill(1014, 120, 90, "−20%", C.offer, C.offerBg),
  ].join("");
});

hero("hero-diabetes", "Living well with diabetes: glucose curve, sensor and a balanced plate", () =>
  [
    sceneBg(1200, 600, { c: [820, 300, 240] }),
    glucoseChart(560, 110, 560, 220, GLU.slice(2), { w: 5 }),
    bowlTop(300, 320, 170, "#FFFFFF"),
    pa("M300,320V174A146,146 0 0 1 446,320Z", F("#9FC1AE")),
    pa("M300,320H446A146,146 0 0 1 300,466Z", F("#E7C08A")),
    pa("M300,320V466A146,146 0 0 1 154,320Z", F("#E58A72", 0.85)),
    pa("M300,320H154A146,146 0 0 1 300,174Z", F("#F1E4CC")),
    drop(720, 470, 1.6, C.error, ' opacity=".85"'),
    card(820, 410, 250, "HbA1c", "5.9%", { dot: C.offer }),
  ].join(""),
);

function gutPath() {
  return "M420,150C300,150 300,250 400,250H700C800,250 800,330 700,330H480C380,330 380,420 480,420H760C860,420 860,330 800,300";
}
hero("hero-gut", "Gut health: a calm gut loop with friendly microbes", () => {
  const r = rng(11);
  let m = "";
  for (let i = 0; i < 18; i++) {
    const x = 120 + r() * 960;
    const y = 80 + r() * 440;
    const c = [C.accent, "#6F9A80", C.offer, "#E58A72"][i % 4];
    m +=
      i % 3 ? ci(x, y, 6 + r() * 10, F(c, 0.35)) : capsule(n(x), n(y), n(r() * 180), lt(c, 0.2), lt(c, 0.6));
  }
  return [
    sceneBg(1200, 600, { c: [600, 300, 240] }),
    m,
    pa(gutPath(), S("#F2B8A6", 60, RND)),
    pa(gutPath(), S("#F7D2C6", 30, RND)),
    pa(gutPath(), S("#FFFFFF", 4, `${RND} stroke-dasharray="2 18" opacity=".9"`)),
    leaf(880, 470, 120, -40, "#9FC1AE"),
    leaf(900, 480, 90, 10, "#7FA890"),
  ].join("");
});

hero("hero-weight-loss", "Healthy weight loss: a gently falling trend, scale and tape", () => {
  const pts = [
    [0, 0.1],
    [0.15, 0.18],
    [0.3, 0.3],
    [0.45, 0.36],
    [0.6, 0.5],
    [0.75, 0.58],
    [0.9, 0.7],
    [1, 0.74],
  ];
  return [
    sceneBg(1200, 600, { c: [380, 320, 230] }),
    rc(620, 110, 480, 300, 24, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`),
    tx(650, 156, 18, "Weight, 12 weeks", C.muted, { a: "s" }),
    tx(1070, 156, 20, "−4.6 kg", C.accent, { a: "e", w: 700 }),
    pa(smooth(pts.map(([a, b]) => [660 + a * 400, 190 + b * 180])), S(C.accent, 5, RND)),
    pa(`${smooth(pts.map(([a, b]) => [660 + a * 400, 190 + b * 180]))}V380H660Z`, F(C.accent, 0.08)),
    shadow(380, 480, 220, 30),
    at(380, 372, 0.9, smartScale("63.8", 0.56)),
    pa("M560,520C640,470 760,560 860,500S1020,470 1080,500", S("#F4C978", 26, ' stroke-linecap="round"')),
    pa(
      "M560,520C640,470 760,560 860,500S1020,470 1080,500",
      S("#B86E12", 2, ' stroke-dasharray="2 14" opacity=".7"'),
    ),
  ].join("");
});

hero("hero-webinar", "Live Ojas webinar on a laptop with chat messages", () =>
  [
    sceneBg(1200, 600, { c: [600, 300, 240] }),
    rc(330, 90, 540, 340, 22, F("#1B1D21")),
    rc(346, 106, 508, 308, 12, F("#FFFFFF")),
    rc(346, 106, 250, 308, 12, F("#DCEBE5")),
    at(
      402,
      180,
      0.54,
      avatarBody({ skin: "#C98E63", hair: "#2B1E16", shirt: C.accent, bg: "#DCEBE5", style: "bun" }),
    ),
    rc(370, 122, 62, 26, 13, F(C.error)),
    tx(401, 140, 13, "LIVE", "#FFFFFF", { w: 700 }),
    tx(620, 160, 20, "Sleep & HRV", C.ink, { a: "s", w: 650 }),
    rc(620, 180, 180, 9, 4.5, F("#E9E5DE")),
    pa(
      smooth([
        [620, 330],
        [670, 300],
        [720, 310],
        [770, 260],
        [830, 250],
      ]),
      S(C.accent, 5, RND),
    ),
    rc(620, 360, 120, 9, 4.5, F("#E9E5DE")),
    pa("M280,430H920L960,470H240Z", F("#D5D9DD")),
    rc(240, 470, 720, 12, 6, F("#BCC2C8")),
    rc(930, 160, 200, 56, 18, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`),
    rc(952, 182, 140, 9, 4.5, F("#D8D2C8")),
    rc(950, 240, 180, 56, 18, F(C.accent)),
    rc(972, 262, 120, 9, 4.5, F("#FFFFFF", 0.7)),
    rc(70, 300, 200, 56, 18, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`),
    rc(92, 322, 150, 9, 4.5, F("#D8D2C8")),
  ].join(""),
);

// ================================================================ ARTICLES (1200x675)
const article = (name, title, fn) => make(`illustrations/${name}.svg`, 1200, 675, title, fn);

article("article-sleep", "Sleep: moon, stars and a night of sleep stages", () => {
  lin(
    "nt",
    [
      [0, "#0E1012"],
      [1, "#1D2A2B"],
    ],
    0,
    0,
    0,
    1,
  );
  const r = rng(5);
  let stars = "";
  for (let i = 0; i < 26; i++)
    stars += ci(n(r() * 1200), n(r() * 300), n(1 + r() * 2.2), F("#F1F1EE", n(0.3 + r() * 0.6)));
  const stages = [2, 1, 0, 1, 2, 3, 2, 1, 0, 1, 2, 2, 3, 1, 2, 3, 3, 2];
  let bars = "";
  const cols = ["#3FB59A", "#2E8C77", "#6FA8DC", "#F2B35E"];
  stages.forEach((s, i) => {
    bars += rc(150 + i * 50, 420 + s * 44, 46, 40, 10, F(cols[s], 0.85));
  });
  def('<mask id="mm"><rect width="1200" height="675" fill="#fff"/><circle cx="962" cy="138" r="84"/></mask>');
  return [
    rc(0, 0, 1200, 675, 0, F(U("nt"))),
    stars,
    ci(920, 170, 90, `${F("#F2E6C9")} mask="url(#mm)"`),
    ci(920, 170, 140, F("#F2E6C9", 0.06)),
    bars,
    tx(150, 400, 16, "Deep · REM · Light · Awake", "#A6ABB0", { a: "s", ls: 1 }),
  ].join("");
});

article("article-glucose", "Glucose: the curve after meals, within a target range", () => {
  const marks = [
    [0.22, "#E3B04B"],
    [0.66, "#E58A72"],
  ];
  return [
    sceneBg(1200, 675, { c: [900, 320, 240] }),
    glucoseChart(100, 160, 1000, 340, GLU),
    ...marks.map(
      ([a, c]) =>
        ci(100 + a * 1000, 560, 22, F(c)) +
        pa(`M${100 + a * 1000},538V${160 + 0.18 * 340}`, S(c, 2, ' stroke-dasharray="4 6"')),
    ),
    tx(100, 130, 18, "mg/dL", C.muted, { a: "s" }),
  ].join("");
});

article("article-skin", "Skin science: layers of skin with a serum drop", () => {
  const layers = [
    ["#F7DCCB", 380],
    ["#F1C4A8", 440],
    ["#E6A98A", 510],
    ["#D9957A", 590],
  ];
  return [
    sceneBg(1200, 675, { c: [600, 260, 200] }),
    ...layers.map(([c, y], i) =>
      pa(`M0,${y}C200,${y - 30 - i * 4} 400,${y + 30} 600,${y}S1000,${y - 30} 1200,${y}V675H0Z`, F(c)),
    ),
    ...[200, 340, 480, 720, 860, 1000].map((x, i) => ci(x, 470 + (i % 2) * 24, 14, F("#FFFFFF", 0.35))),
    at(
      600,
      364,
      1,
      g(
        "",
        pa("M-19,-252V-296Q-19,-322 0,-322Q19,-322 19,-296V-252Z", F("#2B2D31")) +
          rc(-30, -252, 60, 44, 6, F("#3A3D42")) +
          rc(-8, -208, 16, 150, 8, F("#E8EEF0", 0.9)),
      ),
    ),
    drop(600, 352, 0.9, "#F2B35E"),
    drop(600, 420, 0.5, "#F2B35E", ' opacity=".6"'),
  ].join("");
});

article("article-protein", "Protein foods: eggs, lentils, a shake and a protein tub", () => {
  const egg = (x, y) =>
    el(x, y, 60, 48, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`) +
    ci(x + 6, y + 2, 22, F("#F2B35E"));
  const r = rng(9);
  let beans = "";
  for (let i = 0; i < 22; i++)
    beans += el(n(250 + r() * 150), n(470 + r() * 60), 10, 7, F(i % 2 ? "#D98B4A" : "#C77A3B"));
  return [
    sceneBg(1200, 675, { c: [760, 340, 260] }),
    shadow(820, 560, 170, 24),
    at(820, 556, 1, tub("t", "#F6F3EE", C.accent, "Whey Protein", "Vanilla · 1 kg")),
    egg(320, 320),
    egg(440, 360),
    bowlTop(330, 500, 110, "#F1E2CC"),
    beans,
    rc(1000, 300, 90, 240, 20, `${F("#FFFFFF")} stroke="${C.border}" stroke-width="2"`),
    rc(1006, 380, 78, 154, 16, F("#E7D3B6")),
    tx(1045, 460, 22, "30 g", C.ink, { w: 700 }),
  ].join("");
});

article("article-strength", "Strength training: a kettlebell, dumbbells and progress bars", () => {
  cylG("kb", "#2B2D31", 0.3);
  return [
    sceneBg(1200, 675, { c: [460, 340, 240] }),
    ...[120, 170, 200, 250, 300].map((h, i) =>
      rc(760 + i * 70, 540 - h, 48, h, 12, F(C.accent, 0.3 + i * 0.15)),
    ),
    pa("M750,560H1110", S(C.border, 3)),
    shadow(420, 560, 220, 26),
    pa("M370,300C370,210 470,210 470,300", S("#2B2D31", 30, RND)),
    ci(420, 420, 130, F(U("kb"))),
    rc(360, 540, 120, 20, 10, F("#2B2D31")),
    tx(420, 440, 34, "12 kg", "#FFFFFF", { w: 700, o: 0.85 }),
    at(640, 540, 0.7, dumbbell("d", "#2B2D31")),
  ].join("");
});

article("article-gut", "Gut microbiome: diverse friendly microbes", () => {
  const r = rng(21);
  let m = "";
  const cols = [C.accent, "#6F9A80", C.offer, "#E58A72", "#8E7CC3", "#6FA8DC"];
  for (let i = 0; i < 30; i++) {
    const x = n(100 + r() * 1000);
    const y = n(90 + r() * 500);
    const c = cols[i % cols.length];
    const kind = i % 3;
    if (kind === 0) m += ci(x, y, n(14 + r() * 22), F(lt(c, 0.3), 0.55)) + ci(x, y, 5, F(c, 0.7));
    else if (kind === 1)
      m += g(`translate(${x} ${y}) rotate(${n(r() * 180)})`, rc(-40, -15, 80, 30, 15, F(lt(c, 0.35), 0.7)));
    else m += pa(`M${x},${y}c20,-20 40,20 60,0s40,20 60,0`, S(c, 8, `${RND} opacity=".5"`));
  }
  return [
    sceneBg(1200, 675, { c: [600, 337, 260] }),
    m,
    ci(600, 337, 90, F("#FFFFFF", 0.8)),
    ci(600, 337, 60, F("#6F9A80", 0.3)),
    ci(600, 337, 24, F(C.accent)),
  ].join("");
});

article("article-hrv", "Heart rate variability: beats with varying intervals", () => {
  const beats = [150, 330, 530, 700, 900, 1060];
  let d = "M0,380";
  for (const b of beats) d += `L${b - 30},380l10,-14 8,14 6,0 8,-150 10,210 8,-60 14,0`;
  d += "L1200,380";
  let br = "";
  for (let i = 0; i < beats.length - 1; i++) {
    const a = beats[i] - 6;
    const b = beats[i + 1] - 6;
    br +=
      pa(`M${a},470v14H${b}v-14`, S(C.muted, 2)) +
      tx((a + b) / 2, 516, 16, `${Math.round((b - a) * 4.4)} ms`, C.muted);
  }
  return [
    sceneBg(1200, 675, { c: [600, 320, 240] }),
    heart(600, 170, 0.8, "#E58A72", ' opacity=".9"'),
    pa(d, S(C.accent, 5, RND)),
    br,
  ].join("");
});

article("article-hydration", "Hydration: a glass of water, drops and a lemon", () =>
  [
    sceneBg(1200, 675, { c: [620, 340, 250] }),
    shadow(560, 580, 150, 20),
    pa(
      "M450,170L480,560Q482,580 502,580H618Q638,580 640,560L670,170Z",
      `${F("#FFFFFF", 0.7)} stroke="#C9D6DA" stroke-width="3"`,
    ),
    pa("M462,300L480,560Q482,580 502,580H618Q638,580 640,560L658,300Q560,320 462,300Z", F("#BFE0E6", 0.9)),
    ci(520, 420, 12, S("#FFFFFF", 3)),
    ci(600, 480, 8, S("#FFFFFF", 3)),
    rc(476, 200, 10, 340, 5, F("#FFFFFF", 0.7)),
    ci(760, 520, 60, F("#F3D56E")),
    ci(760, 520, 48, F("#FBEA9F")),
    pa("M760,472V568M712,520H808M726,486L794,554M794,486L726,554", S("#F3D56E", 3)),
    drop(820, 240, 1.4, "#6FA8DC", ' opacity=".8"'),
    drop(900, 330, 0.9, "#6FA8DC", ' opacity=".5"'),
    drop(340, 280, 1, "#6FA8DC", ' opacity=".5"'),
  ].join(""),
);

article("article-sunscreen", "Sun care: the sun, UV rays and an SPF 50 shield", () => {
  let rays = "";
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    rays += pa(
      `M${n(300 + 120 * Math.cos(a))},${n(220 + 120 * Math.sin(a))}L${n(300 + 160 * Math.cos(a))},${n(220 + 160 * Math.sin(a))}`,
      S("#F2B35E", 10, RND),
    );
  }
  return [
    sceneBg(1200, 675, { c: [760, 360, 250] }),
    ci(300, 220, 96, F("#F4C978")),
    rays,
    pa("M400,330q40,-30 80,0t80,0t80,0", S("#8E7CC3", 5, `${RND} opacity=".5"`)),
    pa("M420,380q40,-30 80,0t80,0t80,0", S("#8E7CC3", 5, `${RND} opacity=".35"`)),
    pa("M760,180L900,230V360C900,450 840,500 760,530C680,500 620,450 620,360V230Z", F(C.accent)),
    tx(760, 360, 48, "SPF 50", "#FFFFFF", { w: 750 }),
    tx(760, 400, 18, "Broad spectrum", "#FFFFFF", { o: 0.8 }),
    shadow(1020, 620, 80, 12),
    at(1020, 616, 0.7, tube("t", "#F3D56E", C.ink)),
  ].join("");
});

article("article-diabetes", "Diabetes care: a balanced plate, a sensor and a steady curve", () =>
  [
    sceneBg(1200, 675, { c: [820, 330, 250] }),
    bowlTop(330, 360, 190, "#FFFFFF"),
    pa("M330,360V197A163,163 0 0 1 493,360Z", F("#9FC1AE")),
    pa("M330,360H493A163,163 0 0 1 330,523Z", F("#E7C08A")),
    pa("M330,360V523A163,163 0 0 1 167,360Z", F("#E58A72", 0.85)),
    pa("M330,360H167A163,163 0 0 1 330,197Z", F("#F1E4CC")),
    glucoseChart(640, 140, 460, 220, GLU.slice(3)),
    shadow(860, 560, 170, 22),
    at(860, 540, 0.9, cgmPatch("p")),
  ].join(""),
);

// ================================================================ RECIPES (800x600)
const recipe = (name, title, fn) =>
  make(`illustrations/${name}.svg`, 800, 600, title, () => {
    lin(
      "tb",
      [
        [0, "#F6F0E6"],
        [1, "#EDE4D6"],
      ],
      0,
      0,
      1,
      1,
    );
    return (
      rc(0, 0, 800, 600, 0, F(U("tb"))) +
      g(
        "rotate(-8 640 120)",
        rc(540, -40, 260, 240, 16, F(C.offerBg)) + pa("M560,-40V200M580,-40V200", S("#F2D9B5", 4)),
      ) +
      g("rotate(24 110 470)", el(110, 400, 30, 42, F("#D5D9DD")) + rc(104, 436, 12, 170, 6, F("#C4CACF"))) +
      fn()
    );
  });
const slices = (cx, cy, r, parts) => {
  let s = "";
  let a = -Math.PI / 2;
  for (const [frac, col] of parts) {
    const b = a + frac * Math.PI * 2;
    s += pa(
      `M${cx},${cy}L${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}A${r},${r} 0 ${frac > 0.5 ? 1 : 0} 1 ${n(cx + r * Math.cos(b))},${n(cy + r * Math.sin(b))}Z`,
      F(col),
    );
    a = b;
  }
  return s;
};
const scatter = (seed, cx, cy, r, count, fn) => {
  const R = rng(seed);
  let s = "";
  for (let i = 0; i < count; i++) {
    const a = R() * Math.PI * 2;
    const d = Math.sqrt(R()) * r;
    s += fn(n(cx + d * Math.cos(a)), n(cy + d * Math.sin(a)), R, i);
  }
  return s;
};

recipe("recipe-bowl", "Grain bowl with quinoa, chickpeas, avocado and greens, from above", () =>
  [
    bowlTop(400, 300, 230, "#F1E4CC"),
    slices(400, 300, 196, [
      [0.25, "#EAD9B8"],
      [0.25, "#9FC1AE"],
      [0.25, "#E7C08A"],
      [0.25, "#F1C4A8"],
    ]),
    scatter(1, 470, 230, 60, 20, (x, y) => ci(x, y, 3, F("#C9B58E"))),
    scatter(2, 330, 360, 60, 12, (x, y) => ci(x, y, 13, F("#D9A55E"))),
    scatter(3, 330, 230, 56, 7, (x, y, R) => leaf(x, y, 46, n(R() * 360), "#6F9A80")),
    ...[0, 1, 2].map((i) =>
      g(
        `rotate(${i * 20 - 20} 480 370)`,
        el(480, 370, 30, 62, F("#A5C46E")) + el(480, 380, 20, 44, F("#D9E6A8")),
      ),
    ),
    ci(400, 300, 40, F("#E85D4E")),
    ci(400, 300, 30, F("#F07A6B")),
    scatter(4, 400, 300, 170, 16, (x, y) => el(x, y, 2.5, 1.5, F("#FFFFFF", 0.8))),
  ].join(""),
);

recipe("recipe-smoothie", "Berry smoothie in a tall glass with fruit", () =>
  [
    el(400, 520, 120, 16, F(C.ink, 0.08)),
    pa("M430,60L470,160", S("#E58A72", 12, RND)),
    pa(
      "M320,150L340,500Q342,520 362,520H438Q458,520 460,500L480,150Z",
      `${F("#FFFFFF", 0.6)} stroke="#D8DEE1" stroke-width="3"`,
    ),
    pa("M326,190L340,500Q342,520 362,520H438Q458,520 460,500L474,190Q400,176 326,190Z", F("#C85A7C")),
    pa("M326,190Q400,176 474,190L472,214Q400,200 328,214Z", F("#E9A0B5")),
    rc(334, 200, 10, 290, 5, F("#FFFFFF", 0.4)),
    ci(380, 170, 16, F("#5B5F9E")),
    ci(410, 176, 12, F("#C5384A")),
    leaf(420, 170, 44, -30, "#6F9A80"),
    ci(600, 470, 40, F("#F3D56E")),
    ci(600, 470, 30, F("#FBEA9F")),
    ...[0, 1, 2, 3].map((i) => ci(200 + i * 30, 480 + (i % 2) * 18, 14, F(i % 2 ? "#5B5F9E" : "#C5384A"))),
    leaf(650, 520, 60, -20, "#7FA890"),
  ].join(""),
);

recipe("recipe-salad", "Green salad with tomatoes, cucumber and feta, from above", () =>
  [
    bowlTop(400, 300, 230, "#DDEBC9"),
    scatter(5, 400, 300, 170, 26, (x, y, R, i) =>
      leaf(x, y, 60 + R() * 20, n(R() * 360), ["#7FA890", "#9FC1AE", "#5E8C6F", "#A5C46E"][i % 4]),
    ),
    scatter(
      6,
      400,
      300,
      150,
      7,
      (x, y) => ci(x, y, 18, F("#E85D4E")) + ci(x - 5, y - 5, 5, F("#FFFFFF", 0.4)),
    ),
    scatter(7, 400, 300, 150, 6, (x, y) => ci(x, y, 20, F("#CFE3B8")) + ci(x, y, 14, F("#E8F1DA"))),
    scatter(8, 400, 300, 150, 7, (x, y, R) =>
      rc(x, y, 20, 20, 4, `${F("#FFFDF6")} transform="rotate(${n(R() * 90)} ${x} ${y})"`),
    ),
  ].join(""),
);

recipe("recipe-oats", "Overnight oats with berries, banana and nuts, from above", () =>
  [
    bowlTop(400, 300, 230, "#EAD9B8"),
    scatter(9, 400, 300, 180, 44, (x, y, R) => el(x, y, n(4 + R() * 4), n(3 + R() * 2), F("#D9C39A"))),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        ci(300 + i * 44, 230 + (i % 2) * 10, 22, F("#FBEFCB")) +
        ci(300 + i * 44, 230 + (i % 2) * 10, 6, F("#E9D7A5")),
    ),
    scatter(10, 420, 360, 70, 12, (x, y, _R, i) => ci(x, y, 11, F(i % 2 ? "#5B5F9E" : "#C5384A"))),
    scatter(11, 300, 340, 40, 5, (x, y) => el(x, y, 14, 9, F("#B9834F"))),
    pa("M260,300C320,280 340,330 400,310S500,290 540,320", S("#D39A3E", 6, `${RND} opacity=".8"`)),
    leaf(480, 250, 40, -30, "#6F9A80"),
  ].join(""),
);

recipe("recipe-curry", "Chickpea curry with rice and coriander, from above", () =>
  [
    bowlTop(400, 300, 230, "#E7A54A"),
    pa("M400,104A196,196 0 0 1 400,496Z", F("#FBF7EE")),
    scatter(12, 480, 300, 100, 26, (x, y, R) => el(x, y, n(4 + R() * 4), n(3 + R() * 2), F("#EFE6D4"))),
    scatter(13, 320, 300, 110, 14, (x, y) => ci(x, y, 13, F("#F2C27B"))),
    scatter(14, 320, 300, 120, 8, (x, y) => rc(x, y, 22, 18, 5, F("#C96E2E"))),
    scatter(15, 400, 300, 160, 8, (x, y, R) => leaf(x, y, 26, n(R() * 360), "#5E8C6F")),
    g(
      "rotate(-12 660 480)",
      el(660, 480, 110, 70, F("#E8C58E")) +
        scatter(16, 660, 480, 60, 8, (x, y) => ci(x, y, 6, F("#C9914E", 0.7))),
    ),
  ].join(""),
);

recipe("recipe-soup", "Green soup with a cream swirl and seeds, bread on the side", () =>
  [
    bowlTop(380, 300, 220, "#9BBF7A"),
    ci(380, 300, 150, F("#A9C98A", 0.6)),
    pa(
      "M380,300m-20,0a20,20 0 1 1 40,0a40,40 0 1 1-80,0a60,60 0 1 1 120,0a80,80 0 1 1-160,0",
      S("#FBF7EE", 7, RND),
    ),
    scatter(17, 380, 300, 120, 14, (x, y) => el(x, y, 5, 3, F("#4E6B3A"))),
    leaf(450, 240, 44, -40, "#5E8C6F"),
    g(
      "rotate(18 660 430)",
      rc(590, 370, 140, 120, 30, F("#D9A55E")) + rc(602, 382, 116, 96, 22, F("#F3DDB2")),
    ),
  ].join(""),
);

// ================================================================ VIDEO STILLS (1280x720)
const video = (name, title, fn) =>
  make(`illustrations/${name}.svg`, 1280, 720, title, () => {
    lin(
      "wall",
      [
        [0, "#FBF8F3"],
        [1, "#F2ECE2"],
      ],
      0,
      0,
      0,
      1,
    );
    return (
      rc(0, 0, 1280, 720, 0, F(U("wall"))) +
      rc(110, 90, 250, 330, 20, F("#FFFFFF", 0.75)) +
      pa("M235,90V420M110,255H360", S("#EFE8DD", 8)) +
      ci(640, 380, 250, F(C.accent, 0.06)) +
      rc(0, 600, 1280, 120, 0, F("#EFE6D8")) +
      pa("M150,600L60,720H460L370,600Z", F("#FFFFFF", 0.35)) +
      pa("M1080,600L1060,520H1180L1160,600Z", F("#E2D5C2")) +
      leaf(1120, 520, 110, -100, "#7FA890") +
      leaf(1120, 520, 90, -140, "#9FC1AE") +
      leaf(1120, 520, 90, -50, "#6F9A80") +
      g("translate(640 600) scale(1.22) translate(-640 -600)", fn())
    );
  });
const mat = (x, w, col = "#9CC0AB") => el(x, 604, w / 2, 16, F(dk(col, 0.1))) + el(x, 600, w / 2, 14, F(col));

video("video-strength", "Strength class: a person pressing two dumbbells overhead", () => {
  const p = {
    head: [640, 232],
    neck: [640, 300],
    hip: [640, 440],
    e1: [556, 292],
    h1: [566, 200],
    e2: [724, 292],
    h2: [714, 200],
    k1: [600, 520],
    f1: [590, 596],
    k2: [680, 520],
    f2: [690, 596],
  };
  const db = (x, y) =>
    rc(x - 34, y - 6, 68, 12, 6, F("#A9AFB5")) +
    rc(x - 48, y - 20, 18, 40, 6, F("#2B2D31")) +
    rc(x + 30, y - 20, 18, 40, 6, F("#2B2D31"));
  return (
    mat(640, 380) +
    figure(p, { skin: "#A86B45", top: C.accent, bottom: "#2B2D31", hair: "#1E1612", shoe: "#FFFFFF" }) +
    db(566, 192) +
    db(714, 192)
  );
});

video("video-dance", "Dance cardio class: a person mid-move with one arm raised", () => {
  const p = {
    head: [622, 236],
    neck: [632, 304],
    hip: [646, 440],
    e1: [560, 320],
    h1: [486, 290],
    e2: [690, 236],
    h2: [728, 160],
    k1: [590, 514],
    f1: [520, 496],
    k2: [664, 520],
    f2: [672, 596],
  };
  return (
    mat(640, 300, "#F2C9B8") +
    figure(p, {
      skin: "#F2C7A5",
      top: "#E58A72",
      bottom: "#3A3D5C",
      hair: "#6B3A22",
      hairStyle: "pony",
      dir: -1,
    })
  );
});

video("video-pilates", "Pilates class: a person holding a teaser V-sit on a mat", () => {
  const p = {
    head: [520, 392],
    neck: [560, 448],
    hip: [646, 566],
    e1: [630, 432],
    h1: [704, 414],
    e2: [636, 446],
    h2: [712, 428],
    k1: [716, 500],
    f1: [790, 430],
    k2: [724, 506],
    f2: [800, 440],
  };
  return (
    mat(660, 460, "#B9D2C3") +
    figure(p, {
      skin: "#C98E63",
      top: "#8E7CC3",
      bottom: "#2B2D31",
      hair: "#2B1E16",
      hairStyle: "bun",
      dir: 1,
    })
  );
});

video("video-yoga", "Yoga class: a person in warrior two pose on a mat", () => {
  const p = {
    head: [640, 238],
    neck: [640, 306],
    hip: [640, 440],
    e1: [540, 306],
    h1: [440, 304],
    e2: [740, 306],
    h2: [840, 304],
    k1: [550, 516],
    f1: [470, 596],
    k2: [790, 458],
    f2: [800, 596],
  };
  return (
    mat(640, 520) +
    figure(p, {
      skin: "#7A4A2C",
      top: "#F3D56E",
      bottom: "#1F6F5C",
      hair: "#14100D",
      hairStyle: "bun",
      dir: 1,
    })
  );
});

// ================================================================ AVATARS
const AV = [
  { skin: "#F6D3B5", hair: "#6B3A22", shirt: C.accent, bg: "#DCEBE5", style: "short" },
  { skin: "#C98E63", hair: "#1E1612", shirt: "#E58A72", bg: C.offerBg, style: "long" },
  { skin: "#7A4A2C", hair: "#14100D", shirt: "#F3D56E", bg: "#E6EEF5", style: "curly" },
  { skin: "#E9B48E", hair: "#3A2A22", shirt: "#5D6FA3", bg: "#F6E3DC", style: "beard" },
  { skin: "#A86B45", hair: C.accent, shirt: "#F4F2EE", bg: "#E8F1EC", style: "scarf" },
  { skin: "#F2C7A5", hair: "#C98A3A", shirt: "#8E7CC3", bg: "#FDF1DE", style: "bob" },
  { skin: "#5B3620", hair: "#1E1612", shirt: "#86AD98", bg: "#F1ECE4", style: "bun" },
  { skin: "#D8A27A", hair: "#2B1E16", shirt: "#2B2D31", bg: "#DCEBE5", style: "pony" },
  { skin: "#8E5B3A", hair: "#3A2418", shirt: "#B86E12", bg: "#E6EEF5", style: "wavy" },
  { skin: "#EDC09A", hair: "#C9CED4", shirt: "#6F9A80", bg: "#F6E3DC", style: "glasses" },
];
AV.forEach((v, i) => {
  make(`avatars/avatar-${i + 1}.svg`, 256, 256, `Illustrated avatar ${i + 1}`, () => {
    def('<clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath>');
    return g("", avatarBody(v), ' clip-path="url(#c)"');
  });
});

// ================================================================ BRAND
const word = (col) =>
  pa("M36,17.5a7,7 0 1 0 14,0a7,7 0 1 0 -14,0", S(col, 3.4)) +
  pa("M60,11V27Q60,31 55.5,31", S(col, 3.4, ' stroke-linecap="round"')) +
  ci(60, 4.6, 2.2, F(col)) +
  pa("M68,17.5a7,7 0 1 0 14,0a7,7 0 1 0 -14,0M82,10.5V25", S(col, 3.4, ' stroke-linecap="round"')) +
  pa(
    "M99,12.6C97.6,10.6 90.6,10 90.6,13.8C90.6,17.8 100,16.4 100,21C100,25.8 92.6,25.4 90.4,23",
    S(col, 3.2, RND),
  );
const ringMark = (col, dot, cx = 14, cy = 16, r = 10.5) =>
  ci(cx, cy, r, S(col, r * 0.34)) + ci(cx, cy + r * 0.58, r * 0.2, F(dot));
make("brand/logo.svg", 104, 32, "Ojas", () => ringMark(C.ink, C.accent) + word(C.ink));
make("brand/logo-light.svg", 104, 32, "Ojas", () => ringMark(C.light, C.accentL) + word(C.light));
make(
  "brand/favicon.svg",
  64,
  64,
  "Ojas",
  () => rc(0, 0, 64, 64, 14, F(C.paper)) + ringMark(C.ink, C.accent, 32, 32, 21),
);
make("brand/og-default.svg", 1200, 630, "Ojas. Health, measured.", () =>
  [
    sceneBg(1200, 630, { c: [900, 330, 240] }),
    g("translate(120 200) scale(3.4)", ringMark(C.ink, C.accent) + word(C.ink)),
    tx(124, 390, 56, "Health, measured.", C.ink, { a: "s", w: 650 }),
    tx(126, 440, 24, "Smart ring · CGM · smart scale · skin · nutrition", C.muted, { a: "s" }),
    shadow(900, 520, 150, 20),
    at(900, 320, 0.74, g("rotate(-16)", ring("r", "#2B2D31"))),
  ].join(""),
);

// ---------------------------------------------------------------- report
let total = 0;
for (const [, s] of files) total += s;
const big = files.filter(([, s]) => s > 6144);
console.log(`${files.length} files, ${(total / 1024).toFixed(1)} KB total`);
if (big.length)
  console.log(`over 6 KB: ${big.map(([p, s]) => `${p} (${(s / 1024).toFixed(1)} KB)`).join(", ")}`);
