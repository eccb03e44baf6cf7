// The browser hydrates React's server-rendered document with Preact (vite.config.ts). Two things differ
// from React's hydration, and are bridged here.
import { Fragment, h, options, render, type VNode } from "preact";
import type { ComponentType } from "react";

/**
 * Preact renders a document into <html>, so the root's own <html> element is rendered as its children,
 * with its attributes (lang, data-theme) kept on the page's <html>.
 */
export function rootHtmlAsFragment(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode<Record<string, unknown>>) => {
    if (vnode.type === "html") {
      const { children, ...attributes } = vnode.props;
      const html = document.documentElement;
      for (const [name, value] of Object.entries(attributes)) {
        if (typeof value === "string" && html.getAttribute(name) !== value) html.setAttribute(name, value);
      }
      vnode.type = Fragment as unknown as string;
      vnode.props = { children };
    }
    previous?.(vnode);
  };
}

/**
 * React places resource hints (preloaded images, module preloads) at the top of <head>. They are not part
 * of the component tree, and Preact matches head elements by tag name: a <link> of the tree would take a
 * hint's place and the style sheet's own <link> would be removed as left over. The hints have done their
 * work by the time scripts run.
 */
export function dropResourceHints(): void {
  for (const hint of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) {
    hint.remove();
  }
}

/**
 * React Router's HydratedRouter decodes the server's data first and suspends (throws the promise) until it
 * has it; React waits at the root, Preact has no root to wait at. One throwaway render starts the decoding,
 * and hydration begins once it is done.
 */
export async function routerDataDecoded(router: ComponentType): Promise<void> {
  try {
    render(h(router as unknown as string, {}), document.createElement("div"));
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
  }
}
