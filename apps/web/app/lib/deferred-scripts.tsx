import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

interface ElementProps {
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
  children?: ReactNode;
}

/**
 * The classic script that starts the page's modules once the first contentful paint is reported. The paint
 * entry carries the frame's presentation time, which on a busy machine comes tens of milliseconds after the
 * frame's own task, so waiting for a frame (requestAnimationFrame) is only the fallback for browsers without
 * paint timing. A page that never paints (a tab opened in the background) starts after three seconds.
 */
export function starterScript(preloads: string[], moduleText: string): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.textContent=${JSON.stringify(moduleText).replace(/</g, "\\u003c")};document.head.appendChild(s)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}});o.observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(start,0)})}setTimeout(start,3000)})();`;
}

function flatten(node: ReactNode): ReactElement<ElementProps>[] {
  const out: ReactElement<ElementProps>[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<ElementProps>(child)) return;
    if (typeof child.type === "string") out.push(child);
    else out.push(...flatten(child.props.children));
  });
  return out;
}

/**
 * React Router's <Scripts />, but the modules that hydrate the page are requested only once its first frame
 * is painted (docs/decisions/0040-lighthouse-budgets.md): on a slow phone the style sheet and the first
 * screen's image get the connection to themselves, and the page shows before the 150 KB of scripts arrive.
 * The router's context script still runs in place, so streamed loader data is kept as it arrives.
 */
export function DeferredScripts(props: ScriptsProps) {
  // Scripts is called, not rendered, so its elements can be rearranged; its hooks run as this component's.
  const rendered = Scripts(props) as ReactElement<ElementProps> | null;
  if (!rendered) return null;
  const elements = flatten(rendered);
  const preloads = elements.flatMap((el) =>
    el.type === "link" && el.props.rel === "modulepreload" && el.props.href ? [el.props.href] : [],
  );
  const moduleScript = elements.find((el) => el.type === "script" && el.props.type === "module");
  const others = elements.filter((el) => el.type === "script" && el !== moduleScript);
  const moduleText = moduleScript?.props.dangerouslySetInnerHTML?.__html ?? "";
  return (
    <>
      {others}
      <script
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the router's own module text, JSON-escaped
        dangerouslySetInnerHTML={{ __html: moduleText.trim() ? starterScript(preloads, moduleText) : " " }}
      />
    </>
  );
}
