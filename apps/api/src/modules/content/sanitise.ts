// The one sanitiser of staff-written rich text (docs/decisions/0037-content-sanitising.md). Everything the
// back office stores as HTML goes through sanitiseRichText first, so what is stored, and served to the
// storefront as it is, can hold only the allow-list below.
import sanitizeHtml from "sanitize-html";

/**
 * The allow-list:
 * - Elements: paragraphs and line breaks, headings h2 to h4, lists (ul, ol, li), emphasis (strong, b, em, i,
 *   u, s), blockquote, code and pre, horizontal rules, links and images. Anything else (script, style,
 *   iframe, object, embed, form, input, svg, math ...) is dropped; the text of a dropped script or style
 *   goes with it, the text of other dropped elements stays.
 * - Attributes: a[href, title], img[src, alt, width, height, title]. No other attribute, so no event
 *   handler (onclick, onerror ...), no style, no class, no id.
 * - Links: https and mailto only, or a path on the shop itself ("/blog/..."); target and rel are set by
 *   the sanitiser (external links open in a new tab with rel="noopener noreferrer nofollow").
 * - Images: https or the shop's own /images/...; never data:, javascript: or protocol-relative sources.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "code",
  "pre",
  "hr",
  "a",
  "img",
] as const;

const SHOP_PATH = /^\/(?!\/)[^\s\\]*$/;
const IMAGE_PATH = /^\/images\/[\w./-]+$/;

function safeHref(href: string): boolean {
  if (SHOP_PATH.test(href)) return true;
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "mailto:";
  } catch {
    return false;
  }
}

function safeImageSrc(src: string): boolean {
  if (IMAGE_PATH.test(src) && !src.includes("..")) return true;
  try {
    return new URL(src).protocol === "https:";
  } catch {
    return false;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title"],
  },
  // Only these schemes survive sanitize-html's own check; the transforms below narrow further.
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => {
      const href = (attribs.href ?? "").trim();
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.title) kept.title = attribs.title;
      if (safeHref(href)) {
        kept.href = href;
        if (!href.startsWith("/")) {
          kept.target = "_blank";
          kept.rel = "noopener noreferrer nofollow";
        }
      }
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? "").trim();
      // An image without a safe source is dropped whole (exclusiveFilter below).
      const { src: _src, ...rest } = attribs;
      return { tagName, attribs: safeImageSrc(src) ? { ...rest, src } : rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** Staff rich text reduced to the allow-list; the same input always gives the same output. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
