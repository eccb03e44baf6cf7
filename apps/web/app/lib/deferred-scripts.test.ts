import { describe, expect, it } from "vitest";
import { starterScript } from "./deferred-scripts.tsx";

describe("starterScript", () => {
  it("keeps the module text a string a closing script tag cannot end early", () => {
    const text =
      'import * as route0 from "/assets/root.js";\nwindow.x = "</script><script>alert(1)</script>";';
    const script = starterScript(["/assets/entry.client.js"], text);
    expect(script).not.toContain("</script>");
    expect(script).toContain('["/assets/entry.client.js"]');
    // The module text round-trips: what the browser would put in the module script is the router's text.
    const literal = script.match(/s\.textContent=("(?:[^"\\]|\\.)*")/)?.[1];
    expect(JSON.parse(literal ?? "null")).toBe(text);
  });

  it("starts once, after the first contentful paint, a frame where paint timing is missing, or three seconds", () => {
    const script = starterScript([], "");
    expect(script).toContain('o.observe({type:"paint",buffered:true})');
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain("requestAnimationFrame(function(){setTimeout(start,0)})");
    expect(script).toContain("setTimeout(start,3000)");
    expect(script).toContain("if(started)return;started=true;");
  });

  it("runs in a browser without paint timing and starts exactly once", async () => {
    const calls: string[] = [];
    const timers: Array<() => void> = [];
    const frames: Array<() => void> = [];
    const head = { appendChild: (el: { type?: string }) => calls.push(el.type ?? "link") };
    const document = { head, createElement: () => ({}) };
    const window = {};
    const run = new Function(
      "window",
      "document",
      "requestAnimationFrame",
      "setTimeout",
      starterScript(["/a.js"], "x"),
    );
    run(
      window,
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
    );
    expect(calls).toEqual([]);
    for (const f of frames) f();
    for (const f of timers) f();
    expect(calls).toEqual(["link", "module"]);
  });
});
