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

  it("starts once, after the first frame or after a second at the latest", () => {
    const script = starterScript([], "");
    expect(script).toContain("requestAnimationFrame(function(){setTimeout(start,0)})");
    expect(script).toContain("setTimeout(start,1000)");
    expect(script).toContain("if(started)return;started=true;");
  });
});
